import Gherkin

/// The default report: each scenario as it finishes, in the feature's own keywords, with a mark per step,
/// failures with their message and locations, then the summary.
@MainActor
final class PrettyFormatter: Formatter {
    private let destination: ReportDestination
    private let summary: SummaryReport
    private var style: TerminalStyle { summary.options.style }
    private var lastFeatureUri: String?
    private var lastRuleId: String?
    private let started = MonotonicInstant.now()

    init(destination: ReportDestination, summary: SummaryReport) {
        self.destination = destination
        self.summary = summary
    }

    func handle(_ envelope: Envelope, index: RunIndex) {
        switch envelope {
        case .testCaseFinished(let finished):
            guard let attempt = index.attempts[finished.testCaseStartedId] else { return }
            destination.write(render(attempt, index: index, retried: finished.willBeRetried))
            destination.flushStandardOutput()
        case .testRunHookFinished(let finished) where finished.result.status != .passed:
            guard let hook = index.runHookResults.last?.hook else { return }
            let kind = hook.type == .beforeTestRun ? "BeforeAll" : "AfterAll"
            let place = hook.sourceReference.description(relativeTo: summary.options.workingDirectory)
            var text = style.paint(
                "\(TerminalStyle.symbol(finished.result.status)) \(kind) hook", finished.result.status)
            text += style.dim("  # \(hook.name.map { "\($0), " } ?? "")\(place)") + "\n"
            if let message = finished.result.message { text += indent(message, by: 4) }
            destination.write(text)
        default:
            break
        }
    }

    func finish(index: RunIndex) {
        destination.write(summary.render(index, duration: started.duration(to: .now())))
    }

    private func render(_ attempt: RunIndex.Attempt, index: RunIndex, retried: Bool) -> String {
        guard let pickle = index.pickle(of: attempt.testCase), let place = index.location(of: pickle) else { return "" }
        var text = ""
        if lastFeatureUri != pickle.uri, let feature = place.document.feature {
            text += "\n" + style.bold("\(feature.keyword): \(feature.name)") + style.dim("  # \(pickle.uri)") + "\n"
            lastFeatureUri = pickle.uri
            lastRuleId = nil
        }
        var indentation = "  "
        if let rule = place.scenario?.rule {
            if lastRuleId != rule.id {
                text += "\n  " + style.bold("\(rule.keyword): \(rule.name)") + "\n"
                lastRuleId = rule.id
            }
            indentation = "    "
        }
        let keyword = place.scenario?.scenario.keyword ?? "Scenario"
        let status = attempt.status
        text += "\n\(indentation)" + style.paint("\(TerminalStyle.symbol(status)) \(keyword): \(pickle.name)", status)
        text += style.dim("  # \(pickle.uri):\(index.line(of: pickle))")
        if attempt.started.attempt > 0 { text += style.dim("  (attempt \(attempt.started.attempt + 1))") }
        text += "\n"

        for testStep in attempt.testCase.testSteps {
            guard let result = attempt.results[testStep.id] else { continue }
            if let hookId = testStep.hookId {
                // Hooks are noise when they pass; show them only when they did something worth reading.
                guard result.status != .passed && result.status != .skipped, let hook = index.hooks[hookId] else {
                    continue
                }
                let kind = hook.type == .beforeTestCase ? "Before" : "After"
                let source = hook.sourceReference.description(relativeTo: summary.options.workingDirectory)
                text +=
                    "\(indentation)  "
                    + style.paint("\(TerminalStyle.symbol(result.status)) \(kind) hook", result.status)
                text += style.dim("  # \(hook.name.map { "\($0), " } ?? "")\(source)") + "\n"
                text += details(result, attachments: attempt.attachments[testStep.id] ?? [], indentation + "      ")
                continue
            }
            guard let pickleStepId = testStep.pickleStepId, let pickleStep = index.pickleStep(pickleStepId, in: pickle) else {
                continue
            }
            let astStep = index.astStep(of: pickleStep, in: pickle)
            let stepKeyword = astStep?.keyword ?? ""
            text +=
                "\(indentation)  "
                + style.paint("\(TerminalStyle.symbol(result.status)) \(stepKeyword)\(pickleStep.text)", result.status)
            if result.status != .passed, let line = astStep?.location.line {
                text += style.dim("  # \(pickle.uri):\(line)")
            }
            text += "\n"
            text += argumentText(pickleStep.argument, indentation + "      ")
            var extra = details(result, attachments: attempt.attachments[testStep.id] ?? [], indentation + "      ")
            if result.status == .ambiguous {
                extra += ambiguity(pickleStep.text, testStep.stepDefinitionIds ?? [], index, indentation + "      ")
            }
            if result.status == .failed, let definitionId = testStep.stepDefinitionIds?.first,
                let definition = index.stepDefinitions[definitionId]
            {
                let source = definition.sourceReference.description(relativeTo: summary.options.workingDirectory)
                extra += style.dim("\(indentation)      step definition: \(source)") + "\n"
            }
            text += extra
        }
        if retried {
            text += style.dim("\(indentation)  ↻ failed; retrying") + "\n"
        }
        return text
    }

    private func details(_ result: TestStepResult, attachments: [Attachment], _ indentation: String) -> String {
        var text = ""
        for attachment in attachments {
            if attachment.contentEncoding == .identity && attachment.mediaType.hasPrefix("text/") {
                text += style.dim(indent(attachment.body, prefix: indentation))
            } else {
                let name = attachment.fileName.map { " \($0)" } ?? ""
                text += style.dim("\(indentation)[attached \(attachment.mediaType)\(name)]") + "\n"
            }
        }
        if let message = result.message, result.status != .passed {
            text += style.paint(indent(message, prefix: indentation), result.status)
        }
        return text
    }

    /// The definitions an ambiguous step matches, which the step's result does not repeat.
    private func ambiguity(
        _ text: String,
        _ definitionIds: [String],
        _ index: RunIndex,
        _ indentation: String
    ) -> String {
        var lines = ["\"\(text)\" matches \(definitionIds.count) step definitions:"]
        for id in definitionIds {
            guard let definition = index.stepDefinitions[id] else { continue }
            let source = definition.sourceReference.description(relativeTo: summary.options.workingDirectory)
            lines.append("  \(definition.pattern.source)  (\(source))")
        }
        return style.paint(indent(lines.joined(separator: "\n"), prefix: indentation), .ambiguous)
    }

    private func argumentText(_ argument: PickleStepArgument?, _ indentation: String) -> String {
        var text = ""
        if let docString = argument?.docString {
            let fence = "\"\"\"" + (docString.mediaType ?? "")
            text += style.dim(indent("\(fence)\n\(docString.content)\n\"\"\"", prefix: indentation))
        }
        if let table = argument?.dataTable {
            let widths = (0..<(table.rows.map(\.count).max() ?? 0)).map { column in
                table.rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
            }
            for row in table.rows {
                let cells = row.enumerated().map { column, cell in
                    cell + String(repeating: " ", count: widths[column] - cell.count)
                }
                text += indentation + "| " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return text
    }

    private func indent(_ text: String, by spaces: Int) -> String {
        indent(text, prefix: String(repeating: " ", count: spaces))
    }

    private func indent(_ text: String, prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 + "\n" }.joined()
    }
}
