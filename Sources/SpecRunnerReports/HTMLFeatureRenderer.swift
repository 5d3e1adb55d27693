import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore

/// Writes one feature of the HTML report: its rules, outlines and scenarios.
///
/// An outline is written once, its Examples tables with each row coloured by its result, followed by the rows'
/// scenarios. A scenario is rendered when it finishes (``HTMLScenarioRenderer``), and kept as markup; a feature is
/// written at the end from those, so the page is streamed rather than held in memory.
@MainActor
struct HTMLFeatureRenderer {

    let index: RunIndex
    let text: HTMLReportText
    /// The tags that link to a story (`--link`).
    var links: [TagLink] = []

    /// The CSS class of a scenario's status (`notrun` when it did not run).
    static func statusClass(_ status: Status?) -> String {
        status?.word ?? "notrun"
    }

    /// The mark of a status, in characters every font has.
    nonisolated static func symbol(_ status: Status?) -> String {
        switch status {
        case .passed?: "✓"
        case .failed?: "✗"
        case .skipped?: "↷"
        case .pending?: "‖"
        case .undefined?: "?"
        case .ambiguous?: "≈"
        case .unknown?, nil: "·"
        }
    }

    /// A scenario's status in words, in the language of `text`.
    static func statusWord(_ status: Status?, _ text: HTMLReportText) -> String {
        guard let status else { return text(.htmlNotRun) }
        return text.statusSingular[status] ?? status.word
    }

    /// What a scenario's result is recorded as in the history: `flaky`, `nosteps` (passed without steps), or its
    /// status class.
    static func historyResult(status: Status?, isFlaky: Bool, hasSteps: Bool) -> String {
        isFlaky ? "flaky" : !hasSteps && status == .passed ? "nosteps" : statusClass(status)
    }

    /// Writes feature `number` through `write`, its scenarios' markup and statuses from `summaries`.
    func render(
        _ feature: ReportOutline.FeatureEntry, number: Int, summaries: [HTMLScenarioSummary], write: (String) -> Void
    ) {
        let gherkin = feature.feature
        var html = "<section class=\"feature\" lang=\"\(esc(feature.language))\" id=\"f\(number)\">\n"
        html += "<h2><span class=\"keyword\">\(esc(gherkin.keyword)):</span> <span class=\"name\">"
        html += esc(gherkin.name) + "</span> <span class=\"uri\">\(esc(feature.uri))</span></h2>\n"
        html += tags(gherkin.tags.map(\.name)) + description(gherkin.description)

        html += counts(summaries.map(\.status))
        write(html)

        var currentRule: String?
        var ruleNumber = 0
        var scenarioNumber = 0
        let scenarios = feature.scenarios
        while scenarioNumber < scenarios.count {
            let scenario = scenarios[scenarioNumber]
            if scenario.rule?.id != currentRule {
                if currentRule != nil { write("</section>\n") }
                currentRule = scenario.rule?.id
                if let rule = scenario.rule {
                    ruleNumber += 1
                    var ruleHTML = "<section class=\"rule\" id=\"f\(number)-r\(ruleNumber)\">\n<h3>"
                    ruleHTML += "<span class=\"keyword\">\(esc(rule.keyword)):</span> "
                    ruleHTML += "<span class=\"name\">\(esc(rule.name))</span></h3>\n"
                    ruleHTML += tags(rule.tags.map(\.name)) + description(rule.description)
                    let ruleEnd =
                        scenarios[scenarioNumber...].firstIndex { $0.rule?.id != rule.id } ?? scenarios.endIndex
                    write(ruleHTML + counts(summaries[scenarioNumber..<ruleEnd].map(\.status)))
                }
            }
            // The rows of one outline, run one after the other, are shown together under the outline.
            var end = scenarioNumber + 1
            if let outline = scenario.scenario, !outline.examples.isEmpty {
                while end < scenarios.count, scenarios[end].scenario?.id == outline.id { end += 1 }
                let rows = (scenarioNumber..<end).map { position in
                    (scenarios[position], "s\(number)-\(position + 1)", summaries[position])
                }
                write(renderOutline(outline, rows: rows))
            } else {
                write(summaries[scenarioNumber].markup)
            }
            scenarioNumber = end
        }
        if currentRule != nil { write("</section>\n") }
        write("</section>\n")
    }

    // MARK: Outlines

