import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
@Suite struct ScenarioHookTests {
    static let feature = """
        Feature: Hooks

          @fail-before
          Scenario: a failing Before hook
            Given a step

          @fail-after
          Scenario: a failing After hook
            Given a step

          @skip-before
          Scenario: a skipping Before hook
            Given a step

          @skip-after
          Scenario: a skipping After hook
            Given a step

          Scenario: a skipping step
            Given a step that skips
            And a step
        """

    static let steps = Steps(Counter.self) {
        Before(name: "first") { _ in }
        Before("@fail-before") { _ in throw ExpectationFailure("Exception in conditional hook") }
        Before("@skip-before") { _ in throw Skipped() }
        Given("a step") { _ in }
        Given("a step that skips") { _ in throw Skipped() }
        After("@fail-after") { _ in throw ExpectationFailure("Exception in conditional hook") }
        After("@skip-after") { _ in throw Skipped() }
        After(name: "last") { _ in }
    }

    /// The statuses of each test case's steps, hooks included, in execution order.
    func statuses() async throws -> (MessageStream, [[String]]) {
        let harness = try RunnerHarness(files: ["hooks.feature": Self.feature])
        let run = await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: "message")] }
        let stream = try MessageStream(run.output)
        var byCase: [String: [String]] = [:]
        var order: [String] = []
        for finished in stream.all("testStepFinished") {
            let id = finished["testCaseStartedId"] as? String ?? ""
            if byCase[id] == nil { order.append(id) }
            byCase[id, default: []].append(stream.result(of: finished)["status"] as? String ?? "?")
        }
        return (stream, order.map { byCase[$0] ?? [] })
    }

    @Test func hooksAreAnnouncedWithTheirNamesAndTagExpressions() async throws {
        let (stream, _) = try await statuses()
        let hooks = stream.all("hook")
        #expect(hooks.map { $0["name"] as? String } == ["first", nil, nil, nil, nil, "last"])
        #expect(
            hooks.map { $0["tagExpression"] as? String } == [
                nil, "@fail-before", "@skip-before", "@fail-after", "@skip-after", nil,
            ]
        )
    }

    @Test func onlyTheHooksWhoseTagExpressionMatchesAreInATestCase() async throws {
        let (stream, _) = try await statuses()
        let stepCounts = stream.all("testCase").map { ($0["testSteps"] as? [Any])?.count }
        #expect(stepCounts == [4, 4, 4, 4, 4])
    }

    @Test func beforeHooksRunInOrderAndAfterHooksInReverseAndAlways() async throws {
        let (_, statuses) = try await statuses()
        // Each case runs `first`, its conditional Before hook or steps, then `last` before its conditional After
        // hook (After hooks run in reverse definition order).
        #expect(statuses[0] == ["PASSED", "FAILED", "SKIPPED", "PASSED"])
        #expect(statuses[1] == ["PASSED", "PASSED", "PASSED", "FAILED"])
        #expect(statuses[2] == ["PASSED", "SKIPPED", "SKIPPED", "PASSED"])
        #expect(statuses[3] == ["PASSED", "PASSED", "PASSED", "SKIPPED"])
        #expect(statuses[4] == ["PASSED", "SKIPPED", "SKIPPED", "PASSED"])
    }

    @Test func skippingDoesNotFailTheRunButAFailingHookDoes() async throws {
        let (stream, _) = try await statuses()
        #expect(stream.all("testRunFinished").first?["success"] as? Bool == false)

        let harness = try RunnerHarness(files: ["hooks.feature": Self.feature])
        let run = await harness.run([Self.steps]) { $0.tagExpression = "not @fail-before and not @fail-after" }
        #expect(run.status == 0, "\(run.output)\(run.errors)")
    }
}
