import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
final class Recorder: World {
    static var log: [String] = []
    init() {}
}

/// Selecting, ordering, retrying, stopping early and timing out, each checked on fixture features.
@MainActor
@Suite(.serialized) struct RunOptionsTests {
    static let feature = """
        Feature: options

          @fast
          Scenario: alpha
            Given I note "alpha"

          @slow @wip
          Scenario: beta
            Given I note "beta"

          Scenario Outline: gamma <n>
            Given I note "gamma <n>"

            Examples:
              | n |
              | 1 |
              | 2 |
        """

    static let steps = Steps(Recorder.self) {
        Given("I note {string}") { (_, text: String) in Recorder.log.append(text) }
        Given("a step that fails") { _ in throw ExpectationFailure("no") }
        Given("a step that passes on attempt {int}") { (_, attempt: Int) in
            Recorder.log.append("attempt")
            if Recorder.log.filter({ $0 == "attempt" }).count < attempt { throw ExpectationFailure("not yet") }
        }
        Given("a step that never returns") { _ in
            try await Task.sleep(nanoseconds: 60_000_000_000)
        }
        Given("a step that ignores cancellation for {int} ms") { (_, milliseconds: Int) in
            let end = Date().addingTimeInterval(Double(milliseconds) / 1000)
            // Yields rather than sleeps: a sleep ends at once in a cancelled task, without letting others run.
            while Date() < end { await Task.yield() }
        }
    }

    func run(_ files: [String: String] = ["options.feature": feature], _ configure: (inout RunConfiguration) -> Void)
        async throws -> RunnerHarness.Run
    {
        Recorder.log = []
        return try await RunnerHarness(files: files).run([Self.steps], configure: configure)
    }

    @Test func tagExpressionsSelectScenarios() async throws {
        let run = try await run { $0.tagExpression = "not @wip" }
        #expect(run.status == 0)
        #expect(Recorder.log == ["alpha", "gamma 1", "gamma 2"])
    }

    @Test func nameFiltersAreRegularExpressions() async throws {
        _ = try await run { $0.namePatterns = ["^gam+a 2$", "alp"] }
        #expect(Recorder.log == ["alpha", "gamma 2"])
    }

    @Test(arguments: [
        (4, ["alpha"]), (8, ["beta"]), (11, ["gamma 1", "gamma 2"]), (16, ["gamma 1"]),
        (1, ["alpha", "beta", "gamma 1", "gamma 2"]),
    ])
    func aLineSelectsTheScenarioRowExamplesOrFeatureOnIt(line: Int, expected: [String]) async throws {
        let harness = try RunnerHarness(files: ["options.feature": Self.feature])
        Recorder.log = []
        _ = await harness.run([Self.steps]) {
            $0.locations = [FeatureLocation(path: harness.path("options.feature"), lines: [line])]
        }
        #expect(Recorder.log == expected)
    }

    @Test func aLineThatSelectsNothingIsNamedWithTheLinesThatWould() async throws {
        let harness = try RunnerHarness(files: ["options.feature": Self.feature])
        Recorder.log = []
        let run = await harness.run([Self.steps]) {
            $0.locations = [FeatureLocation(path: harness.path("options.feature"), lines: [4, 6])]
        }
        #expect(Recorder.log == ["alpha"], "the other line still runs its scenario")
        #expect(run.errors.contains("options.feature:6:1: warning: line 6 selects no scenario"))
        #expect(run.errors.contains("(scenarios start on lines 4, 8, 11)"))
    }

    @Test func unusedDefinitionsAreListedOnlyWhenTheWholeSuiteRuns() async throws {
        let whole = try await run { _ in }
        #expect(whole.output.contains("Unused step definitions:\n  a step that fails"))
        let part = try await run { $0.tagExpression = "@fast" }
        #expect(part.status == 0)
        #expect(!part.output.contains("Unused step definitions"), "in a part of the suite, unused means nothing")

        let harness = try RunnerHarness(files: ["options.feature": Self.feature])
        let byLine = await harness.run([Self.steps]) {
            $0.locations = [FeatureLocation(path: harness.path("options.feature"), lines: [4])]
        }
        #expect(byLine.status == 0)
        #expect(!byLine.output.contains("Unused step definitions"), "a line selects a part too")
    }

