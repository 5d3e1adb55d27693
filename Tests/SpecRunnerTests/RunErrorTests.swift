import Foundation
@_spi(Testing) import SpecRunner
@_spi(Testing) import SpecRunnerCore
import Testing

@MainActor
@Suite struct RunErrorTests {
    static let steps = Steps(Counter.self) {
        BeforeAll { Issue.record("a run that failed before its hooks must not run them") }
        Given("a step") { _ in Issue.record("a run that failed before its scenarios must not run them") }
    }

    @Test func anErrorOutsideUserCodeEndsTheRunWithItsMessageAndException() async throws {
        let harness = try RunnerHarness(files: ["a.feature": "Feature: f\n  Scenario: s\n    Given a step\n"])
        let run = await FaultInjection.$runError.withValue("Whoops!") {
            await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: "message")] }
        }
        let stream = try MessageStream(run.output)

        #expect(Array(stream.types.suffix(2)) == ["testRunStarted", "testRunFinished"])
        #expect(!stream.types.contains("testCase") && !stream.types.contains("testRunHookStarted"))
        let finished = try #require(stream.all("testRunFinished").first)
        #expect(finished["success"] as? Bool == false)
        #expect(finished["message"] as? String == "Whoops!")
        let exception = try #require(finished["exception"] as? [String: Any])
        #expect(exception["message"] as? String == "Whoops!")
        #expect(exception["type"] as? String == "RunError")
        #expect(run.status == 1)
        #expect(run.errors.contains("error: the run stopped: Whoops!"))
    }
}
