import CucumberMessages
import SpecRunnerCore

/// The HTML report's per-story view: each story a linked tag names (`--link`), linked to the tracker, with how
/// many of its scenarios pass, fail or are not implemented, and each scenario linked to its place in the page.
///
/// A scenario counts once for each story its tags name (the feature's and rule's tags included), under its final
/// result: failed, ambiguous and unknown fail; undefined, pending, skipped and a scenario without steps are not
/// implemented; a scenario the run never reached is not run. A dry run checks only that each step has one
/// definition, so there a scenario is implemented (bound, as the coverage says) or not implemented.
@MainActor
struct HTMLStoryView {
    let links: [TagLink]
    let text: HTMLReportText
    /// In a dry run nothing ran: the counts say what it checked, implemented or not, as the coverage does.
    let dryRun: Bool

    /// The columns of counts, in order: each a result's class and its heading.
    private var results: [(kind: String, label: String)] {
        let ran = [("passed", text.statusPlural[.passed] ?? ""), ("failed", text.statusPlural[.failed] ?? "")]
        return (dryRun ? [("bound", text(.htmlBound))] : ran) + [
            ("notimplemented", text(.htmlNotImplemented)), ("notrun", text(.htmlNotRunPlural)),
        ]
    }

    /// One story and its scenarios: each one's anchor, title and result class.
    private struct Story {
        let key: String
        let url: String
        var scenarios: [(id: String, title: String, status: Status?, result: String)] = []
    }

    /// The section, after the coverage; nothing when no tag of the run is linked.
    func section(_ features: [HTMLFormatter.PageFeature]) -> String {
        let stories = self.stories(features)
        guard !stories.isEmpty else { return "" }
        // Not run only when something was not: most runs reach every scenario.
        let results = self.results.filter {
            $0.kind != "notrun" || stories.contains { $0.scenarios.contains { $0.result == "notrun" } }
        }
        var html = "<section class=\"stories\" id=\"stories\">\n<h2>\(esc(text(.htmlStories)))</h2>\n"
        html += "<details class=\"stories-detail\"><summary>\(esc(text(.htmlStoryCount(count: stories.count))))"
        html += "</summary>\n<table>\n<tr><th>\(esc(text(.htmlStory)))</th><th>\(esc(text(.htmlScenarios)))</th>"
        html +=
            results.map { "<th>\(esc($0.label))</th>" }.joined() + "<th>\(esc(text(.htmlStoryScenarios)))</th></tr>\n"
        for (number, story) in stories.enumerated() {
            html += "<tr class=\"story\" id=\"story-\(number + 1)\" data-story=\"\(attr(story.key))\">"
            html += "<th><a class=\"tag\" href=\"\(attr(story.url))\" rel=\"noopener noreferrer\">"
            html += esc(story.key) + "</a></th>" + count("total", story.scenarios.count, status: "")
            for (kind, _) in results {
                html += count(kind, story.scenarios.filter { $0.result == kind }.count, status: kind)
            }
            html += "<td><ul>"
            for scenario in story.scenarios {
                let word = HTMLFeatureRenderer.statusWord(scenario.status, text)
                html += "<li><a href=\"#\(scenario.id)\">\(esc(scenario.title))</a> — <span class=\"status "
                html += "\(HTMLFeatureRenderer.statusClass(scenario.status))\" data-result=\"\(scenario.result)\">"
                html += esc(word) + "</span></li>"
            }
            html += "</ul></td></tr>\n"
        }
        return html + "</table>\n</details>\n</section>\n"
    }

    /// The stories in the order the page first shows them, each with its scenarios in page order.
    private func stories(_ features: [HTMLFormatter.PageFeature]) -> [Story] {
        var stories: [Story] = []
        var place: [String: Int] = [:]
        for feature in features {
            for (number, scenario) in feature.done.enumerated() {
                var named: Set<String> = []
                for tag in scenario.tags {
                    guard let link = TagLink.link(for: tag, in: links), named.insert(link.story).inserted else {
                        continue
                    }
                    if place[link.story] == nil {
                        place[link.story] = stories.count
                        stories.append(Story(key: link.story, url: link.url))
                    }
                    stories[place[link.story]!].scenarios.append(
                        (
                            "s\(feature.number + 1)-\(number + 1)", feature.name + " › " + scenario.name,
                            scenario.status, result(scenario)
                        ))
                }
            }
        }
        return stories
    }

    /// Which count a scenario's final result falls under.
    private func result(_ scenario: HTMLScenarioSummary) -> String {
        switch scenario.status {
        case nil: "notrun"
        // A dry run's bound step is skipped; an undefined or ambiguous one outranks it.
        case .skipped? where dryRun: scenario.hasSteps ? "bound" : "notimplemented"
        case _ where dryRun: "notimplemented"
        case .passed?: scenario.hasSteps ? "passed" : "notimplemented"
        case .undefined?, .pending?, .skipped?: "notimplemented"
        case .failed?, .ambiguous?, .unknown?: "failed"
        }
    }

    private func count(_ kind: String, _ number: Int, status: String) -> String {
        let statusClass = status.isEmpty ? "" : " status \(status)"
        return "<td class=\"number\(statusClass)\" data-count=\"\(kind)\">\(number)</td>"
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