    @Test func reverseOrderRunsTheLastScenarioFirst() async throws {
        _ = try await run { $0.order = .reverse }
        #expect(Recorder.log == ["gamma 2", "gamma 1", "beta", "alpha"])
    }

    @Test func aRandomOrderIsReproducibleFromItsSeed() async throws {
        let first = try await run { $0.order = .random(seed: 42) }
        let order = Recorder.log
        _ = try await run { $0.order = .random(seed: 42) }
        #expect(Recorder.log == order)
        #expect(Set(order) == ["alpha", "beta", "gamma 1", "gamma 2"])
        #expect(first.output.contains("--order random:42"))
    }

    @Test func dryRunRunsNoCodeAndReportsStepsSkipped() async throws {
        let run = try await run { $0.dryRun = true }
        #expect(Recorder.log.isEmpty)
        #expect(run.status == 0)
        #expect(run.output.contains("4 steps (4 skipped)"))
        #expect(run.output.contains("Coverage: 4/4 scenarios bound (100%)"))
    }

    @Test func failFastStopsAfterTheFirstFailingScenario() async throws {
        let files = [
            "a.feature":
                "Feature: a\n  Scenario: one\n    Given a step that fails\n  Scenario: two\n    Given I note \"two\"\n"
        ]
        let run = try await run(files) { $0.failFast = true }
        #expect(run.status == 1)
        #expect(Recorder.log.isEmpty)
        #expect(run.output.contains("(1 not run)"))
    }

    @Test func aScenarioThatPassesOnRetryIsReportedFlaky() async throws {
        let files = ["r.feature": "Feature: r\n  Scenario: eventually\n    Given a step that passes on attempt 2\n"]
        let run = try await run(files) { $0.retry = 2 }
        #expect(run.status == 0, "\(run.output)")
        #expect(Recorder.log == ["attempt", "attempt"])
        #expect(run.output.contains("1 scenario (1 passed, 1 flaky)"))
        #expect(run.output.contains("↻ failed; retrying"))
    }

    @Test func aStepPastTheTimeoutFailsAndTheRunGoesOn() async throws {
        let files = [
            "t.feature":
                "Feature: t\n  Scenario: stuck\n    Given a step that never returns\n  Scenario: next\n    Given I note \"next\"\n"
        ]
        let started = Date()
        let run = try await run(files) { $0.stepTimeout = 0.3 }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(run.status == 1)
        #expect(run.output.contains("timed out after 0.3 s"))
        #expect(Recorder.log == ["next"])
    }

    @Test func aTimedOutStepThatReturnsLateLeavesTheNextStepsTimeoutAlone() async throws {
        // The first step is abandoned at 0.15 s and returns at 0.25 s, while the next scenario's step is timed:
        // the late return must not stop the watchdog that now times the other step.
        let files = [
            "t.feature": """
            Feature: t
              Scenario: late
                Given a step that ignores cancellation for 250 ms
              Scenario: stuck
                Given a step that never returns
            """
        ]
        let started = Date()
        let run = try await run(files) { $0.stepTimeout = 0.15 }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(run.status == 1)
        #expect(run.output.components(separatedBy: "timed out after 0.15 s").count == 3, "\(run.output)")
    }

    @Test func selectingNothingIsAUsageError() async throws {
        let run = try await run { $0.tagExpression = "@missing" }
        #expect(run.status == 2)
        #expect(run.errors.contains("error: no scenarios selected"))
        #expect(run.errors.contains("hint: check --tags"))
    }

    @Test func theDefaultDialectAppliesToFilesWithoutALanguageLine() async throws {
        let files = ["es.feature": "Característica: es\n  Escenario: uno\n    Dado I note \"uno\"\n"]
        let run = try await run(files) { $0.language = "es" }
        #expect(run.status == 0, "\(run.errors)")
        #expect(Recorder.log == ["uno"])
    }
}
