import CucumberMessages
import Gherkin
import SpecRunnerCore

/// Renders one scenario of the HTML report when it finishes: its steps with their status, data tables, doc
/// strings, failure details, attachments, earlier attempts and recent results, and the values the page's header
/// reads of it (``HTMLScenarioSummary``).
@MainActor
struct HTMLScenarioRenderer {
    let index: RunIndex
    let options: HTMLFormatter.Options
    let text: HTMLReportText
    /// The earlier runs the history keeps beside this one, oldest first; nil without `--history`.
    let earlierRuns: [RunHistory.Run]?
    let attachments: HTMLAttachments

    private var features: HTMLFeatureRenderer {
        HTMLFeatureRenderer(index: index, text: text, links: options.tagLinks)
    }

    /// What the page keeps of `scenario`: its markup as element `id`, with its recent results under the history
    /// `key`, and the values the page's header and counts read.
    func summary(
        of scenario: ReportOutline.ScenarioEntry,
        id: String,
        key: String,
        backgrounds: [String: Background]
    ) -> HTMLScenarioSummary {
        var stepCounts: [Status: Int] = [:]
        if let attempt = scenario.finalAttempt {
            let steps = scenario.steps ?? attempt.steps
            for position in steps.indices where steps.pickleStepId(at: position) != nil {
                stepCounts[attempt.result(at: position)?.status ?? .skipped, default: 0] += 1
            }
        }
        let reasons = unboundReasons(scenario)
        // Bound: a test case whose every step has exactly one definition and none pending, and a step.
        let isBound = scenario.steps != nil && reasons.isEmpty
        return HTMLScenarioSummary(
            name: scenario.pickle.name, line: scenario.line, hasSteps: !scenario.pickle.steps.isEmpty,
            rule: scenario.rule.map { ($0.id, $0.name) }, tags: scenario.pickle.tags.map(\.name),
            status: scenario.status, isFlaky: scenario.isFlaky,
            stepCounts: stepCounts,
            unboundReasons: reasons,
            markup: renderScenario(scenario, id: id, key: key, backgrounds: backgrounds, isBound: isBound))
    }

