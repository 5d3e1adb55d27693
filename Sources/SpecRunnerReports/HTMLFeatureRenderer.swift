import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore

/// Writes one feature of the HTML report: its rules, outlines and scenarios.
///
/// Each scenario shows its steps with their status, data tables, doc strings, failure details, attachments,
/// earlier attempts and recent results. An outline is written once, its Examples tables with each row coloured by
/// its result, followed by the rows' scenarios.
///
/// A scenario is rendered when it finishes (``summary(of:id:key:backgrounds:)``), and kept as markup; a feature
/// is written at the end from those, so the page is streamed rather than held in memory.
@MainActor
struct HTMLFeatureRenderer {
    /// Statuses from best to worst, as counts are listed.
    static let statusOrder: [Status] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped, .unknown]

    /// Media types shown as images; anything else binary becomes a download.
    private static let imageTypes: Set<String> = [
        "image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "image/bmp",
    ]

    /// Attachments larger than this (in characters of their body) are written beside the report, when it has a
    /// place to put them, so that the page stays small.
    static let inlineAttachmentLimit = 64 * 1024

    let index: RunIndex
    let options: HTMLFormatter.Options
    let text: HTMLReportText
    /// The earlier runs the history keeps beside this one, oldest first; nil without `--history`.
    let earlierRuns: [RunHistory.Run]?
    /// Where large attachments go: the folder as written to disk and as linked from the page; nil keeps them inline.
    let attachmentsFolder: (disk: String, link: String)?

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
        guard let status else { return text.notRun }
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

    // MARK: Scenarios

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
            let testSteps = (scenario.testCase ?? attempt.testCase).testSteps
            for (position, step) in testSteps.enumerated() where step.pickleStepId != nil {
                stepCounts[attempt.result(at: position)?.status ?? .skipped, default: 0] += 1
            }
        }
        return HTMLScenarioSummary(
            name: scenario.pickle.name, line: scenario.line, hasSteps: !scenario.pickle.steps.isEmpty,
            rule: scenario.rule.map { ($0.id, $0.name) }, status: scenario.status, isFlaky: scenario.isFlaky,
            stepCounts: stepCounts,
            unboundReasons: unboundReasons(scenario),
            markup: renderScenario(scenario, id: id, key: key, backgrounds: backgrounds))
    }

    private func renderScenario(
        _ scenario: ReportOutline.ScenarioEntry,
        id: String,
        key: String,
        backgrounds: [String: Background]
    ) -> String {
        // A scenario without steps passes, as in Cucumber, but checks nothing: it never shows as a green pass.
        let checksNothing = scenario.pickle.steps.isEmpty && scenario.status == .passed
        let status = checksNothing ? "nosteps" : Self.statusClass(scenario.status)
        // What needs reading is open: not what passed, nor, in a dry run, what was merely matched. (Without a
        // script, the page's noscript style shows closed ones expanded too.)
        let quiet = scenario.status == .passed || (options.dryRun && scenario.status == .skipped)
        // This run is the history's last, so it shows among the recent results.
        let recent =
            earlierRuns.map {
                $0.compactMap { $0.scenarios[key] } + [
                    Self.historyResult(
                        status: scenario.status, isFlaky: scenario.isFlaky, hasSteps: !scenario.pickle.steps.isEmpty)
                ]
            } ?? []
        let unstable = !scenario.isFlaky && Set(recent.filter { $0 != "notrun" }).count > 1
        let row = index.astIndex(uri: scenario.pickle.uri)?.row(of: scenario.pickle)
        // What the page's filters read; the flags only when set, as most scenarios are neither.
        var html = "<details class=\"scenario \(status)\" id=\"\(id)\"\(quiet ? "" : " open=\"\"")"
        html += " data-status=\"\(status)\"\(scenario.isFlaky || unstable ? " data-flaky=\"\"" : "")"
        html += isBound(scenario) ? "" : " data-unbound=\"\""
        html += " data-tags=\"\(attr(scenario.pickle.tags.map(\.name).joined(separator: " ")))\">"
        html += "\n<summary>"
        html += "<span class=\"keyword\">\(esc(scenario.keyword)):</span> "
        html += "<span class=\"name\">\(esc(scenario.pickle.name))</span> "
        if let row, let header = row.examples.tableHeader {
            let values = zip(header.cells, row.row.cells).map { "\($0.value) = \($1.value)" }
            html += "<span class=\"example-values\">(\(esc(values.joined(separator: ", "))))</span> "
        }
        let word = checksNothing ? text.noSteps : Self.statusWord(scenario.status, text)
        html += "<span class=\"badge status \(status)\">\(esc(word))</span>"
        if scenario.isFlaky { html += "<span class=\"badge flaky\">\(esc(text.flaky))</span>" }
        if unstable { html += "<span class=\"badge flaky\">\(esc(text.unstable))</span>" }
        html += " <span class=\"where\">\(esc(scenario.pickle.uri)):\(scenario.line)"
        if scenario.finalAttempt != nil { html += " · \(text.catalog.shortDuration(scenario.duration))" }
        html += "</span>"
        if recent.count > 1 {
            html += "<span class=\"history\" role=\"img\" aria-label=\"\(attr(text.recentResults)): "
            html += attr(recent.joined(separator: ", ")) + "\">"
            html += recent.map { "<span class=\"\($0 == "flaky" ? "passed" : $0)\"></span>" }.joined() + "</span>"
        }
        html += "</summary>\n"
        // Its own tags: the feature's and rule's show on their headings, an outline row's above its table.
        if row == nil {
            html += tags(scenario.scenario.map { $0.tags.map(\.name) } ?? scenario.pickle.tags.map(\.name))
            if let description = scenario.scenario?.description { html += self.description(description) }
        }

        guard let attempt = scenario.finalAttempt else { return html + "</details>\n" }
        if scenario.attempts.count > 1 {
            html +=
                "<p class=\"detail\">\(esc(text.attempt(scenario.attempts.count, of: scenario.attempts.count)))</p>\n"
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
        guard let testCase = scenario.testCase else { return [] }
        var reasons: [String] = []
        for testStep in testCase.testSteps {
            guard let pickleStepId = testStep.pickleStepId,
                let pickleStep = index.pickleStep(pickleStepId, in: scenario.pickle)
            else { continue }
            let definitions = testStep.stepDefinitionIds ?? []
            let kind: (label: String, status: Status)?
            if definitions.isEmpty {
                kind = (text.undefinedStep, .undefined)
            } else if definitions.count > 1 {
                kind = (text.ambiguousStep, .ambiguous)
            } else if scenario.finalAttempt?.result(of: testStep.id)?.status == .pending {
                kind = (text.pendingStep, .pending)
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
            reasons.append("<span class=\"status pending\">\(esc(text.noSteps))</span>")
        }
        return reasons
    }

    /// Every step has exactly one definition and none is pending, and there is a step.
    private func isBound(_ scenario: ReportOutline.ScenarioEntry) -> Bool {
        guard !scenario.pickle.steps.isEmpty, let testCase = scenario.testCase else { return false }
        return testCase.testSteps.allSatisfy { step in
            step.pickleStepId == nil
                || ((step.stepDefinitionIds ?? []).count == 1
                    && scenario.finalAttempt?.result(of: step.id)?.status != .pending)
        }
    }

    private func earlierAttempts(_ scenario: ReportOutline.ScenarioEntry) -> String {
        guard scenario.attempts.count > 1 else { return "" }
        var html = "<details class=\"attempts\"><summary>\(esc(text.earlierAttempts)) "
        html += "(\(scenario.attempts.count - 1))</summary>\n<ol>\n"
        for (number, attempt) in scenario.attempts.dropLast().enumerated() {
            let steps = ReportOutline.steps(of: attempt, pickle: scenario.pickle, index: index)
            html += "<li class=\"\(attempt.status.word)\">\(esc(text.attempt(number + 1, of: scenario.attempts.count)))"
            html +=
                ": <span class=\"status \(attempt.status.word)\">\(esc(Self.statusWord(attempt.status, text)))</span>"
            if let culprit = ReportOutline.culprit(among: steps) {
                html += " — " + esc(label(of: culprit))
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
            html += "<span class=\"keyword\">\(esc(step.isBeforeHook ? text.beforeHook : text.afterHook))</span>"
            if let name = hook?.name { html += " <span class=\"text\">\(esc(name))</span>" }
            if let hook {
                let place = hook.sourceReference.description(relativeTo: options.workingDirectory)
                html += " <span class=\"where\">\(esc(place))</span>"
            }
        case .step(let pickleStep, let ast, _):
            html += "<span class=\"keyword\">\(esc(ast?.keyword ?? ""))</span>"
            html += "<span class=\"text\">\(highlighted(pickleStep.text, step.testStep))</span>"
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
            html += "<div class=\"detail\">\(esc(text.stepDefinition)): \(esc(place))</div>\n"
        }
        if status == .undefined, case .step(let pickleStep, _, _) = step.kind,
            let snippet = scenario.suggestions[pickleStep.id]?.first?.snippets.first?.code
        {
            html += "<details class=\"detail snippet\"><summary>\(esc(text.implementWith))</summary>"
            html += "<pre>\(esc(snippet))</pre></details>\n"
        }
        for (number, attachment) in step.attachments.enumerated() {
            html += self.attachment(attachment, name: "\(id)-\(step.testStep.id)-\(number + 1)")
        }
        return html + "</li>\n"
    }

    /// The step text with the values its definition extracted highlighted.
    private func highlighted(_ text: String, _ testStep: TestStep) -> String {
        let arguments = (testStep.stepMatchArgumentsLists?.first?.stepMatchArguments ?? [])
            .compactMap { argument -> (start: Int, length: Int)? in
                guard let start = argument.group.start, let value = argument.group.value else { return nil }
                return (start, value.unicodeScalars.count)
            }
            .sorted { $0.start < $1.start }
        guard (testStep.stepDefinitionIds ?? []).count == 1, !arguments.isEmpty else { return esc(text) }
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

    private func attachment(_ attachment: Attachment, name fileStem: String) -> String {
        let name = attachment.fileName.map { " " + esc($0) } ?? ""
        var html = "<div class=\"attachment\"><div class=\"detail\">\(esc(text.attachment))\(name) "
        html += "<code>\(esc(attachment.mediaType))</code></div>"
        let isBase64 = attachment.contentEncoding == .base64
        if attachment.body.utf8.count > Self.inlineAttachmentLimit, let link = saved(attachment, as: fileStem) {
            html += "<div class=\"detail\">\(esc(text.savedBeside)) <a href=\"\(attr(link))\">"
            return html + "\(esc(link))</a></div></div>\n"
        }
        if isBase64, Self.imageTypes.contains(attachment.mediaType.lowercased()), Self.isBase64(attachment.body) {
            html += "<img src=\"data:\(attr(attachment.mediaType.lowercased()));base64,\(attr(attachment.body))\""
            html += " alt=\"\(attr(attachment.fileName ?? attachment.mediaType))\" />"
        } else if let body = readableText(attachment) {
            if attachment.mediaType == "text/uri-list" {
                html += "<ul>" + body.split(whereSeparator: \.isNewline).map { link(String($0)) }.joined() + "</ul>"
            } else {
                html += "<pre>\(esc(body))</pre>"
            }
        } else if isBase64, Self.isBase64(attachment.body) {
            // A download, never shown inline: the browser must not interpret what step code attached.
            let fileName = attachment.fileName ?? "attachment"
            html += "<a download=\"\(attr(fileName))\" href=\"data:application/octet-stream;base64,"
            html += "\(attr(attachment.body))\">\(esc(text.download)) \(esc(fileName))</a>"
        }
        return html + "</div>\n"
    }

    /// Writes a large attachment into the attachments folder and gives its link from the page; nil (it stays
    /// inline) when there is no folder or it cannot be written.
    private func saved(_ attachment: Attachment, as stem: String) -> String? {
        guard let folder = attachmentsFolder else { return nil }
        let data: Data
        switch attachment.contentEncoding {
        case .identity: data = Data(attachment.body.utf8)
        case .base64:
            guard let decoded = Data(base64Encoded: attachment.body) else { return nil }
            data = decoded
        }
        // The name comes from the scenario and step, never from step code: nothing attached can pick a path.
        let original = attachment.fileName ?? ""
        let fileExtension = original.contains(".") ? String(original.split(separator: ".").last ?? "") : ""
        let safeExtension = fileExtension.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? fileExtension : ""
        let name =
            stem.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "-" }.joined()
            + (safeExtension.isEmpty ? "" : "." + safeExtension)
        do {
            try FileManager.default.createDirectory(atPath: folder.disk, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder.disk + "/" + name))
        } catch {
            return nil
        }
        return folder.link + "/" + name
    }

    /// The attachment's content as text, when it is text (decoded from Base64 when needed).
    private func readableText(_ attachment: Attachment) -> String? {
        let type = attachment.mediaType.lowercased()
        let isText = type.hasPrefix("text/") || type.hasSuffix("json") || type.hasSuffix("xml")
        switch attachment.contentEncoding {
        case .identity:
            return attachment.body
        case .base64:
            guard isText, let data = Data(base64Encoded: attachment.body) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A line of a `text/uri-list`: a link when it is a web address, else text.
    private func link(_ line: String) -> String {
        let lowered = line.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return "<li>\(esc(line))</li>" }
        return "<li><a href=\"\(attr(line))\" rel=\"noopener noreferrer\">\(esc(line))</a></li>"
    }

    private func label(of step: ReportOutline.StepEntry) -> String {
        switch step.kind {
        case .hook(let hook):
            return (step.isBeforeHook ? text.beforeHook : text.afterHook) + (hook?.name.map { " \($0)" } ?? "")
        case .step(let pickleStep, let ast, _):
            return (ast?.keyword ?? "") + pickleStep.text
        }
    }

    // MARK: Helpers

    private func tags(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return "<div class=\"tags\">"
            + names.map { "<span class=\"tag\">\(esc($0))</span>" }.joined(separator: " ") + "</div>\n"
    }

    /// A description without the indentation it has in the file.
    private func description(_ text: String) -> String {
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
        html += count(text.scenarios, statuses.count, "")
        for status in Self.statusOrder where counts[status, default: 0] > 0 {
            html += count(text.statusPlural[status] ?? status.word, counts[status]!, status.word)
        }
        if notRun > 0 { html += count(text.notRunPlural, notRun, "notrun") }
        return html + "</dl>\n"
    }

    private func count(_ label: String, _ number: Int, _ kind: String) -> String {
        let kindClass = kind.isEmpty ? "" : " class=\"status \(kind)\""
        return "<div><dt>\(esc(label))</dt><dd\(kindClass)>\(number)</dd></div>"
    }

    private static func isBase64(_ body: String) -> Bool {
        body.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
                true
            default:
                false
            }
        }
    }

    private func esc(_ text: String) -> String { ReportEscaping.markup(text) }
    private func attr(_ text: String) -> String { ReportEscaping.attribute(text) }
}
