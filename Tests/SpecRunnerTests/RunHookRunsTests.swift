import CucumberMessages
import SpecRunnerCore
import Testing

/// Workers and shards each run the BeforeAll and AfterAll hooks; the run reports each hook's run as a run in one
/// process does, once, unless a process's run of it ended otherwise.
@Suite struct RunHookRunsTests {
    /// A run of hook `hook` with id `id`, ending with `status`.
    static func run(_ id: String, hook: String, _ status: Status) -> [Envelope] {
        [
            .testRunHookStarted(TestRunHookStarted(id: id, testRunStartedId: "0", hookId: hook, timestamp: .now())),
            .testRunHookFinished(
                TestRunHookFinished(testRunHookStartedId: id, result: TestStepResult(status: status), timestamp: .now())
            ),
        ]
    }

    static func startedIds(_ envelopes: [Envelope]) -> [String] {
        envelopes.compactMap { if case .testRunHookStarted(let started) = $0 { started.id } else { nil } }
    }

    @Test func runsThatAgreeAreReportedOnceTheFirstProcesss() {
        let kept = RunHookRuns.onceEach([
            Self.run("w1.1", hook: "a", .passed) + Self.run("w1.2", hook: "b", .passed),
            Self.run("w2.1", hook: "a", .passed) + Self.run("w2.2", hook: "b", .passed),
        ])
        #expect(Self.startedIds(kept) == ["w1.1", "w1.2"])
        #expect(kept.count == 4)
    }

    @Test func aRunThatEndedOtherwiseIsReportedToo() {
        let kept = RunHookRuns.onceEach([
            Self.run("w1.1", hook: "a", .passed), Self.run("w2.1", hook: "a", .failed),
            Self.run("w3.1", hook: "a", .failed),
        ])
        #expect(Self.startedIds(kept) == ["w1.1", "w2.1"])
        #expect(kept.count == 4)
    }
}
