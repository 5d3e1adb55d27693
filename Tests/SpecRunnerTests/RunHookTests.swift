import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// What the run hooks of these tests did, in order.
@MainActor
final class RunHookLog {
    var entries: [String] = []
    nonisolated init() {}
}

@MainActor
@Suite struct RunHookTests {
    static let feature = "Feature: f\n  Scenario: s\n    Given a step\n"

    func run(_ steps: Steps) async throws -> (RunnerHarness.Run, MessageStream) {
        let harness = try RunnerHarness(files: ["a.feature": Self.feature])
        let run = await harness.run([steps]) { $0.formats = [FormatRequest(name: "message")] }
        return (run, try MessageStream(run.output))
    }

    @Test func afterAllHooksRunInReverseDefinitionOrderAfterTheScenarios() async throws {
        let log = RunHookLog()
        let steps = Steps(Counter.self) {
            BeforeAll { log.entries.append("BeforeAll 1") }
            BeforeAll { log.entries.append("BeforeAll 2") }
            Given("a step") { _ in log.entries.append("step") }
            AfterAll { log.entries.append("AfterAll 1") }
            AfterAll { log.entries.append("AfterAll 2") }
        }
        let (run, stream) = try await run(steps)

        #expect(log.entries == ["BeforeAll 1", "BeforeAll 2", "step", "AfterAll 2", "AfterAll 1"])
        let hooks = stream.all("hook").map { $0["type"] as? String }
        #expect(hooks == ["BEFORE_TEST_RUN", "BEFORE_TEST_RUN", "AFTER_TEST_RUN", "AFTER_TEST_RUN"])
        let types = stream.types
        #expect(types.firstIndex(of: "testRunHookFinished")! < types.firstIndex(of: "testCase")!)
        #expect(run.status == 0)
    }

    @Test func aFailedBeforeAllHookRunsNoScenarioButEveryOtherRunHook() async throws {
        let log = RunHookLog()
        let steps = Steps(Counter.self) {
            BeforeAll { log.entries.append("BeforeAll 1") }
            BeforeAll { throw ExpectationFailure("BeforeAll hook went wrong") }
            BeforeAll { log.entries.append("BeforeAll 3") }
            Given("a step") { _ in log.entries.append("step") }
            AfterAll { log.entries.append("AfterAll") }
        }
        let (run, stream) = try await run(steps)

        #expect(log.entries == ["BeforeAll 1", "BeforeAll 3", "AfterAll"])
        #expect(!stream.types.contains("testCase") && !stream.types.contains("testCaseStarted"))
        let results = stream.all("testRunHookFinished").map { stream.result(of: $0)["status"] as? String }
        #expect(results == ["PASSED", "FAILED", "PASSED", "PASSED"])
        #expect(stream.all("testRunFinished").first?["success"] as? Bool == false)
        #expect(run.status == 1)
    }

    @Test func aFailedAfterAllHookFailsTheRunAndTheOthersStillRun() async throws {
        let log = RunHookLog()
        let steps = Steps(Counter.self) {
            Given("a step") { _ in }
            AfterAll { log.entries.append("AfterAll 1") }
            AfterAll { throw ExpectationFailure("AfterAll hook went wrong") }
            AfterAll { log.entries.append("AfterAll 3") }
        }
        let (run, stream) = try await run(steps)

        #expect(log.entries == ["AfterAll 3", "AfterAll 1"])
        let results = stream.all("testRunHookFinished").map { stream.result(of: $0)["status"] as? String }
        #expect(results == ["PASSED", "FAILED", "PASSED"])
        #expect(stream.all("testRunFinished").first?["success"] as? Bool == false)
        #expect(run.status == 1)
    }
}