    private func renderScenario(
        _ scenario: ReportOutline.ScenarioEntry,
        id: String,
        key: String,
        backgrounds: [String: Background],
        isBound: Bool
    ) -> String {
        // A scenario without steps passes, as in Cucumber, but checks nothing: it never shows as a green pass.
        let checksNothing = scenario.pickle.steps.isEmpty && scenario.status == .passed
        let status = checksNothing ? "nosteps" : HTMLFeatureRenderer.statusClass(scenario.status)
        // What needs reading is open: not what passed, nor, in a dry run, what was merely matched. (Without a
        // script, the page's noscript style shows closed ones expanded too.)
        let quiet = scenario.status == .passed || (options.dryRun && scenario.status == .skipped)
        // This run is the history's last, so it shows among the recent results.
        let recent =
            earlierRuns.map {
                $0.compactMap { $0.scenarios[key] } + [
                    HTMLFeatureRenderer.historyResult(
                        status: scenario.status, isFlaky: scenario.isFlaky, hasSteps: !scenario.pickle.steps.isEmpty)
                ]
            } ?? []
        let unstable = !scenario.isFlaky && Set(recent.filter { $0 != "notrun" }).count > 1
        let row = index.astIndex(uri: scenario.pickle.uri)?.row(of: scenario.pickle)
        // What the page's filters read; the flags only when set, as most scenarios are neither.
        var html = "<details class=\"scenario \(status)\" id=\"\(id)\"\(quiet ? "" : " open=\"\"")"
        html += " data-status=\"\(status)\"\(scenario.isFlaky || unstable ? " data-flaky=\"\"" : "")"
        html += isBound ? "" : " data-unbound=\"\""
        html += " data-tags=\"\(attr(scenario.pickle.tags.map(\.name).joined(separator: " ")))\">"
        html += "\n<summary>"
        html += "<span class=\"keyword\">\(esc(scenario.keyword)):</span> "
        html += "<span class=\"name\">\(esc(scenario.pickle.name))</span> "
        if let row, let header = row.examples.tableHeader {
            let values = zip(header.cells, row.row.cells).map { "\($0.value) = \($1.value)" }
            html += "<span class=\"example-values\">(\(esc(values.joined(separator: ", "))))</span> "
        }
        let word = checksNothing ? text(.htmlNoSteps) : HTMLFeatureRenderer.statusWord(scenario.status, text)
        html += "<span class=\"badge status \(status)\">\(esc(word))</span>"
        if scenario.isFlaky { html += "<span class=\"badge flaky\">\(esc(flakyBadge(scenario)))</span>" }
        if unstable { html += "<span class=\"badge flaky\">\(esc(text(.htmlUnstable)))</span>" }
        html += " <span class=\"where\">\(esc(scenario.pickle.uri)):\(scenario.line)"
        if scenario.finalAttempt != nil { html += " · \(text.catalog.shortDuration(scenario.duration))" }
        html += "</span>"
        if recent.count > 1 {
            html += "<span class=\"history\" role=\"img\" aria-label=\"\(attr(text(.htmlRecentResults))): "
            html += attr(recent.joined(separator: ", ")) + "\">"
            html += recent.map { "<span class=\"\($0 == "flaky" ? "passed" : $0)\"></span>" }.joined() + "</span>"
        }
        html += "</summary>\n"
        // Its own tags: the feature's and rule's show on their headings, an outline row's above its table.
        if row == nil {
            html += features.tags(scenario.scenario.map { $0.tags.map(\.name) } ?? scenario.pickle.tags.map(\.name))
            if let description = scenario.scenario?.description { html += features.description(description) }
        }

        guard let attempt = scenario.finalAttempt else { return html + "</details>\n" }
        if scenario.attempts.count > 1 {
            html +=
                "<p class=\"detail\">\(esc(text.attempt(attempt.started.attempt + 1, of: scenario.attempts.count)))</p>\n"
        }
        html += "<ol class=\"steps\">\n"
        var lastBackground: String?
        for step in ReportOutline.steps(of: attempt, pickle: scenario.pickle, index: index) {
            if case .step(let pickleStep, _, true) = step.kind, let id = pickleStep.astNodeId,
                let background = backgrounds[id],
                background.id != lastBackground
            {
                lastBackground = background.id
                html += "<li class=\"group\">\(esc(background.keyword)):"
                html += (background.name.isEmpty ? "" : " " + esc(background.name)) + "</li>\n"
            }
            html += renderStep(step, scenario: scenario, id: id)
        }
        html += "</ol>\n"
        html += earlierAttempts(scenario)
        return html + "</details>\n"
    }

    /// Why a scenario is not bound, as list items: each undefined, ambiguous or pending step with its location, or
    /// that it has no steps.
    private func unboundReasons(_ scenario: ReportOutline.ScenarioEntry) -> [String] {
        guard let steps = scenario.steps else { return [] }
        var reasons: [String] = []
        for position in steps.indices {
            guard let pickleStepId = steps.pickleStepId(at: position),
                let pickleStep = index.pickleStep(pickleStepId, in: scenario.pickle)
            else { continue }
            let definitions = steps.definitionIds(at: position)
            let kind: (label: String, status: Status)?
            if definitions.isEmpty {
                kind = (text(.htmlUndefinedStep), .undefined)
            } else if definitions.count > 1 {
                kind = (text(.htmlAmbiguousStep), .ambiguous)
            } else if scenario.finalAttempt?.result(of: steps.id(at: position))?.status == .pending {
                kind = (text(.htmlPendingStep), .pending)
            } else {
                kind = nil
            }
            guard let kind else { continue }
            let line = index.astStep(of: pickleStep, in: scenario.pickle)?.line ?? scenario.line
            reasons.append(
                "<span class=\"status \(kind.status.word)\">\(esc(kind.label))</span> “\(esc(pickleStep.text))” "
                    + "<span class=\"where\">\(esc(scenario.pickle.uri)):\(line)</span>"
            )
        }
        if scenario.pickle.steps.isEmpty {
            reasons.append("<span class=\"status pending\">\(esc(text(.htmlNoSteps)))</span>")
        }
        return reasons
    }

    /// What a flaky scenario's badge says: passed on a retry, or its runs (`--repeat`).
    private func flakyBadge(_ scenario: ReportOutline.ScenarioEntry) -> String {
        guard scenario.isRepeated else { return text(.htmlFlaky) }
        return text(.htmlFlakyRepeated(runs: RunTotals.Flaky.runsText(scenario.attempts.map(\.status), text.catalog)))
    }

    private func earlierAttempts(_ scenario: ReportOutline.ScenarioEntry) -> String {
        guard scenario.attempts.count > 1 else { return "" }
        var html = "<details class=\"attempts\"><summary>\(esc(text(.htmlEarlierAttempts))) "
        html += "(\(scenario.attempts.count - 1))</summary>\n<ol>\n"
        // The attempts but the one shown: the earlier ones, or with `--repeat` the other runs.
        for attempt in scenario.attempts where attempt !== scenario.finalAttempt {
            let steps = ReportOutline.steps(of: attempt, pickle: scenario.pickle, index: index)
            let number = attempt.started.attempt + 1
            html += "<li class=\"\(attempt.status.word)\">\(esc(text.attempt(number, of: scenario.attempts.count)))"
            html +=
                ": <span class=\"status \(attempt.status.word)\">\(esc(HTMLFeatureRenderer.statusWord(attempt.status, text)))</span>"
            if let culprit = ReportOutline.culprit(among: steps) {
                html += " — " + esc(culprit.label { text($0 ? .htmlBeforeHook : .htmlAfterHook) })
                if let message = culprit.message(relativeTo: options.workingDirectory, text.catalog) {
                    html += "<pre class=\"error\">\(esc(message))</pre>"
                }
            }
            html += "</li>\n"
        }
        return html + "</ol>\n</details>\n"
    }

    // MARK: Steps

    private func renderStep(
        _ step: ReportOutline.StepEntry,
        scenario: ReportOutline.ScenarioEntry,
        id: String
    ) -> String {
        let status = step.status
        if step.isHook && (status == .passed || status == .skipped) && step.attachments.isEmpty { return "" }
        var classes = "step \(status.word)"
        if case .step(_, _, true) = step.kind { classes += " background" }
        let word = text.statusSingular[status] ?? status.word
        // The mark before the step is the style sheet's, from its class (`HTMLReportAssets.marks`); a status
        // other than passed is also written out after the step.
        var html = "<li class=\"\(classes)\">"
        switch step.kind {
        case .hook(let hook):
            html +=
                "<span class=\"keyword\">\(esc(step.isBeforeHook ? text(.htmlBeforeHook) : text(.htmlAfterHook)))</span>"
            if let name = hook?.name { html += " <span class=\"text\">\(esc(name))</span>" }
            if let hook {
                let place = hook.sourceReference.description(relativeTo: options.workingDirectory)
                html += " <span class=\"where\">\(esc(place))</span>"
            }
        case .step(let pickleStep, let ast, _):
            html += "<span class=\"keyword\">\(esc(ast?.keyword ?? ""))</span>"
            html += "<span class=\"text\">\(highlighted(pickleStep.text, step))</span>"
            // The line only: the scenario's heading gives the file.
            if let line = ast?.line {
                html += " <span class=\"where\">:\(line)"
                if let duration = step.result?.duration, status != .skipped {
                    html += " · \(text.catalog.shortDuration(duration))"
                }
                html += "</span>"
            }
        }
        if status != .passed { html += " <span class=\"status \(status.word)\">— \(esc(word))</span>" }
        if case .step(let pickleStep, _, _) = step.kind {
            html += argument(pickleStep.argument)
        }
        if let message = step.message(relativeTo: options.workingDirectory, text.catalog), status != .passed {
            let kind = status == .skipped || status == .pending ? "note" : "error"
            html += "<pre class=\"\(kind)\">\(esc(message))</pre>\n"
        }
        if status == .failed, let definition = step.definition {
            let place = definition.sourceReference.description(relativeTo: options.workingDirectory)
            html += "<div class=\"detail\">\(esc(text(.htmlStepDefinition))): \(esc(place))</div>\n"
        }
        if status == .undefined, case .step(let pickleStep, _, _) = step.kind,
            let snippet = scenario.suggestions[pickleStep.id]?.first?.snippets.first?.code
        {
            html += "<details class=\"detail snippet\"><summary>\(esc(text(.htmlImplementWith)))</summary>"
            html += "<pre>\(esc(snippet))</pre></details>\n"
        }
        for (number, attachment) in step.attachments.enumerated() {
            html += attachments.markup(attachment, name: "\(id)-\(step.id)-\(number + 1)")
        }
        return html + "</li>\n"
    }

    /// The step text with the values its definition extracted highlighted.
    private func highlighted(_ text: String, _ step: ReportOutline.StepEntry) -> String {
        let arguments = step.arguments
            .compactMap { argument -> (start: Int, length: Int)? in
                guard let start = argument.group.start, let value = argument.group.value else { return nil }
                return (start, value.unicodeScalars.count)
            }
            .sorted { $0.start < $1.start }
        guard step.definitions.count == 1, !arguments.isEmpty else { return esc(text) }
        // Offsets are in Unicode scalars; the text is walked once, from one argument to the next.
        let scalars = text.unicodeScalars
        var html = ""
        var position = 0
        var index = scalars.startIndex
        for (start, length) in arguments where start >= position && length > 0 {
            guard let argumentStart = scalars.index(index, offsetBy: start - position, limitedBy: scalars.endIndex),
                let argumentEnd = scalars.index(argumentStart, offsetBy: length, limitedBy: scalars.endIndex)
            else { continue }
            html += esc(String(scalars[index..<argumentStart]))
            html += "<span class=\"argument\">"
            html += esc(String(scalars[argumentStart..<argumentEnd])) + "</span>"
            position = start + length
            index = argumentEnd
        }
        return html + esc(String(scalars[index...]))
    }

    private func argument(_ argument: PickleStepArgument?) -> String {
        var html = ""
        if let table = argument?.dataTable {
            html += "<table class=\"data-table\">"
            for row in table.rows {
                html += "<tr>" + row.map { "<td>\(esc($0))</td>" }.joined() + "</tr>"
            }
            html += "</table>\n"
        }
        if let docString = argument?.docString {
            let type = docString.mediaType.map { " data-media-type=\"\(attr($0))\"" } ?? ""
            html += "<pre class=\"doc-string\"\(type)>\(esc(docString.content))</pre>\n"
        }
        return html
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
