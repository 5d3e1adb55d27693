import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
@Suite struct AmbiguousStepTests {
    static let feature = """
        Feature: Ambiguity

          Scenario: two definitions match
            Given a step with two definitions
        """

    static let steps = Steps(Counter.self) {
        Given(.regex("^a (.*?) with (.*?)$")) { (_, _: String, _: String) in }
        Given(.regex("^a step with (.*?)$")) { (_, _: String) in }
    }

    @Test func theResultOfAnAmbiguousStepHasNoMessageAndItsTestStepListsEveryMatch() async throws {
        let harness = try RunnerHarness(files: ["ambiguous.feature": Self.feature])
        let run = await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: "message")] }
        let stream = try MessageStream(run.output)

        let result = stream.result(of: try #require(stream.all("testStepFinished").first))
        #expect(result["status"] as? String == "AMBIGUOUS")
        #expect(result["message"] == nil)
        let testStep = try #require((stream.all("testCase").first?["testSteps"] as? [[String: Any]])?.first)
        let definitionIds = stream.all("stepDefinition").compactMap { $0["id"] as? String }
        #expect(testStep["stepDefinitionIds"] as? [String] == definitionIds)
        #expect((testStep["stepMatchArgumentsLists"] as? [Any])?.count == 2)
        #expect(run.status == 1)
    }

    @Test func thePrettyReportNamesEveryMatchingDefinition() async throws {
        let harness = try RunnerHarness(files: ["ambiguous.feature": Self.feature])
        let run = await harness.run([Self.steps])

        #expect(run.output.contains("\"a step with two definitions\" matches 2 step definitions:"))
        #expect(run.output.contains("^a (.*?) with (.*?)$  (") && run.output.contains("AmbiguousStepTests.swift:16)"))
        #expect(run.output.contains("^a step with (.*?)$  (") && run.output.contains("AmbiguousStepTests.swift:17)"))
    }
}
