import CucumberMessages
import Gherkin
import SpecRunnerCore

/// The HTML report's header: the page's head, the verdict and counts, the lists of problems, the trend, the
/// coverage, the warnings, the search bar and the contents.
@MainActor
struct HTMLPageHeader {
    let options: HTMLFormatter.Options
    let text: HTMLReportText

    func head() -> String {
        """
        <!DOCTYPE html>
        <html lang="\(text.language)">
        <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="\(HTMLReportAssets.contentSecurityPolicy)" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content="spec-runner \(esc(RunnerVersion.current))" />
        <title>\(esc(text(.htmlTitle)))</title>
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

    func runHeader(_ features: [HTMLFormatter.PageFeature], index: RunIndex) -> String {
        let scenarios = features.flatMap(\.done)
        let verdict = RunVerdict(index: index, dryRun: options.dryRun)
        let green = verdict.isGreen
        var html = "<h1>\(esc(text(.htmlTitle)))</h1>\n"
        html +=
            "<p class=\"verdict \(green ? "green" : "red")\" id=\"verdict\">\(esc(verdict.sentence(text.catalog)))</p>\n"
        if options.dryRun { html += "<p class=\"notice\">\(esc(text(.htmlDryRunNotice)))</p>\n" }
        if let runError = index.runFinished?.message {
            html +=
                "<div class=\"run-error\" id=\"run-error\"><p class=\"status failed\">\(esc(text(.htmlRunError)))</p>"
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
        html += Self.count(text(.htmlScenarios), scenarios.count, "")
        for status in ReportOutline.statusOrder where scenarioCounts[status, default: 0] > 0 {
            html += Self.count(text.statusPlural[status] ?? status.word, scenarioCounts[status]!, status.word)
        }
        if flaky > 0 { html += Self.count(text(.htmlFlakyPlural), flaky, "flaky") }
        if notRun > 0 { html += Self.count(text(.htmlNotRunPlural), notRun, "notrun") }
        html += "</dl>\n<dl class=\"counts\" id=\"step-counts\">"
        html += Self.count(text(.htmlSteps), stepCounts.values.reduce(0, +), "")
        for status in ReportOutline.statusOrder where stepCounts[status, default: 0] > 0 {
            html += Self.count(text.statusPlural[status] ?? status.word, stepCounts[status]!, status.word)
        }
        if let started = index.runStarted?.timestamp, let finished = index.runFinished?.timestamp {
            html += Self.count(
                text(.htmlDuration), nil, "duration", value: text.catalog.shortDuration(started.duration(to: finished)))
        }
        html += "</dl>\n"

        html += problemLists(features, index: index)
        return html
    }

    /// The lists of failing scenarios and of BeforeAll and AfterAll hooks that did not pass, each linked to its place.
    private func problemLists(_ features: [HTMLFormatter.PageFeature], index: RunIndex) -> String {
        var html = ""
        let problems = features.enumerated().flatMap { featureNumber, feature in
            feature.done.enumerated().compactMap { scenarioNumber, scenario in
                scenario.status == .passed || options.dryRun
                    ? nil : (feature, scenario, featureNumber + 1, scenarioNumber + 1)
            }
        }
        if !problems.isEmpty {
            html += "<h2>\(esc(text(.htmlFailingScenarios)))</h2>\n<ul class=\"problems\" id=\"problems\">\n"
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
            html += "<h2>\(esc(text(.htmlRunHooks)))</h2>\n<ul class=\"run-hooks\">\n"
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
    func filters() -> String {
        var html = "<nav class=\"filters\" id=\"filters\" hidden=\"\" aria-label=\"\(attr(text(.htmlFilters)))\""
        html += " data-shown=\"\(attr(text(.htmlShownTemplate)))\" data-tag-error=\"\(attr(text(.htmlTagError)))\""
        html += " data-of=\"\(attr(text.catalog.text(.htmlOf(part: "{shown}", whole: "{total}"))))\""
        for (key, reason) in text.tagReasons.sorted(by: { $0.key < $1.key }) {
            html += " data-reason-\(key)=\"\(attr(reason))\""
        }
        html += ">\n<label>\(esc(text(.htmlSearch))) <input type=\"search\" id=\"search\" placeholder=\""
        html += attr(text(.htmlSearchHint)) + "\" /></label>\n"
        html += "<label>\(esc(text(.htmlTagExpression))) <input type=\"text\" id=\"tags\" spellcheck=\"false\" "
        html += "placeholder=\"\(attr(text(.htmlTagExpressionHint)))\" aria-describedby=\"tag-error\" /></label>\n"
        html += "<span id=\"tag-error\" role=\"alert\"></span>\n<fieldset><legend>\(esc(text(.htmlStatus)))</legend>"
        let kinds = ReportOutline.statusOrder.filter { $0 != .unknown }.map(\.word) + ["flaky", "notbound"]
        for kind in kinds {
            html += "<label><input type=\"checkbox\" name=\"status\" value=\"\(kind)\" /> "
            html += "<span class=\"status \(kind)\">\(esc(text.filterLabel(kind)))</span></label>"
        }
        html += "</fieldset>\n<button type=\"button\" id=\"clear\">\(esc(text(.htmlClearFilters)))</button>\n"
        html += "<button type=\"button\" id=\"theme\" aria-pressed=\"false\">\(esc(text(.htmlTheme)))</button>\n"
        return html + "<p id=\"shown\" aria-live=\"polite\"></p>\n</nav>\n"
    }

    /// The tree of features and rules, each a link to its place.
    func contents(_ features: [HTMLFormatter.PageFeature]) -> String {
        var html = "<nav class=\"tree\" aria-label=\"\(attr(text(.htmlContents)))\"><details open=\"\"><summary>"
        html += esc(text(.htmlContents)) + "</summary>\n<ul>\n"
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
    func trend(_ history: RunHistory) -> String {
        guard history.runs.count > 1 else { return "" }
        var html = "<section class=\"trend\" id=\"trend\">\n<h2>\(esc(text(.htmlHistory)))</h2>\n"
        html += HTMLTrendChart(runs: history.runs, text: text).svg
        // The chart is for the eye; the table says the same to screen readers and on paper.
        html +=
            "<div class=\"visually-hidden\"><table class=\"trend\"><caption>\(esc(text(.htmlTrend)))</caption>\n<tr><th>\(esc(text(.htmlStarted)))</th>"
        html += "<th>\(esc(text(.htmlPassing)))</th><th>\(esc(text(.htmlBound)))</th></tr>\n"
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

    func coverageSection(
        _ features: [HTMLFormatter.PageFeature], coverage: ScenarioCoverage, index: RunIndex
    ) -> String {
        var html = "<section class=\"coverage\" id=\"coverage\">\n<h2>\(esc(text(.htmlCoverage)))</h2>\n"
        html += "<table>\n<tr><th></th><th>\(esc(text(.htmlBound)))</th>"
        if !options.dryRun { html += "<th>\(esc(text(.htmlPassing)))</th>" }
        html += "</tr>\n" + coverageRow(text(.htmlScenarios), coverage.overall) + "</table>\n"
        if !coverage.lost.isEmpty {
            let lost = SummaryReport.lostText(coverage.lost, text.catalog)
            html += "<p class=\"lost\" id=\"lost\"><span class=\"status failed\">\(esc(lost))</span></p>\n"
        }
        if let minimum = options.coverageMinimum {
            let held = index.judgement?.gateHolds ?? true
            html += "<p class=\"gate\" id=\"gate\"><span class=\"status \(held ? "passed" : "failed")\">"
            html +=
                esc(held ? text(.htmlGateHeld) : text(.htmlGateFailed)) + " \(esc(text.percent(minimum)))</span></p>\n"
        }
        // The tables by feature, rule and tag are long: folded.
        html += "<details class=\"coverage-detail\"><summary>"
        html += esc(text(.htmlCoverageDetail)) + "</summary>\n"
        for (title, groups) in [
            (text(.htmlByFeature), coverage.features), (text(.htmlByRule), coverage.rules),
            (text(.htmlByTag), coverage.tags),
        ]
        where !groups.isEmpty {
            html +=
                "<h3>\(esc(title))</h3>\n<table>\n<tr><th>\(esc(text(.htmlName)))</th><th>\(esc(text(.htmlBound)))</th>"
            if !options.dryRun { html += "<th>\(esc(text(.htmlPassing)))</th>" }
            html += "</tr>\n"
            for group in groups { html += coverageRow(group.name, group.tally) }
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
            html += "<h3>\(esc(text(.htmlUnbound)))</h3>\n<ul class=\"unbound\" id=\"unbound\">\n\(unbound)</ul>\n"
        }
        // Asked for with the usage report, which lists them whatever is run.
        let unusedDefinitions =
            options.listsUnusedDefinitions ? coverage.unusedDefinitions(in: index, whateverIsRun: true) : []
        if !unusedDefinitions.isEmpty {
            html += "<h3>\(esc(text(.htmlUnusedDefinitions)))</h3>\n<ul class=\"unused\" id=\"unused\">\n"
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
    func problemsSection(_ problems: [Diagnostic], title: String, id: String, quotesLines: Bool = false)
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

    private func coverageRow(_ name: String, _ tally: ScenarioCoverage.Tally) -> String {
        var html = "<tr><th>\(esc(name))</th>" + tallyCell(tally.bound, tally.total, tally.boundPercent)
        if !options.dryRun { html += tallyCell(tally.passing, tally.total, tally.passingPercent) }
        return html + "</tr>\n"
    }

    private func tallyCell(_ part: Int, _ whole: Int, _ percent: Double) -> String {
        let width = Int(percent.rounded())
        return "<td class=\"number\">\(text.of(part, whole)) (\(text.percent(percent)))"
            + "<span class=\"bar\"><span style=\"width: \(width)%\"></span></span></td>"
    }

    /// One count of a list of counts (`<dt>` label, `<dd>` number or value), of the status `kind` when given.
    static func count(_ label: String, _ number: Int?, _ kind: String, value: String? = nil) -> String {
        let shown = value ?? number.map(String.init) ?? ""
        let kindClass = kind.isEmpty ? "" : " class=\"status \(kind)\""
        return "<div><dt>\(ReportEscaping.markup(label))</dt><dd\(kindClass)>\(ReportEscaping.markup(shown))</dd></div>"
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
