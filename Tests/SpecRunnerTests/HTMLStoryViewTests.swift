import Foundation
import Testing

@testable import SpecRunnerCore

/// The HTML report's stories (`--link`): linked tags, and for each story its scenarios and how many pass, fail or
/// are not implemented, in the output language.
@MainActor
@Suite struct HTMLStoryViewTests {
    static let feature = """
        @JIRA-1
        Feature: Shop
          @JIRA-2
          Scenario: buys
            Given a step
          @JIRA-2 @JIRA-3 @other
          Scenario: fails
            Then it fails
          @JIRA-3
          Scenario: undefined
            Given nothing bound
          @JIRA-3
          Scenario: empty
        """

    private func html(language: String = "en", links: [String], dryRun: Bool = false) async throws -> String {
        let harness = try RunnerHarness(files: ["shop.feature": Self.feature])
        let run = await harness.run([HTMLLivingDocumentationTests.steps]) {
            $0.formats = [FormatRequest(name: "html", path: harness.path("report.html"))]
            $0.outputLanguage = language
            $0.tagLinks = links.compactMap { try? TagLink(parsing: $0) }
            $0.dryRun = dryRun
        }
        #expect(run.status == 1, "\(run.errors)")
        return try String(contentsOfFile: harness.path("report.html"), encoding: .utf8)
    }

    /// Each story's counts by `data-count`, in page order.
    private func stories(_ html: String) throws -> [(story: String, counts: [String: Int])] {
        let row = try Regex(#"<tr class="story" id="story-\d+" data-story="([^"]+)">(.*?)</tr>"#)
        let cell = try Regex(#"data-count="(\w+)">(\d+)<"#)
        return html.matches(of: row).map { match in
            let cells = String(match.output[2].substring ?? "").matches(of: cell).map {
                (String($0.output[1].substring ?? ""), Int($0.output[2].substring ?? "") ?? -1)
            }
            return (String(match.output[1].substring ?? ""), Dictionary(uniqueKeysWithValues: cells))
        }
    }

    @Test func eachStoryCountsItsScenariosByTheirResults() async throws {
        let html = try await html(links: [#"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#])
        let stories = try stories(html)
        #expect(stories.map(\.story) == ["JIRA-1", "JIRA-2", "JIRA-3"], "in the order the page shows them")
        // The feature's tag names every scenario; no steps is not implemented, and nothing was left unrun.
        #expect(stories.first?.counts == ["total": 4, "passed": 1, "failed": 1, "notimplemented": 2])
        #expect(stories.dropFirst().first?.counts == ["total": 2, "passed": 1, "failed": 1, "notimplemented": 0])
        #expect(stories.last?.counts == ["total": 3, "passed": 0, "failed": 1, "notimplemented": 2])
        #expect(!html.contains("data-count=\"notrun\""), "not run only when something was not")
        #expect(html.contains("<li><a href=\"#s1-2\">Shop › fails</a> — <span class=\"status failed\""))
    }

    /// A dry run checks that each step has one definition, not whether it passes: a story counts its scenarios
    /// implemented (bound, as the coverage says) and not implemented, and nothing as passed, failed or not run.
    @Test(arguments: [("en", "<th>Implemented (every step has a definition)</th>"), ("es", "<th>Implementados")])
    func aDryRunCountsEachStorysScenariosAsImplementedOrNot(language: String, column: String) async throws {
        let html = try await html(
            language: language, links: [#"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#], dryRun: true)
        let stories = try stories(html)
        #expect(stories.map(\.story) == ["JIRA-1", "JIRA-2", "JIRA-3"])
        #expect(stories.first?.counts == ["total": 4, "bound": 2, "notimplemented": 2])
        #expect(stories.dropFirst().first?.counts == ["total": 2, "bound": 2, "notimplemented": 0])
        #expect(stories.last?.counts == ["total": 3, "bound": 1, "notimplemented": 2])
        let view = try #require(html.range(of: "<section class=\"stories\"")).lowerBound
        #expect(html[view...].contains(column))
    }

    @Test func aLinkedTagIsALinkToItsStoryAndAnotherTagIsNot() async throws {
        let html = try await html(links: [#"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}?a=1&b={0}"#])
        #expect(
            html.contains(
                "<a class=\"tag\" href=\"https://jira.example.com/browse/JIRA-3?a=1&amp;b=JIRA-3\""
                    + " rel=\"noopener noreferrer\">@JIRA-3</a>"))
        #expect(html.contains("<span class=\"tag\">@other</span>"))
    }

    @Test func withoutLinksThereIsNoStoryView() async throws {
        let html = try await html(links: [])
        #expect(!html.contains("id=\"stories\""))
        #expect(!html.contains("<a class=\"tag\""))
        #expect(html.contains("<span class=\"tag\">@JIRA-2</span>"))
    }

    @Test(arguments: [
        ("en", "<h2>Stories</h2>", "3 stories, their scenarios and results", "<th>Not implemented</th>"),
        ("es", "<h2>Historias</h2>", "3 historias, sus escenarios y resultados", "<th>Sin implementar</th>"),
    ])
    func theStoryViewSpeaksTheOutputLanguage(language: String, title: String, summary: String, column: String)
        async throws
    {
        let html = try await html(language: language, links: [#"@JIRA-(\d+) https://jira.example.com/{0}"#])
        #expect(html.contains(title))
        #expect(html.contains("<summary>\(summary)</summary>"))
        #expect(html.contains(column))
    }
}