    private func renderOutline(
        _ outline: Scenario,
        rows: [(scenario: ReportOutline.ScenarioEntry, id: String, summary: HTMLScenarioSummary)]
    ) -> String {
        var html = "<section class=\"outline\">\n<div class=\"outline-head\"><span class=\"keyword\">"
        html += "\(esc(outline.keyword)):</span> <span class=\"name\">\(esc(outline.name))</span></div>\n"
        html += tags(outline.tags.map(\.name)) + description(outline.description)
        html += "<ol class=\"steps template\">\n"
        for step in outline.steps {
            html += "<li><span class=\"mark\"></span><span class=\"keyword\">\(esc(step.keyword))</span>"
            html += "<span class=\"text\">\(esc(step.text))</span>"
            if let table = step.dataTable {
                html += "<table class=\"data-table\">"
                for row in table.rows {
                    html += "<tr>" + row.cells.map { "<td>\(esc($0.value))</td>" }.joined() + "</tr>"
                }
                html += "</table>"
            }
            if let docString = step.docString { html += "<pre class=\"doc-string\">\(esc(docString.content))</pre>" }
            html += "</li>\n"
        }
        html += "</ol>\n"
        let astIndex = rows.first.flatMap { index.astIndex(uri: $0.scenario.pickle.uri) }
        var tables: [(examples: Examples, rows: [(row: TableRow, status: Status?, id: String)])] = []
        for (scenario, id, summary) in rows {
            guard let entry = astIndex?.row(of: scenario.pickle) else { continue }
            if tables.last?.examples.id != entry.examples.id { tables.append((entry.examples, [])) }
            tables[tables.count - 1].rows.append((entry.row, summary.status, id))
        }
        for table in tables {
            html += "<div class=\"examples\"><span class=\"keyword\">\(esc(table.examples.keyword)):</span> "
            html += esc(table.examples.name) + "</div>\n"
            html += tags(table.examples.tags.map(\.name))
            html += "<table class=\"examples\">"
            if let header = table.examples.tableHeader {
                html += "<tr><th></th>" + header.cells.map { "<th>\(esc($0.value))</th>" }.joined() + "</tr>\n"
            }
            for (row, status, id) in table.rows {
                html += "<tr class=\"row \(Self.statusClass(status))\" data-scenario=\"\(id)\" tabindex=\"0\">"
                html += "<td><a href=\"#\(id)\" title=\"\(attr(Self.statusWord(status, text)))\">"
                html += Self.symbol(status) + "</a></td>"
                html += row.cells.map { "<td>\(esc($0.value))</td>" }.joined() + "</tr>\n"
            }
            html += "</table>\n"
        }
        for row in rows { html += row.summary.markup }
        return html + "</section>\n"
    }

    // MARK: Helpers

    func tags(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return "<div class=\"tags\">" + names.map(tag).joined(separator: " ") + "</div>\n"
    }

    /// A tag, a link to its story when one of ``links`` matches it.
    func tag(_ name: String) -> String {
        guard let link = TagLink.link(for: name, in: links) else { return "<span class=\"tag\">\(esc(name))</span>" }
        return "<a class=\"tag\" href=\"\(attr(link.url))\" rel=\"noopener noreferrer\">\(esc(name))</a>"
    }

    /// A description without the indentation it has in the file.
    func description(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.drop { $0 == " " || $0 == "\t" }
        }
        let trimmed = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "" : "<div class=\"description\">\(esc(trimmed))</div>\n"
    }

    /// The counts of a feature's or a rule's scenarios by status; the page's filters rewrite them to what they show.
    private func counts(_ statuses: [Status?]) -> String {
        var counts: [Status: Int] = [:]
        var notRun = 0
        for status in statuses {
            if let status { counts[status, default: 0] += 1 } else { notRun += 1 }
        }
        var html = "<dl class=\"counts\" data-total=\"\(statuses.count)\">"
        html += HTMLPageHeader.count(text(.htmlScenarios), statuses.count, "")
        for status in ReportOutline.statusOrder where counts[status, default: 0] > 0 {
            html += HTMLPageHeader.count(text.statusPlural[status] ?? status.word, counts[status]!, status.word)
        }
        if notRun > 0 { html += HTMLPageHeader.count(text(.htmlNotRunPlural), notRun, "notrun") }
        return html + "</dl>\n"
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
