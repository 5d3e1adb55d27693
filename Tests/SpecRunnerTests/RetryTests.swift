import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// How many times each step of these tests ran, across attempts (worlds are fresh for every attempt).
@MainActor
final class AttemptCounter {
    var count = 0
    nonisolated init() {}
}

@MainActor
@Suite struct RetryTests {
    static let feature = """
        Feature: Retry

          Scenario: passes the second time
            Given a step that passes the second time

          Scenario: always fails
            Given a step that always fails

          Scenario: pending
            Given a pending step

          Scenario: undefined
            Given a step nobody defined
        """

    @Test func aFailedScenarioRunsAgainUpToTheLimitWithANewAttemptOfTheSameTestCase() async throws {
        let counter = AttemptCounter()
        let steps = Steps(Counter.self) {
            Given("a step that passes the second time") { _ in
                counter.count += 1
                if counter.count < 2 { throw ExpectationFailure("not yet") }
            }
            Given("a step that always fails") { _ in throw ExpectationFailure("never") }
            Given("a pending step") { _ in throw Pending() }
        }
        let harness = try RunnerHarness(files: ["retry.feature": Self.feature])
        let run = await harness.run([steps]) {
            $0.retry = 2
            $0.formats = [FormatRequest(name: "message")]
        }
        let stream = try MessageStream(run.output)

        let testCases = stream.all("testCase").compactMap { $0["id"] as? String }
        let started = stream.all("testCaseStarted")
        #expect(started.map { $0["testCaseId"] as? String } == [0, 0, 1, 1, 1, 2, 3].map { testCases[$0] })
        #expect(started.map { $0["attempt"] as? Int } == [0, 1, 0, 1, 2, 0, 0])
        #expect(Set(started.compactMap { $0["id"] as? String }).count == 7)
        let retried = stream.all("testCaseFinished").map { $0["willBeRetried"] as? Bool }
        #expect(retried == [true, false, true, true, false, false, false])
        #expect(run.status == 1)
    }
}
