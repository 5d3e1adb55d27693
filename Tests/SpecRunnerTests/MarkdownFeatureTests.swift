import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
@Suite struct MarkdownFeatureTests {
    static let feature = """
        # Feature: Cheese

        ## Scenario Outline: eating

        * Given some code:
          ```swift
          let cheese = "gouda"
          ```
        * When I eat <count> cheeses
          | name  |
          | ----- |
          | gouda |

        ### Examples:

          | count |
          | ----- |
          | 1     |
          | 2     |
        """

    @Test func aMarkdownFeatureRunsWithItsDocStringsTablesAndExamples() async throws {
        let counter = AttemptCounter()
        let steps = Steps(Counter.self) {
            Given("some code:") { (_, code: DocString) in
                try expect(code.content, equals: "let cheese = \"gouda\"")
                try expect(code.mediaType, equals: "swift")
            }
            When("I eat {int} cheeses") { (_, count: Int, table: DataTable) in
                try expect(table.rows, equals: [["name"], ["gouda"]])
                counter.count += count
            }
        }
        let harness = try RunnerHarness(files: ["cheese.feature.md": Self.feature])
        let run = await harness.run([steps]) { $0.formats = [FormatRequest(name: "message")] }
        let stream = try MessageStream(run.output)

        #expect(stream.all("source").first?["mediaType"] as? String == "text/x.cucumber.gherkin+markdown")
        #expect(stream.stepStatuses == ["PASSED", "PASSED", "PASSED", "PASSED"])
        #expect(counter.count == 3)
        #expect(run.status == 0, "\(run.errors)")
    }
}
