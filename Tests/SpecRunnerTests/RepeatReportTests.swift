import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// The file reports of a `--repeat` run: every run of a scenario is in them, and a flaky one is shown failed.
@MainActor
@Suite struct RepeatReportTests {
    static let feature = """
        Feature: Repeated

          Scenario: sometimes fails
            Given a step that fails every other call

          Scenario: always passes
            Given a step that passes
        """

    /// Runs the feature five times each, writing `formats` beside it; the flaky step fails its 2nd and 4th call.
    private func run(_ formats: [String]) async throws -> (RunnerHarness, RunnerHarness.Run) {
        let counter = AttemptCounter()
        let steps = Steps(Counter.self) {
            Given("a step that fails every other call") { _ in
                counter.count += 1
                if counter.count.isMultiple(of: 2) { throw ExpectationFailure("every other call") }
            }
            Given("a step that passes") { _ in }
        }
        let harness = try RunnerHarness(files: ["repeat.feature": Self.feature])
        let run = await harness.run([steps]) {
            $0.repetitions = 5
            $0.formats = formats.map { FormatRequest(name: $0, path: harness.path("report.\($0)")) }
        }
        return (harness, run)
    }

    @Test func everyRunIsAnElementOfTheCucumberJSON() async throws {
        let (harness, run) = try await run(["json"])
        #expect(run.status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: harness.path("report.json")))
        let features = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let elements = try #require(features.first?["elements"] as? [[String: Any]])
        let runs = { (name: String) in
            elements.filter { $0["name"] as? String == name }.map { element in
                ((element["steps"] as? [[String: Any]])?.first?["result"] as? [String: Any])?["status"] as? String
            }
        }
        #expect(runs("sometimes fails") == ["passed", "failed", "passed", "failed", "passed"])
        #expect(runs("always passes") == Array(repeating: "passed", count: 5))
    }

    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install -y chromium)"))
    func theHTMLReportShowsTheFlakyScenarioFailedWithItsRunsInABrowser() async throws {
        let (harness, run) = try await run(["html"])
        #expect(run.status == 1)
        let html = try String(contentsOfFile: harness.path("report.html"), encoding: .utf8)
        #expect(html.contains("flaky: passed 3 of 5: runs 2, 4 failed"))
        let dom = try await Chromium.probe(html)
        #expect(dom["verdictClass"] as? String == "verdict red")
        #expect((dom["externalResources"] as? [String])?.isEmpty == true)
        let features = try #require(dom["features"] as? [[String: Any]])
        let statuses = (features.first?["scenarios"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(statuses == ["failed", "passed"])
    }
}
