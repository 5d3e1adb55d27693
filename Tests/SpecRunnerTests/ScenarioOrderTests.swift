import Foundation
import SpecRunner
import Testing

@MainActor
@Suite struct ScenarioOrderTests {
    static let files = [
        "1.feature": "Feature: one\n  Scenario: 1a\n    Given a step\n  Scenario: 1b\n    Given a step\n",
        "2.feature": "Feature: two\n  Scenario: 2a\n    Given a step\n  Scenario: 2b\n    Given a step\n",
    ]

    static let steps = Steps(Counter.self) {
        Given("a step") { _ in }
    }

    @Test func reverseOrderRunsTheLastScenarioOfTheLastFileFirstButAnnouncesFilesInOrder() async throws {
        let harness = try RunnerHarness(files: Self.files)
        let run = await harness.run([Self.steps]) {
            $0.order = .reverse
            $0.formats = [FormatRequest(name: "message")]
        }
        let stream = try MessageStream(run.output)

        let pickles = stream.all("pickle")
        #expect(pickles.map { $0["name"] as? String } == ["1a", "1b", "2a", "2b"])
        let names = Dictionary(uniqueKeysWithValues: pickles.map { ($0["id"] as? String ?? "", $0["name"] as? String) })
        let cases = stream.all("testCase")
        #expect(cases.map { names[$0["pickleId"] as? String ?? ""] ?? nil } == ["2b", "2a", "1b", "1a"])
        let caseIds = cases.compactMap { $0["id"] as? String }
        #expect(stream.all("testCaseStarted").compactMap { $0["testCaseId"] as? String } == caseIds)
    }
}

/// A file's test cases get ids reserved right after the file's own (ADR 0007), so that they depend on no later
/// file: what a worker running a file's test cases before the later files are planned would rely on.
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

    @Test func aScenarioLeftOutByItsTagsChangesNoOtherIds() async throws {
        let tagged = "Feature: tagged\n  @skip\n  Scenario: 0a\n    Given a step\n  Scenario: 0b\n    Given a step\n"
        let all = try await Self.testCaseIds(["0.feature": tagged, "1.feature": ScenarioOrderTests.files["1.feature"]!])
        let some = try await Self.testCaseIds(
            ["0.feature": tagged, "1.feature": ScenarioOrderTests.files["1.feature"]!], tags: "not @skip")
        #expect(some.keys.sorted() == ["0b", "1a", "1b"])
        for name in ["0b", "1a", "1b"] { #expect(all[name] == some[name], "\(name)") }
    }
}
