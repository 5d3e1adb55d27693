import Foundation
import SpecRunner
import SpecRunnerCore
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
