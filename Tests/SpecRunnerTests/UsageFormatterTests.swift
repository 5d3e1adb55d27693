import CucumberMessages
import Gherkin
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

/// The usage report from a hand-made envelope stream, so that its timings are exact.
@MainActor
@Suite struct UsageFormatterTests {
    private func step(_ id: String, _ text: String) -> PickleStep {
        PickleStep(id: id, text: text, type: .action, argument: nil, astNodeIds: [])
    }

    private func definition(_ id: String, _ source: String, line: Int) -> Envelope {
        .stepDefinition(
            StepDefinitionMessage(
                id: id,
                pattern: .init(source: source, type: .cucumberExpression),
                sourceReference: SourceReference(uri: "/project/Steps.swift", line: line)
            )
        )
    }

    private func finished(_ attempt: String, _ step: String, _ status: Status, milliseconds: Int64) -> Envelope {
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: attempt,
                testStepId: step,
                testStepResult: TestStepResult(
                    status: status, duration: Duration(nanoseconds: milliseconds * 1_000_000)),
                timestamp: Timestamp(seconds: 0, nanos: 0)
            )
        )
    }

    private func started(_ attempt: String, number: Int) -> Envelope {
        .testCaseStarted(
            TestCaseStarted(id: attempt, testCaseId: "t1", attempt: number, timestamp: Timestamp(seconds: 0, nanos: 0))
        )
    }

    @Test func definitionsAreListedSlowestFirstWithMatchesMeanAndMaximum() {
        let output = CommandOutput.capturing()
        let bus = EventBus()
        bus.add(
            UsageFormatter(
                destination: .standardOutput(output),
                style: TerminalStyle(enabled: false),
                workingDirectory: "/project",
                dryRun: false
            )
        )
        let pickle = Pickle(
            id: "p1",
            uri: "shop.feature",
            location: Location(line: 3, column: 3),
            name: "Shopping",
            language: "en",
            steps: [step("s1", "a quick step"), step("s2", "a slow step"), step("s3", "a slow step")],
            tags: [],
            astNodeIds: []
        )
        bus.emit(.pickle(pickle))
        bus.emit(definition("d1", "a quick step", line: 10))
        bus.emit(definition("d2", "a slow step", line: 11))
        bus.emit(definition("d3", "never used", line: 12))
        bus.emit(
            .testCase(
                TestCase(
                    id: "t1",
                    pickleId: "p1",
                    testSteps: [
                        TestStep(id: "ts1", pickleStepId: "s1", stepDefinitionIds: ["d1"], stepMatchArgumentsLists: []),
                        TestStep(id: "ts2", pickleStepId: "s2", stepDefinitionIds: ["d2"], stepMatchArgumentsLists: []),
                        TestStep(id: "ts3", pickleStepId: "s3", stepDefinitionIds: ["d2"], stepMatchArgumentsLists: []),
                    ],
                    testRunStartedId: "run"
                )
            )
        )
        bus.emit(started("a1", number: 0))
        bus.emit(finished("a1", "ts1", .passed, milliseconds: 1))
        bus.emit(finished("a1", "ts2", .failed, milliseconds: 6))
        bus.emit(finished("a1", "ts3", .skipped, milliseconds: 0))
        bus.emit(started("a2", number: 1))
        bus.emit(finished("a2", "ts1", .passed, milliseconds: 3))
        bus.emit(finished("a2", "ts2", .passed, milliseconds: 2))
        bus.emit(finished("a2", "ts3", .passed, milliseconds: 4))
        bus.finish(RunJudgement(success: true, boundPercent: 100, coverageMinimum: nil))

        #expect(
            output.capturedOutput == """

                Step definition usage (3 definitions, 3 step matches)

                  a slow step  Steps.swift:11
                    matched 2 steps, ran 3 times, mean 4.000 ms, max 6.000 ms (shop.feature:3)

                  a quick step  Steps.swift:10
                    matched 1 step, ran 2 times, mean 2.000 ms, max 3.000 ms (shop.feature:3)

                Unused step definitions
                  never used  Steps.swift:12

                Slowest steps
                  6.000 ms  a slow step  shop.feature:3
                  4.000 ms  a slow step  shop.feature:3
                  3.000 ms  a quick step  shop.feature:3
                  2.000 ms  a slow step  shop.feature:3
                  1.000 ms  a quick step  shop.feature:3

                """
        )
    }
}
