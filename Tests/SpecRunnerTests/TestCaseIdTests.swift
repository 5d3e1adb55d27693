import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// A file's test cases get ids reserved right after the file's own (ADR 0007), so that they depend on no later
/// file and on no selection: a test case has one id whatever else the run plans.
@MainActor
@Suite struct TestCaseIdTests {
    /// The test case ids of the run's scenarios, by name, with their steps' ids.
    private static func testCaseIds(_ files: [String: String], tags: String? = nil) async throws -> [String: [String]] {
        let harness = try RunnerHarness(files: files)
        let run = await harness.run([ScenarioOrderTests.steps]) {
            $0.formats = [FormatRequest(name: "message")]
            $0.tagExpression = tags
        }
        let stream = try MessageStream(run.output)
        let names = Dictionary(
            uniqueKeysWithValues: stream.all("pickle").map { ($0["id"] as? String ?? "", $0["name"] as? String ?? "") })
        var ids: [String: [String]] = [:]
        for testCase in stream.all("testCase") {
            let steps = (testCase["testSteps"] as? [[String: Any]] ?? []).map { $0["id"] as? String ?? "" }
            ids[names[testCase["pickleId"] as? String ?? ""] ?? ""] = [testCase["id"] as? String ?? ""] + steps
        }
        return ids
    }

    @Test func aFilesTestCasesHaveTheSameIdsWhateverFilesFollowIt() async throws {
        let first = ["1.feature": ScenarioOrderTests.files["1.feature"]!]
        let alone = try await Self.testCaseIds(first)
        let followed = try await Self.testCaseIds(
            first.merging(["2.feature": ScenarioOrderTests.files["2.feature"]!]) { $1 })
        #expect(alone.count == 2)
        #expect(followed.count == 4)
        for name in ["1a", "1b"] { #expect(alone[name] == followed[name], "\(name)") }
        // Every id of the run is still one of its own.
        let all = followed.values.flatMap { $0 }
        #expect(Set(all).count == all.count)
    }

    /// Each file's ids, then those reserved for its test cases (with hooks that apply to some of them), then the
    /// next file's: no id of the plan is given twice.
    @Test func noIdOfThePlanIsGivenTwiceWhenHooksApply() async throws {
        let harness = try RunnerHarness(files: ScenarioOrderTests.files)
        let run = await harness.run([PlannedTestCaseTests.steps]) { $0.formats = [FormatRequest(name: "message")] }
        let stream = try MessageStream(run.output)
        var ids: [String] = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let id = object["id"] as? String { ids.append(id) }
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        for type in ["gherkinDocument", "pickle", "hook", "stepDefinition", "testRunStarted", "testCase"] {
            stream.all(type).forEach(collect)
        }
        #expect(stream.all("testCase").count == 4)
        #expect(stream.all("hook").count == 3)
        #expect(ids.count > 30)
        #expect(Set(ids).count == ids.count, "\(ids.sorted())")
    }

    @Test func aScenarioLeftOutByItsTagsChangesNoOtherIds() async throws {
        let tagged = "Feature: tagged\n  @skip\n  Scenario: 0a\n    Given a step\n  Scenario: 0b\n    Given a step\n"
        let all = try await Self.testCaseIds(["0.feature": tagged, "1.feature": ScenarioOrderTests.files["1.feature"]!])
        let some = try await Self.testCaseIds(
            ["0.feature": tagged, "1.feature": ScenarioOrderTests.files["1.feature"]!], tags: "not @skip")
        #expect(some.keys.sorted() == ["0b", "1a", "1b"])
        for name in ["0b", "1a", "1b"] { #expect(all[name] == some[name], "\(name)") }
    }
}
