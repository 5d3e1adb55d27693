import CucumberMessages
import Testing

@testable import SpecRunnerCore

/// An attempt keeps its steps' results by position, whatever order the steps report in.
@MainActor
@Suite struct RunIndexAttemptTests {
    private func attempt() -> RunIndex.Attempt {
        let testCase = TestCase(
            id: "t1", pickleId: "p1", testSteps: ["a", "b", "c"].map { TestStep(id: $0, pickleStepId: "s" + $0) },
            testRunStartedId: "r1")
        let started = TestCaseStarted(id: "1", testCaseId: "t1", attempt: 0, timestamp: Timestamp(seconds: 0, nanos: 0))
        return RunIndex.Attempt(started: started, steps: TestCaseSteps(recorded: testCase), pickle: nil, position: nil)
    }

    @Test func resultsReportedOutOfOrderAreReadBackByPosition() {
        let attempt = attempt()
        attempt.record(TestStepResult(status: .failed, message: "boom"), step: "c")
        attempt.record(TestStepResult(status: .passed), step: "a")
        #expect(attempt.status(at: 0) == .passed)
        #expect(attempt.status(at: 1) == nil)
        #expect(attempt.result(at: 1) == nil)
        #expect(attempt.status(at: 2) == .failed)
        #expect(attempt.message(at: 2) == "boom")
        #expect(attempt.message(at: 0) == nil)
        #expect(attempt.status == .failed)
    }

    @Test func aStepReportedAgainKeepsItsLastResult() {
        let attempt = attempt()
        attempt.record(TestStepResult(status: .failed, message: "boom"), step: "a")
        attempt.record(TestStepResult(status: .skipped), step: "a")
        #expect(attempt.result(at: 0) == TestStepResult(status: .skipped))
        #expect(attempt.status == .skipped)
    }

    @Test func anAttemptWhoseStepsHaveNotReportedPasses() {
        let attempt = attempt()
        #expect(attempt.status(at: 0) == nil)
        #expect(attempt.message(at: 2) == nil)
        #expect(attempt.status == .passed)
    }
}
