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
        var strict = true
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
    }

    private let destination: ReportDestination
    private let options: Options
    private let history: RunHistory
    private let text: HTMLReportText
    /// The earlier runs the history keeps beside this one; nil without `--history`.
    private let earlierRuns: [RunHistory.Run]?
    private let attachmentsFolder: (disk: String, link: String)?
    /// Where each scenario goes, made when the first test case finishes (the plan is complete then).
    private var layout: ReportOutline.Layout?
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
        attachmentsFolder = Self.attachmentsFolder(destination: destination, options: options)
    }

    /// The page shows every file whole: its outlines, examples tables and steps as written.
    var needsWholeSyntaxTrees: Bool { true }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    /// Renders the scenario now (writing its large attachments) and keeps only that and a few values of it.
    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let layout = layout(index)
        guard let pickle = testCase.pickle, let slot = layout.slot(of: testCase.position) else { return }
        let file = index.model.store.files[layout.files[slot.feature]]
        guard let feature = file.outline.document.feature else { return }
        var page =
            kept[slot.feature]
            ?? PageFeature(
                number: slot.feature, file, feature: feature, positions: layout.positions[slot.feature], index)
        let scenario = ReportOutline.ScenarioEntry(pickle: pickle, astIndex: file.outline, finished: testCase)
        page.summaries[slot.scenario] = renderer(index).summary(
            of: scenario, id: "s\(slot.feature + 1)-\(slot.scenario + 1)", key: page.keys[slot.scenario],
            backgrounds: ReportOutline.backgrounds(of: feature))
        kept[slot.feature] = page
    }

    func finish(index: RunIndex) {
        let layout = layout(index)
        let renderer = renderer(index)
        // Only a scenario that never ran is rendered now, with the plan's test case to say why it is not bound.
        let features = layout.files.indices.compactMap { number -> PageFeature? in
            if let page = kept[number], !page.summaries.contains(where: { $0 == nil }) { return page }
            let file = index.model.store.files[layout.files[number]]
            guard let feature = file.outline.document.feature else { return nil }
            let positions = layout.positions[number]
            var page = kept[number] ?? PageFeature(number: number, file, feature: feature, positions: positions, index)
            let backgrounds = ReportOutline.backgrounds(of: feature)
            for (scenario, position) in positions.enumerated() where page.summaries[scenario] == nil {
                let item = index.model.item(at: position)
                page.summaries[scenario] = renderer.summary(
                    of: ReportOutline.ScenarioEntry(
                        pickle: item.pickle, astIndex: file.outline, finished: nil, testCase: item.testCase),
                    id: "s\(number + 1)-\(scenario + 1)", key: page.keys[scenario], backgrounds: backgrounds)
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

        destination.write(head(text))
        destination.write(runHeader(features, coverage: coverage, index: index, text: text))
        destination.write(trend(history, text: text))
        destination.write(coverageSection(features, coverage: coverage, index: index, text: text))
        destination.write(problemsSection(index.warnings, title: text.warnings, id: "warnings"))
        destination.write("</header>\n")
        if !features.isEmpty { destination.write(filters(text) + contents(features, text: text)) }
        destination.write("<main>\n")
        // Each file's part of the page is laid out and written in turn.
        for (number, page) in features.enumerated() {
            guard let feature = ReportOutline.feature(page.number, of: layout, index: index, finished: { _ in nil })
            else { continue }
            renderer.render(feature, number: number + 1, summaries: page.done, write: destination.write)
        }
        if features.isEmpty { destination.write("<p>\(esc(text.noScenarios))</p>\n") }
        var footer = "</main>\n<footer><p>\(esc(text.generatedBy)) spec-runner \(esc(RunnerVersion.current))"
        if let started = index.runStarted?.timestamp {
            footer += " · \(esc(text.started)) <time>\(ReportTime.instant(started))</time>"
        }
        if let historyProblem { footer += "</p><p class=\"status failed\">\(esc(historyProblem.description))" }
        // A CDATA section inside comments: the script's && and < stay literal for XML readers, unseen by browsers.
        footer +=
            "</p></footer>\n<script>/*<![CDATA[*/\n\(HTMLReportAssets.script)\n/*]]>*/</script>\n</body>\n</html>\n"
        destination.write(footer)
    }

    /// What the page keeps of a feature file: its name and place, and each scenario's history key and summary.
    private struct PageFeature {
        /// Its number in the layout.
        let number: Int
        let name: String
        let uri: String
        let keys: [String]
        /// Each scenario's summary, once it has finished.
        var summaries: [HTMLScenarioSummary?]

        @MainActor
        init(number: Int, _ file: FeatureStore.File, feature: Feature, positions: [Int], _ index: RunIndex) {
            self.number = number
            name = feature.name
            uri = file.uri
            keys = HTMLFormatter.historyKeys(
                uri: file.uri, names: positions.map { index.model.plan.entries[$0].pickle.name })
            summaries = Array(repeating: nil, count: positions.count)
        }

        /// Every scenario's summary, when all have one.
        var done: [HTMLScenarioSummary] { summaries.compactMap { $0 } }
    }

    private func layout(_ index: RunIndex) -> ReportOutline.Layout {
        if let layout { return layout }
        let made = ReportOutline.Layout(plan: index.model.plan)
        layout = made
        kept = Array(repeating: nil, count: made.files.count)
        return made
    }

    private func renderer(_ index: RunIndex) -> HTMLFeatureRenderer {
        HTMLFeatureRenderer(
            index: index, options: options, text: text, earlierRuns: earlierRuns, attachmentsFolder: attachmentsFolder)
    }

    /// A page that says the specification could not be read, and why, in plain words: a product owner opening
    /// the CI artifact sees the errors rather than an empty page.
    ///
    /// The chrome follows the run's output language, not `language` (the feature files').
    func finish(unreadable errors: [Diagnostic], language: String) {
        var html = head(text) + "<h1>\(esc(text.title))</h1>\n"
        html += "<p class=\"verdict red\" id=\"verdict\">\(esc(text.unreadable))</p>\n"
        html += problemsSection(errors, title: text.errors, id: "errors", quotesLines: true)
        html += "</header>\n<main>\n</main>\n</body>\n</html>\n"
        destination.write(html)
    }

    // MARK: Page parts

    private func head(_ text: HTMLReportText) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(text.language)">
        <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="\(HTMLReportAssets.contentSecurityPolicy)" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content="spec-runner \(esc(RunnerVersion.current))" />
        <title>\(esc(text.title))</title>
        <style>
        \(HTMLReportAssets.style)
        \(HTMLReportAssets.marks)
        </style>
        <noscript><style>\(HTMLReportAssets.expanded)</style></noscript>
        </head>
        <body>
        <header class="run">

        """
    }

    private func runHeader(
        _ features: [PageFeature],
        coverage: ScenarioCoverage,
        index: RunIndex,
        text: HTMLReportText
    ) -> String {
        let scenarios = features.flatMap(\.done)
        let verdict = RunVerdict(index: index, dryRun: options.dryRun)
        let green = verdict.isGreen
        var html = "<h1>\(esc(text.title))</h1>\n"
        html +=
            "<p class=\"verdict \(green ? "green" : "red")\" id=\"verdict\">\(esc(verdict.sentence(text.catalog)))</p>\n"
        if options.dryRun { html += "<p class=\"notice\">\(esc(text.dryRunNotice))</p>\n" }
        if let runError = index.runFinished?.message {
            html += "<div class=\"run-error\" id=\"run-error\"><p class=\"status failed\">\(esc(text.runError))</p>"
            html += "<pre class=\"error\">\(esc(runError))</pre></div>\n"
        }

        var scenarioCounts: [Status: Int] = [:]
        var stepCounts: [Status: Int] = [:]
        var notRun = 0
        var flaky = 0
        for scenario in scenarios {
            guard let status = scenario.status else {
                notRun += 1
                continue
            }
            scenarioCounts[status, default: 0] += 1
            if scenario.isFlaky { flaky += 1 }
            stepCounts.merge(scenario.stepCounts, uniquingKeysWith: +)
        }
        html += "<dl class=\"counts\" id=\"scenario-counts\">"
        html += count(text.scenarios, scenarios.count, "")
        for status in HTMLFeatureRenderer.statusOrder where scenarioCounts[status, default: 0] > 0 {
            html += count(text.statusPlural[status] ?? status.word, scenarioCounts[status]!, status.word)
        }
        if flaky > 0 { html += count(text.flakyPlural, flaky, "flaky") }
        if notRun > 0 { html += count(text.notRunPlural, notRun, "notrun") }
        html += "</dl>\n<dl class=\"counts\" id=\"step-counts\">"
        html += count(text.steps, stepCounts.values.reduce(0, +), "")
        for status in HTMLFeatureRenderer.statusOrder where stepCounts[status, default: 0] > 0 {
            html += count(text.statusPlural[status] ?? status.word, stepCounts[status]!, status.word)
        }
        if let started = index.runStarted?.timestamp, let finished = index.runFinished?.timestamp {
            html += count(
                text.duration, nil, "duration", value: text.catalog.shortDuration(started.duration(to: finished)))
        }
        html += "</dl>\n"

        html += problemLists(features, index: index, text: text)
        return html
    }

    /// The lists of failing scenarios and of BeforeAll and AfterAll hooks that did not pass, each linked to its place.
    private func problemLists(_ features: [PageFeature], index: RunIndex, text: HTMLReportText) -> String {
        var html = ""
        let problems = features.enumerated().flatMap { featureNumber, feature in
            feature.done.enumerated().compactMap { scenarioNumber, scenario in
                scenario.status == .passed || options.dryRun
                    ? nil : (feature, scenario, featureNumber + 1, scenarioNumber + 1)
            }
        }
        if !problems.isEmpty {
            html += "<h2>\(esc(text.failingScenarios))</h2>\n<ul class=\"problems\" id=\"problems\">\n"
            for (feature, scenario, featureNumber, scenarioNumber) in problems {
                let status = HTMLFeatureRenderer.statusClass(scenario.status)
                html += "<li><a href=\"#s\(featureNumber)-\(scenarioNumber)\">"
                html += esc(feature.name) + " › " + esc(scenario.name) + "</a> — "
                let word = HTMLFeatureRenderer.statusWord(scenario.status, text)
                html += "<span class=\"status \(status)\">\(esc(word))</span>"
                html += " <span class=\"where\">\(esc(feature.uri)):\(scenario.line)</span></li>\n"
            }
            html += "</ul>\n"
        }
        let runHookProblems = index.runHookResults.filter { $0.result.status != .passed }
        if !runHookProblems.isEmpty {
            html += "<h2>\(esc(text.runHooks))</h2>\n<ul class=\"run-hooks\">\n"
            for (hook, result) in runHookProblems {
                let kind = hook?.type == .afterTestRun ? "AfterAll" : "BeforeAll"
                let place = hook.map { $0.sourceReference.description(relativeTo: options.workingDirectory) } ?? ""
                html += "<li><span class=\"status \(result.status.word)\">"
                html += esc(text.statusSingular[result.status] ?? result.status.word) + "</span> \(kind)"
                if let name = hook?.name { html += " " + esc(name) }
                html += " <span class=\"where\">\(esc(place))</span>"
                if let message = result.message { html += "<pre class=\"error\">\(esc(message))</pre>" }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// The search bar: hidden until the script shows it, as only the script can filter.
    private func filters(_ text: HTMLReportText) -> String {
        var html = "<nav class=\"filters\" id=\"filters\" hidden=\"\" aria-label=\"\(attr(text.filters))\""
        html += " data-shown=\"\(attr(text.shownTemplate))\" data-tag-error=\"\(attr(text.tagError))\""
        html += " data-of=\"\(attr(text.catalog.text(.htmlOf(part: "{shown}", whole: "{total}"))))\""
        for (key, reason) in text.tagReasons.sorted(by: { $0.key < $1.key }) {
            html += " data-reason-\(key)=\"\(attr(reason))\""
        }
        html += ">\n<label>\(esc(text.search)) <input type=\"search\" id=\"search\" placeholder=\""
        html += attr(text.searchHint) + "\" /></label>\n"
        html += "<label>\(esc(text.tagExpression)) <input type=\"text\" id=\"tags\" spellcheck=\"false\" "
        html += "placeholder=\"\(attr(text.tagExpressionHint))\" aria-describedby=\"tag-error\" /></label>\n"
        html += "<span id=\"tag-error\" role=\"alert\"></span>\n<fieldset><legend>\(esc(text.status))</legend>"
        let kinds = HTMLFeatureRenderer.statusOrder.filter { $0 != .unknown }.map(\.word) + ["flaky", "notbound"]
        for kind in kinds {
            html += "<label><input type=\"checkbox\" name=\"status\" value=\"\(kind)\" /> "
            html += "<span class=\"status \(kind)\">\(esc(text.filterLabel(kind)))</span></label>"
        }
        html += "</fieldset>\n<button type=\"button\" id=\"clear\">\(esc(text.clearFilters))</button>\n"
        html += "<button type=\"button\" id=\"theme\" aria-pressed=\"false\">\(esc(text.theme))</button>\n"
        return html + "<p id=\"shown\" aria-live=\"polite\"></p>\n</nav>\n"
    }

    /// The tree of features and rules, each a link to its place.
    private func contents(_ features: [PageFeature], text: HTMLReportText) -> String {
        var html = "<nav class=\"tree\" aria-label=\"\(attr(text.contents))\"><details open=\"\"><summary>"
        html += esc(text.contents) + "</summary>\n<ul>\n"
        for (number, feature) in features.enumerated() {
            html += "<li data-group=\"f\(number + 1)\"><a href=\"#f\(number + 1)\">\(esc(feature.name))</a>"
            html += treeCount(feature.summaries.count)
            var rules: [(rule: (id: String, name: String), scenarios: Int)] = []
            for scenario in feature.done {
                guard let rule = scenario.rule else { continue }
                if rules.last?.rule.id == rule.id {
                    rules[rules.count - 1].scenarios += 1
                } else {
                    rules.append((rule, 1))
                }
            }
            if !rules.isEmpty {
                html += "<ul>"
                for (ruleNumber, (rule, scenarios)) in rules.enumerated() {
                    let id = "f\(number + 1)-r\(ruleNumber + 1)"
                    html +=
                        "<li data-group=\"\(id)\"><a href=\"#\(id)\">\(esc(rule.name))</a>\(treeCount(scenarios))</li>"
                }
                html += "</ul>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n</details></nav>\n"
    }

    /// A tree entry's number of scenarios, which the filters turn into "n of m".
    private func treeCount(_ scenarios: Int) -> String {
        " <span class=\"count\" data-total=\"\(scenarios)\">\(scenarios)</span>"
    }

    /// The pass rate and coverage of the recent runs, when there is more than this one.
    private func trend(_ history: RunHistory, text: HTMLReportText) -> String {
        guard history.runs.count > 1 else { return "" }
        var html = "<section class=\"trend\" id=\"trend\">\n<h2>\(esc(text.history))</h2>\n"
        html += HTMLTrendChart(runs: history.runs, text: text).svg
        // The chart is for the eye; the table says the same to screen readers and on paper.
        html +=
            "<div class=\"visually-hidden\"><table class=\"trend\"><caption>\(esc(text.trend))</caption>\n<tr><th>\(esc(text.started))</th>"
        html += "<th>\(esc(text.passing))</th><th>\(esc(text.bound))</th></tr>\n"
        for run in history.runs.reversed() {
            html += "<tr><td><time>\(esc(run.started))</time></td>"
            for percent in [run.passing, run.bound] {
                html += "<td class=\"number\">\(esc(text.percent(percent)))<span class=\"bar\"><span style=\""
                html += "width: \(Int(percent.rounded()))%\"></span></span></td>"
            }
            html += "</tr>\n"
        }
        return html + "</table></div>\n</section>\n"
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

    /// Where large attachments go, on disk and as the page links them: `--attachments-dir`, or a folder named
    /// after the report beside it; nil when the page goes to standard output without a folder given.
    private static func attachmentsFolder(destination: ReportDestination, options: Options) -> (
        disk: String, link: String
    )? {
        let report = destination.path.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let folder: URL
        if let given = options.attachmentsDirectory {
            folder = URL(fileURLWithPath: given).standardizedFileURL
        } else if let report {
            folder = report.deletingPathExtension().appendingPathExtension("attachments")
        } else {
            return nil
        }
        let base =
            report?.deletingLastPathComponent().pathComponents
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).pathComponents
        let target = folder.pathComponents
        let shared = zip(base, target).prefix { $0 == $1 }.count
        let link = (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
        return (folder.path, link.isEmpty ? "." : link)
    }

    private func coverageSection(
        _ features: [PageFeature],
        coverage: ScenarioCoverage,
        index: RunIndex,
        text: HTMLReportText
    ) -> String {
        var html = "<section class=\"coverage\" id=\"coverage\">\n<h2>\(esc(text.coverage))</h2>\n"
        html += "<table>\n<tr><th></th><th>\(esc(text.bound))</th>"
        if !options.dryRun { html += "<th>\(esc(text.passing))</th>" }
        html += "</tr>\n" + coverageRow(text.scenarios, coverage.overall, text) + "</table>\n"
        if !coverage.lost.isEmpty {
            let lost = SummaryReport.lostText(coverage.lost, text.catalog)
            html += "<p class=\"lost\" id=\"lost\"><span class=\"status failed\">\(esc(lost))</span></p>\n"
        }
        if let minimum = options.coverageMinimum {
            let held = index.judgement?.gateHolds ?? true
            html += "<p class=\"gate\" id=\"gate\"><span class=\"status \(held ? "passed" : "failed")\">"
            html += esc(held ? text.gateHeld : text.gateFailed) + " \(esc(text.percent(minimum)))</span></p>\n"
        }
        // The tables by feature, rule and tag are long: folded.
        html += "<details class=\"coverage-detail\"><summary>"
        html += esc(text.coverageDetail) + "</summary>\n"
        for (title, groups) in [
            (text.byFeature, coverage.features), (text.byRule, coverage.rules), (text.byTag, coverage.tags),
        ]
        where !groups.isEmpty {
            html += "<h3>\(esc(title))</h3>\n<table>\n<tr><th>\(esc(text.name))</th><th>\(esc(text.bound))</th>"
            if !options.dryRun { html += "<th>\(esc(text.passing))</th>" }
            html += "</tr>\n"
            for group in groups { html += coverageRow(group.name, group.tally, text) }
            html += "</table>\n"
        }
        html += "</details>\n"

        var unbound = ""
        for (featureNumber, feature) in features.enumerated() {
            for (scenarioNumber, scenario) in feature.done.enumerated() {
                let reasons = scenario.unboundReasons
                guard !reasons.isEmpty else { continue }
                unbound += "<li><a href=\"#s\(featureNumber + 1)-\(scenarioNumber + 1)\">"
                unbound += esc(feature.name) + " › " + esc(scenario.name) + "</a>"
                unbound += " <span class=\"where\">\(esc(feature.uri)):\(scenario.line)</span>\n<ul>"
                for reason in reasons { unbound += "<li>\(reason)</li>" }
                unbound += "</ul></li>\n"
            }
        }
        if !unbound.isEmpty {
            html += "<h3>\(esc(text.unbound))</h3>\n<ul class=\"unbound\" id=\"unbound\">\n\(unbound)</ul>\n"
        }
        // Asked for with the usage report, which lists them whatever is run.
        let unusedDefinitions =
            options.listsUnusedDefinitions ? coverage.unusedDefinitions(in: index, whateverIsRun: true) : []
        if !unusedDefinitions.isEmpty {
            html += "<h3>\(esc(text.unusedDefinitions))</h3>\n<ul class=\"unused\" id=\"unused\">\n"
            for definition in unusedDefinitions {
                html += "<li><code>\(esc(definition.pattern.source))</code> <span class=\"where\">"
                html += esc(definition.sourceReference.description(relativeTo: options.workingDirectory))
                html += "</span></li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// Warnings or errors about the feature files, each with its place, the line quoted when asked, and its hint;
    /// nothing when there are none.
    private func problemsSection(_ problems: [Diagnostic], title: String, id: String, quotesLines: Bool = false)
        -> String
    {
        guard !problems.isEmpty else { return "" }
        var html = "<section class=\"warnings\" id=\"\(id)\">\n<h2>\(esc(title))</h2>\n<ul>\n"
        for problem in problems {
            var place = problem.path ?? ""
            if let line = problem.line { place += ":\(line):\(problem.column ?? 1)" }
            html += "<li><span class=\"where\">\(esc(place))</span> \(esc(problem.message))"
            if quotesLines && !problem.context.isEmpty {
                html += "<pre>\(esc(problem.context.joined(separator: "\n")))</pre>"
            }
            if let hint = problem.hint { html += "<br /><span class=\"hint\">\(esc(hint))</span>" }
            if let note = problem.note { html += "<br /><span class=\"hint\">\(esc(note))</span>" }
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    private func coverageRow(_ name: String, _ tally: ScenarioCoverage.Tally, _ text: HTMLReportText) -> String {
        var html = "<tr><th>\(esc(name))</th>" + tallyCell(tally.bound, tally.total, tally.boundPercent, text)
        if !options.dryRun { html += tallyCell(tally.passing, tally.total, tally.passingPercent, text) }
        return html + "</tr>\n"
    }

    private func tallyCell(_ part: Int, _ whole: Int, _ percent: Double, _ text: HTMLReportText) -> String {
        let width = Int(percent.rounded())
        return "<td class=\"number\">\(text.of(part, whole)) (\(text.percent(percent)))"
            + "<span class=\"bar\"><span style=\"width: \(width)%\"></span></span></td>"
    }

    private func count(_ label: String, _ number: Int?, _ kind: String, value: String? = nil) -> String {
        let shown = value ?? number.map(String.init) ?? ""
        let kindClass = kind.isEmpty ? "" : " class=\"status \(kind)\""
        return "<div><dt>\(esc(label))</dt><dd\(kindClass)>\(esc(shown))</dd></div>"
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
