import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// The plan gives every test case and test step its id once, in file order, before anything runs.
@MainActor
@Suite struct PlannedTestCaseTests {
    static let files = [
        "1.feature":
            "Feature: one\n  @db\n  Scenario: 1a\n    Given a step\n    And a step\n  Scenario: 1b\n    Given a step\n",
        "2.feature": "Feature: two\n  Scenario: 2a\n    Given a step\n  @db\n  Scenario: 2b\n    Given a step\n",
    ]

    static let steps = Steps(Counter.self) {
        Before { _ in }
        Before("@db") { _ in }
        After { _ in }
        Given("a step") { _ in }
    }

    /// The `testCase` messages of a run in `order`, by the name of their pickle.
    private func testCases(_ order: ScenarioOrder) async throws -> [String: String] {
        let harness = try RunnerHarness(files: Self.files)
        let run = await harness.run([Self.steps]) {
            $0.order = order
            $0.formats = [FormatRequest(name: "message")]
        }
        #expect(run.status == 0, "\(run.errors)")
        let stream = try MessageStream(run.output)
        let names = Dictionary(
            uniqueKeysWithValues: stream.all("pickle").map { ($0["id"] as? String ?? "", $0["name"] as? String ?? "") })
        var cases: [String: String] = [:]
        for testCase in stream.all("testCase") {
            let data = try JSONSerialization.data(withJSONObject: testCase, options: [.sortedKeys])
            cases[names[testCase["pickleId"] as? String ?? ""] ?? ""] = String(decoding: data, as: UTF8.self)
        }
        return cases
    }

    @Test func theRunsOrderChangesNoTestCaseNorAnyOfItsIds() async throws {
        let defined = try await testCases(.defined)
        let reversed = try await testCases(.reverse)

        #expect(defined.count == 4)
        #expect(defined == reversed)
    }

    @Test func aTestCaseHasTheHooksItsTagsSelectAroundItsStepsEachWithItsOwnId() async throws {
        let harness = try RunnerHarness(files: Self.files)
        let run = await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: "message")] }
        #expect(run.status == 0, "\(run.errors)")
        let stream = try MessageStream(run.output)
        let names = Dictionary(
            uniqueKeysWithValues: stream.all("pickle").map { ($0["id"] as? String ?? "", $0["name"] as? String ?? "") })
        var kinds: [String: [String]] = [:]
        var ids: [String] = []
        for testCase in stream.all("testCase") {
            let steps = testCase["testSteps"] as? [[String: Any]] ?? []
            kinds[names[testCase["pickleId"] as? String ?? ""] ?? ""] = steps.map {
                $0["hookId"] == nil ? "step" : "hook"
            }
            ids += steps.compactMap { $0["id"] as? String } + [testCase["id"] as? String ?? ""]
        }

        #expect(kinds["1a"] == ["hook", "hook", "step", "step", "hook"])
        #expect(kinds["1b"] == ["hook", "step", "hook"])
        #expect(kinds["2a"] == ["hook", "step", "hook"])
        #expect(kinds["2b"] == ["hook", "hook", "step", "hook"])
        #expect(ids.count == 19, "four test cases and their fifteen test steps, each with an id")
        #expect(Set(ids).count == ids.count, "every id is given once")
    }
}
