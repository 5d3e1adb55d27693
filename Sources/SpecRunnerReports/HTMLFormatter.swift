import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore

/// `--format html`: one self-contained HTML page a product owner can open from a CI artifact.
///
/// The verdict, counts, coverage and trend come first, a search (text, tag expression, status) and a contents
/// tree, then Feature → Rule → Scenario with every step's status, failure details, tags and attachments. The
/// chrome is in the run's output language; the features keep their own.
///
/// The page loads nothing (its Content-Security-Policy forbids it): style, script and images are inline, large
/// attachments are files beside it, linked.
/// It is also well-formed XML (void elements closed, boolean attributes valued), so tests can parse it.
/// Everything from feature files and step code is escaped, so any name shows literally.
@MainActor
final class HTMLFormatter: SpecRunnerCore.Formatter {
    struct Options {
        var dryRun = false
        var coverageMinimum: Double?
        var workingDirectory = ""
        /// List the unused step definitions (when the run also asks for the `usage` report): a product owner's
        /// page leaves them out otherwise.
        var listsUnusedDefinitions = false
        /// The output language of the page's chrome (`en`, `es`).
        var language = "en"
        /// `--history FILE`: the recent runs to show, and where this run is added.
        var historyPath: String?
        /// `--attachments-dir DIR`: where large attachments go; beside the report file when nil.
        var attachmentsDirectory: String?
        /// `--link`: the tags that link to a story, and the per-story view.
        var tagLinks: [TagLink] = []
    }

    private let destination: ReportDestination
    private let options: Options
    private let history: RunHistory
    private let text: HTMLReportText
    /// The earlier runs the history keeps beside this one; nil without `--history`.
    private let earlierRuns: [RunHistory.Run]?
    private let attachments: HTMLAttachments
    /// What the page keeps of each feature file with a finished scenario, by feature number.
    ///
    /// A page is read whole, and its header counts and lists what its body shows, so it is laid out at the end;
    /// neither a finished test case's attempts nor a file's syntax tree and pickles are kept until then, only
    /// each scenario's markup and the values the header reads.
    private var kept: [PageFeature?] = []

    /// A formatter writing to `destination`; the history file is read now, so that a bad one stops the run before
    /// it starts.
    init(destination: ReportDestination, options: Options) throws(Diagnostic) {
        self.destination = destination
        self.options = options
        self.history =
            try options.historyPath.map { path throws(Diagnostic) in
                try RunHistory.load(path, catalog: MessageCatalog.named(options.language) ?? .english)
            } ?? RunHistory()
        text = HTMLReportText.forLanguage(options.language)
        // Adding this run may drop the oldest: the runs that remain are known before this one's results are.
        let placeholder = RunHistory.Run(started: "", passing: 0, bound: 0, scenarios: [:])
        earlierRuns = options.historyPath.map { [history] _ in Array(history.adding(placeholder).runs.dropLast()) }
        attachments = HTMLAttachments(
            folder: HTMLAttachments.folder(report: destination.path, given: options.attachmentsDirectory),
            text: text)
    }

