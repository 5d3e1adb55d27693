import CucumberMessages
import Gherkin
import SpecRunnerCore

/// The end-of-run summary.
///
/// Failing scenarios, counts, coverage and the gate, snippets for undefined steps, unused definitions, and
/// timing. Written by `pretty` at its end and by `summary` on its own.
@MainActor
package struct SummaryReport {
    struct Options {
        var style = TerminalStyle(enabled: false)
        var order: ScenarioOrder = .defined
        var dryRun = false
        var coverageMinimum: Double?
        var workingDirectory = ""
        /// Coverage per feature, rule and tag, not just overall.
        var detailedCoverage = false
        /// The texts and number conventions of the run's output language.
        var catalog = MessageCatalog.english
    }

    let options: Options
    private var catalog: MessageCatalog { options.catalog }

    func render(_ index: RunIndex, duration: Duration) -> String {
        let style = options.style
        let totals = index.totals
        var text = ""

        if !totals.failing.isEmpty {
            text += "\n" + style.paint(catalog.text(.failingScenarios), .failed) + "\n"
            for scenario in totals.failing {
                text += style.paint("  \(ReportEscaping.terminal(scenario.uri)):\(scenario.line)", .failed)
                text += style.dim("  # \(ReportEscaping.terminal(scenario.name))") + "\n"
            }
        }

        if !totals.flakyRepetitions.isEmpty {
            text += "\n" + style.paint(catalog.text(.flakyScenarios), .failed) + "\n"
            for scenario in totals.flakyRepetitions {
                text += style.paint("  \(ReportEscaping.terminal(scenario.uri)):\(scenario.line)", .failed)
                text += style.dim("  # \(ReportEscaping.terminal(scenario.name))") + "\n"
                text += "    \(scenario.runsText(catalog))\n"
            }
        }

        let flaky = totals.flaky > 0 ? catalog.text(.flakyCount(count: totals.flaky)) : nil
        text += "\n" + countsLine(totals.scenarios, noun: Message.scenarioCount, totals.scenarioCounts, extra: flaky)
        if totals.notRun > 0 { text += style.dim(" (\(catalog.text(.notRunCount(count: totals.notRun))))") }
        text += "\n"
        text +=
            countsLine(totals.stepCounts.values.reduce(0, +), noun: Message.stepCount, totals.stepCounts, extra: nil)
            + "\n"

        let coverage = totals.coverage
        text += coverageText(coverage, gateHolds: index.judgement?.gateHolds ?? true)
        let verdict = RunVerdict(index: index, dryRun: options.dryRun)
        text += style.paint(verdict.sentence(catalog), verdict.isGreen ? .passed : .failed) + "\n"
        // The warnings went out before the run; in a long run they scrolled away.
        if !index.warnings.isEmpty {
            text += style.paint(catalog.text(.warningsBeforeRun(count: index.warnings.count)), .pending)
            text += "\n"
        }

        let snippets = snippetText(index)
        if !snippets.isEmpty { text += snippets }

        let unused = coverage.unusedDefinitions(in: index)
        if !unused.isEmpty {
            text += "\n" + style.dim(catalog.text(.unusedDefinitions)) + "\n"
            for definition in unused {
                text += "  \(definition.pattern.source)"
                text +=
                    style.dim("  \(definition.sourceReference.description(relativeTo: options.workingDirectory))")
                    + "\n"
            }
        }

        if case .random = options.order {
            text += "\n" + catalog.text(.randomizedOrder(order: "\(options.order)")) + "\n"
        }
        if options.dryRun { text += "\n" + catalog.text(.dryRunNote) + "\n" }
        text += catalog.text(.finishedIn(duration: catalog.duration(duration))) + "\n"
        return text
    }

    /// What of the feature files the run does not check, and where, in `catalog`'s language: `Written but never
    /// checked: 1 scenario, 2 steps (a.feature:6, a.feature:11)`.
    static func lostText(_ lost: [LostContent], _ catalog: MessageCatalog) -> String {
        let places = lost.prefix(8).map(\.place).joined(separator: ", ") + (lost.count > 8 ? ", …" : "")
        return catalog.text(.lostText(counts: LostContent.counts(lost, catalog), places: places))
    }

    /// The gate's verdict for standard error, when no summary on standard output explains it: which scenarios
    /// are not bound and why, and the unused definitions.
    package static func gateFailure(
        _ index: RunIndex, minimum: Double, workingDirectory: String, catalog: MessageCatalog = .english
    ) -> String {
        let coverage = index.totals.coverage
        let overall = coverage.overall
        var text = catalog.text(.error) + ": "
        text += catalog.text(
            .gateFailedError(
                bound: String(overall.bound), total: String(overall.total),
                percent: catalog.percent(overall.boundPercent), minimum: catalog.percent(minimum)))
        text += "\n"
        text += unboundText(coverage, catalog, style: TerminalStyle(enabled: false))
        let unused = coverage.unusedDefinitions(in: index)
        if !unused.isEmpty {
            text += catalog.text(.unusedDefinitions) + "\n"
            for definition in unused {
                text += "  \(ReportEscaping.terminal(definition.pattern.source))  "
                text += definition.sourceReference.description(relativeTo: workingDirectory) + "\n"
            }
        }
        return text
    }

    /// The scenarios that are not bound, each with why; nothing when every one is.
    private static func unboundText(_ coverage: ScenarioCoverage, _ catalog: MessageCatalog, style: TerminalStyle)
        -> String
    {
        guard !coverage.unbound.isEmpty else { return "" }
        var text = catalog.text(.scenariosNotBound) + "\n"
        for scenario in coverage.unbound {
            let name = ReportEscaping.terminal(scenario.name)
            text += "  \(ReportEscaping.terminal(scenario.uri)):\(scenario.line)" + style.dim("  # \(name)") + "\n"
            for reason in scenario.reasons { text += "    - \(ReportEscaping.terminal(reason.text(catalog)))\n" }
        }
        return text
    }

    private func countsLine(_ total: Int, noun: (Int) -> Message, _ counts: [Status: Int], extra: String?) -> String {
        var parts = ReportOutline.statusOrder.compactMap { status -> String? in
            guard let count = counts[status], count > 0 else { return nil }
            return options.style.paint("\(count) \(catalog.text(status.message(count: count)))", status)
        }
        if let extra { parts.append(extra) }
        let counted = catalog.text(noun(total))
        return parts.isEmpty ? counted : "\(counted) (\(parts.joined(separator: ", ")))"
    }

    private func coverageText(_ coverage: ScenarioCoverage, gateHolds: Bool) -> String {
        let style = options.style
        let overall = coverage.overall
        var text = catalog.text(
            .coverageBound(
                bound: String(overall.bound), total: String(overall.total),
                percent: catalog.percent(overall.boundPercent)))
        text += passedText(overall, Message.coveragePassed) + "\n"
        if !coverage.lost.isEmpty {
            text += style.paint(ReportEscaping.terminal(Self.lostText(coverage.lost, catalog)), .failed) + "\n"
        }
        if options.dryRun && (options.coverageMinimum != nil || options.detailedCoverage) {
            text += style.dim(catalog.text(.dryRunPendingNote))
            text += "\n"
        }
        if let minimum = options.coverageMinimum {
            if gateHolds {
                text += style.paint(catalog.text(.gateHeld(minimum: catalog.percent(minimum))), .passed) + "\n"
            } else {
                let sentence = catalog.text(
                    .gateFailed(bound: catalog.percent(overall.boundPercent), minimum: catalog.percent(minimum)))
                text += style.paint(sentence, .failed) + "\n"
            }
        }
        if options.coverageMinimum != nil || options.detailedCoverage {
            text += Self.unboundText(coverage, catalog, style: style)
        }
        if options.detailedCoverage {
            let kinds: [(Message, [ScenarioCoverage.Group])] = [
                (.coverageByFeature, coverage.features), (.coverageByRule, coverage.rules),
                (.coverageByTag, coverage.tags),
            ]
            for (title, groups) in kinds where !groups.isEmpty {
                text += catalog.text(.coverageBy(group: catalog.text(title))) + "\n"
                for group in groups {
                    let tally = group.tally
                    text +=
                        "  "
                        + catalog.text(
                            .groupBound(
                                name: ReportEscaping.terminal(group.name), bound: String(tally.bound),
                                total: String(tally.total), percent: catalog.percent(tally.boundPercent)))
                    text += passedText(tally, Message.groupPassed) + "\n"
                }
            }
        }
        return text
    }

    /// How many scenarios of `tally` passed, as `message` says it; nothing in a dry run, which passes none.
    private func passedText(_ tally: ScenarioCoverage.Tally, _ message: (String, String, String) -> Message) -> String {
        guard !options.dryRun else { return "" }
        return catalog.text(message(String(tally.passing), String(tally.total), catalog.percent(tally.passingPercent)))
    }

    private func snippetText(_ index: RunIndex) -> String {
        var text = ""
        let definitions = index.stepDefinitionOrder.compactMap { index.stepDefinitions[$0] }
        for undefined in index.totals.undefined {
            let stepText = ReportEscaping.terminal(undefined.text)
            text += "\n" + options.style.paint(catalog.text(.undefinedStep(step: stepText)), .undefined)
            text +=
                options.style.dim(catalog.text(.undefinedStepAt(place: ReportEscaping.terminal(undefined.location))))
                + "\n"
            // Typographic quotes around a {string} argument are the usual reason, and hide the definition meant.
            let straightened = Self.straighteningQuotes(undefined.text)
            if straightened != undefined.text {
                text += "  \(catalog.text(.hint)): \(catalog.text(.typographicQuotesHint))\n"
            }
            let closest = closeDefinitions(toUndefined: undefined.text, among: definitions)
            if !closest.isEmpty {
                text += "  \(catalog.text(.didYouMean))\n"
                for (position, _) in closest {
                    let definition = definitions[position]
                    let place = definition.sourceReference.description(relativeTo: options.workingDirectory)
                    text +=
                        "    \(ReportEscaping.terminal(definition.pattern.source))" + options.style.dim("  (\(place))")
                        + "\n"
                }
            }
            // A slip of the definition meant: a snippet for the step would duplicate it.
            guard closest.first.map({ $0.slips > slipLimit }) ?? true else { continue }
            text += "  \(catalog.text(.implementItWith))\n"
            for line in undefined.snippet.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "    \(line)\n"
            }
        }
        return text
    }
}

extension SummaryReport {
    /// `text` with typographic double quotes (`“…”`, `«…»`, `„…“`) made straight (single ones are left: `’` is
    /// an apostrophe more often than a quote).
    nonisolated package static func straighteningQuotes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "“", "”", "„", "«", "»": result.append("\"")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` with each `"…"` written `{string}`, as a definition's expression would read.
    nonisolated static func quotedAsParameters(_ text: String) -> String {
        text.replacing(#/"[^"]*"/#, with: "{string}")
    }
}

/// `0.123 s`, `1 m 02.5 s`.
func formatDuration(_ duration: Duration) -> String {
    let seconds = duration.totalSeconds
    if seconds < 60 { return String(format3(seconds)) + " s" }
    let minutes = Int(seconds / 60)
    return "\(minutes) m \(format3(seconds - Double(minutes * 60))) s"
}

private func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