    /// The page shows every file whole: its outlines, examples tables and steps as written.
    var needsWholeSyntaxTrees: Bool { true }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    /// Renders the scenario now (writing its large attachments) and keeps only that and a few values of it.
    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let layout = prepare(index)
        guard let pickle = testCase.pickle, let slot = layout.slot(of: testCase.position) else { return }
        let file = layout.files[slot.feature]
        guard let feature = file.outline.document.feature else { return }
        var page = kept[slot.feature] ?? PageFeature(number: slot.feature, file, feature: feature, layout)
        let scenario = ReportOutline.ScenarioEntry(pickle: pickle, astIndex: file.outline, finished: testCase)
        page.summaries[slot.scenario] = renderer(index).summary(
            of: scenario, id: "s\(slot.feature + 1)-\(slot.scenario + 1)", key: page.keys[slot.scenario],
            backgrounds: page.backgrounds)
        kept[slot.feature] = page
    }

    func finish(index: RunIndex) {
        let layout = prepare(index)
        let renderer = renderer(index)
        // Only a scenario that never ran is rendered now, with the plan's test case to say why it is not bound.
        let features = layout.files.indices.compactMap { number -> PageFeature? in
            if let page = kept[number], !page.summaries.contains(where: { $0 == nil }) { return page }
            let file = layout.files[number]
            guard let feature = file.outline.document.feature else { return nil }
            var page = kept[number] ?? PageFeature(number: number, file, feature: feature, layout)
            for (scenario, position) in file.positions.enumerated() where page.summaries[scenario] == nil {
                page.summaries[scenario] = renderer.summary(
                    of: ReportOutline.ScenarioEntry(
                        pickle: layout.pickle(at: position), astIndex: file.outline, finished: nil,
                        steps: layout.steps(at: position)),
                    id: "s\(number + 1)-\(scenario + 1)", key: page.keys[scenario], backgrounds: page.backgrounds)
            }
            return page
        }
        kept = []
        let coverage = index.totals.coverage
        var history = history
        var historyProblem: Diagnostic?
        if let path = options.historyPath {
            let run = thisRun(features, coverage: coverage, index: index)
            do throws(Diagnostic) {
                // What the file holds now: a concurrent run may have added its own since this one started.
                history = try RunHistory.record(run, at: path, catalog: text.catalog)
            } catch {
                history = history.adding(run)
                historyProblem = error
            }
        }

        let header = HTMLPageHeader(options: options, text: text)
        destination.write(header.head())
        destination.write(header.runHeader(features, index: index))
        destination.write(header.trend(history))
        destination.write(header.coverageSection(features, coverage: coverage, index: index))
        destination.write(HTMLStoryView(links: options.tagLinks, text: text, dryRun: options.dryRun).section(features))
        destination.write(header.problemsSection(index.warnings, title: text(.htmlWarnings), id: "warnings"))
        destination.write("</header>\n")
        if !features.isEmpty { destination.write(header.filters() + header.contents(features)) }
        destination.write("<main>\n")
        // Each file's part of the page is laid out and written in turn.
        for (number, page) in features.enumerated() {
            guard let feature = ReportOutline.feature(page.number, of: layout)
            else { continue }
            HTMLFeatureRenderer(index: index, text: text, links: options.tagLinks).render(
                feature, number: number + 1, summaries: page.done, write: destination.write)
        }
        if features.isEmpty { destination.write("<p>\(esc(text(.htmlNoScenarios)))</p>\n") }
        var footer = "</main>\n<footer><p>\(esc(text(.htmlGeneratedBy))) spec-runner \(esc(RunnerVersion.current))"
        if let started = index.runStarted?.timestamp {
            footer += " · \(esc(text(.htmlStarted))) <time>\(ReportTime.instant(started))</time>"
        }
        if let historyProblem { footer += "</p><p class=\"status failed\">\(esc(historyProblem.description))" }
        // A CDATA section inside comments: the script's && and < stay literal for XML readers, unseen by browsers.
        footer +=
            "</p></footer>\n<script>/*<![CDATA[*/\n\(HTMLReportAssets.script)\n/*]]>*/</script>\n</body>\n</html>\n"
        destination.write(footer)
    }

    /// What the page keeps of a feature file: its name and place, and each scenario's history key and summary.
    struct PageFeature {
        /// Its number in the layout.
        let number: Int
        let name: String
        let uri: String
        let keys: [String]
        /// The feature's backgrounds by step id, found once for all its scenarios.
        let backgrounds: [String: Background]
        /// Each scenario's summary, once it has finished.
        var summaries: [HTMLScenarioSummary?]

        @MainActor
        init(number: Int, _ file: ReportLayout.File, feature: Feature, _ layout: ReportLayout) {
            self.number = number
            name = feature.name
            uri = file.uri
            keys = HTMLFormatter.historyKeys(uri: file.uri, names: file.positions.map(layout.name(at:)))
            backgrounds = ReportOutline.backgrounds(of: feature)
            summaries = Array(repeating: nil, count: file.positions.count)
        }

        /// Every scenario's summary, when all have one.
        var done: [HTMLScenarioSummary] { summaries.compactMap { $0 } }
    }

    /// The run's layout, with a place for each feature made the first time.
    private func prepare(_ index: RunIndex) -> ReportLayout {
        let layout = index.layout
        if kept.count != layout.files.count { kept = Array(repeating: nil, count: layout.files.count) }
        return layout
    }

    private func renderer(_ index: RunIndex) -> HTMLScenarioRenderer {
        HTMLScenarioRenderer(
            index: index, options: options, text: text, earlierRuns: earlierRuns, attachments: attachments)
    }

    /// A page that says the specification could not be read, and why, in plain words: a product owner opening
    /// the CI artifact sees the errors rather than an empty page.
    ///
    /// The chrome follows the run's output language, not `language` (the feature files').
    func finish(unreadable errors: [Diagnostic], language: String) {
        let header = HTMLPageHeader(options: options, text: text)
        var html = header.head() + "<h1>\(esc(text(.htmlTitle)))</h1>\n"
        html += "<p class=\"verdict red\" id=\"verdict\">\(esc(text(.htmlUnreadable)))</p>\n"
        html += header.problemsSection(errors, title: text(.htmlErrors), id: "errors", quotesLines: true)
        html += "</header>\n<main>\n</main>\n</body>\n</html>\n"
        destination.write(html)
    }

    /// Each scenario's key in the history, `uri › name`, numbered when a file repeats a name.
    nonisolated static func historyKeys(uri: String, names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let key = uri + " › " + name
            seen[key, default: 0] += 1
            return seen[key]! == 1 ? key : key + " #\(seen[key]!)"
        }
    }

    private func thisRun(
        _ features: [PageFeature], coverage: ScenarioCoverage, index: RunIndex
    ) -> RunHistory.Run {
        var results: [String: String] = [:]
        for feature in features {
            for (summary, key) in zip(feature.done, feature.keys) {
                results[key] = HTMLFeatureRenderer.historyResult(
                    status: summary.status, isFlaky: summary.isFlaky, hasSteps: summary.hasSteps)
            }
        }
        let started = index.runStarted.map { ReportTime.instant($0.timestamp) } ?? ""
        return RunHistory.Run(
            started: started, passing: coverage.overall.passingPercent, bound: coverage.overall.boundPercent,
            scenarios: results)
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
