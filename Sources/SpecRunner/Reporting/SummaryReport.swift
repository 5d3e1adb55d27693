import CucumberMessages
import Gherkin

/// The end-of-run summary.
///
/// Failing scenarios, counts, coverage and the gate, snippets for undefined steps, unused definitions, and
/// timing. Written by `pretty` at its end and by `summary` on its own.
@MainActor
struct SummaryReport {
    struct Options {
        var style = TerminalStyle(enabled: false)
        var order: ScenarioOrder = .defined
        var dryRun = false
        var coverageMinimum: Double?
        var workingDirectory = ""
        /// Coverage per feature, rule and tag, not just overall.
        var detailedCoverage = false
    }

    let options: Options

    func render(_ index: RunIndex, duration: Duration) -> String {
        let style = options.style
        let totals = index.totals
        var text = ""

        if !totals.failing.isEmpty {
            text += "\n" + style.paint("Failing scenarios:", .failed) + "\n"
            for scenario in totals.failing {
                text += style.paint("  \(ReportEscaping.terminal(scenario.uri)):\(scenario.line)", .failed)
                text += style.dim("  # \(ReportEscaping.terminal(scenario.name))") + "\n"
            }
        }

        let flaky = totals.flaky > 0 ? "\(totals.flaky) flaky" : nil
        text += "\n" + countsLine(totals.scenarios, noun: "scenario", totals.scenarioCounts, extra: flaky)
        if totals.notRun > 0 { text += style.dim(" (\(totals.notRun) not run)") }
        text += "\n"
        text += countsLine(totals.stepCounts.values.reduce(0, +), noun: "step", totals.stepCounts, extra: nil) + "\n"

        let coverage = totals.coverage
        text += coverageText(coverage, gateHolds: index.judgement?.gateHolds ?? true)
        let verdict = RunVerdict(index: index, dryRun: options.dryRun)
        text += style.paint(verdict.sentence(spanish: false), verdict.isGreen ? .passed : .failed) + "\n"
        // The warnings went out before the run; in a long run they scrolled away.
        if !index.warnings.isEmpty {
            let count = index.warnings.count
            text += style.paint(
                "\(count) warning\(count == 1 ? "" : "s") about the feature files, printed before the run", .pending)
            text += "\n"
        }

        let snippets = snippetText(index)
        if !snippets.isEmpty { text += snippets }

        let unused = coverage.unusedDefinitions(in: index)
        if !unused.isEmpty {
            text += "\n" + style.dim("Unused step definitions:") + "\n"
            for definition in unused {
                text += "  \(definition.pattern.source)"
                text +=
                    style.dim("  \(definition.sourceReference.description(relativeTo: options.workingDirectory))")
                    + "\n"
            }
        }

        if case .random = options.order {
            text += "\nRandomized with --order \(options.order) (pass it again to replay this order)\n"
        }
        if options.dryRun { text += "\nDry run: steps were matched, no code ran.\n" }
        text += "Finished in \(formatDuration(duration))\n"
        return text
    }

    /// How much the feature files lost to their descriptions, and where: `Read as description text, so never
    /// run: 1 scenario, 2 steps (a.feature:6, a.feature:11)`.
    static func lostText(_ lost: [LostContent], spanish: Bool = false) -> String {
        func count(_ kind: LostContent.Kind, _ one: String, _ many: String) -> String? {
            let number = lost.filter { $0.kind == kind }.count
            return number == 0 ? nil : "\(number) \(number == 1 ? one : many)"
        }
        let parts = [
            spanish ? count(.scenario, "escenario", "escenarios") : count(.scenario, "scenario", "scenarios"),
            spanish ? count(.step, "paso", "pasos") : count(.step, "step", "steps"),
            spanish
                ? count(.examples, "tabla de ejemplos", "tablas de ejemplos")
                : count(.examples, "examples table", "examples tables"),
        ].compactMap { $0 }
        let places =
            lost.prefix(8).map { "\($0.uri):\($0.line)" }.joined(separator: ", ") + (lost.count > 8 ? ", …" : "")
        return
            (spanish
            ? "Leído como texto de la descripción, así que nunca se ejecutó: "
            : "Read as description text, so never run: ")
            + parts.joined(separator: ", ") + " (\(places))"
    }

    /// The gate's verdict for standard error, when no summary on standard output explains it: which scenarios
    /// are not bound and why, and the unused definitions.
    static func gateFailure(_ index: RunIndex, minimum: Double, workingDirectory: String) -> String {
        let coverage = index.totals.coverage
        let overall = coverage.overall
        var text = "error: coverage gate failed: \(overall.bound)/\(overall.total) scenarios bound "
        text += "(\(formatPercent(overall.boundPercent))), below --coverage-min \(formatPercent(minimum))\n"
        if !coverage.unbound.isEmpty {
            text += "Scenarios not bound:\n"
            for scenario in coverage.unbound {
                text +=
                    "  \(ReportEscaping.terminal(scenario.uri)):\(scenario.line)  # \(ReportEscaping.terminal(scenario.name))\n"
                for reason in scenario.reasons { text += "    - \(ReportEscaping.terminal(reason))\n" }
            }
        }
        let unused = coverage.unusedDefinitions(in: index)
        if !unused.isEmpty {
            text += "Unused step definitions:\n"
            for definition in unused {
                text += "  \(ReportEscaping.terminal(definition.pattern.source))  "
                text += definition.sourceReference.description(relativeTo: workingDirectory) + "\n"
            }
        }
        return text
    }

    private func countsLine(_ total: Int, noun: String, _ counts: [Status: Int], extra: String?) -> String {
        let order: [Status] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped, .unknown]
        var parts = order.compactMap { status -> String? in
            guard let count = counts[status], count > 0 else { return nil }
            return options.style.paint("\(count) \(status.word)", status)
        }
        if let extra { parts.append(extra) }
        let plural = total == 1 ? noun : noun + "s"
        return parts.isEmpty ? "\(total) \(plural)" : "\(total) \(plural) (\(parts.joined(separator: ", ")))"
    }

    private func coverageText(_ coverage: ScenarioCoverage, gateHolds: Bool) -> String {
        let style = options.style
        let overall = coverage.overall
        var text =
            "Coverage: \(overall.bound)/\(overall.total) scenarios bound (\(formatPercent(overall.boundPercent)))"
        if !options.dryRun {
            text += ", \(overall.passing)/\(overall.total) passed (\(formatPercent(overall.passingPercent)))"
        }
        text += "\n"
        if !coverage.lost.isEmpty {
            text += style.paint(ReportEscaping.terminal(Self.lostText(coverage.lost)), .failed) + "\n"
        }
        if options.dryRun && (options.coverageMinimum != nil || options.detailedCoverage) {
            text += style.dim("(a dry run finds undefined and ambiguous steps; pending ones show only when run)")
            text += "\n"
        }
        if let minimum = options.coverageMinimum {
            if gateHolds {
                text += style.paint("Coverage gate held: at least \(formatPercent(minimum)) bound", .passed) + "\n"
            } else {
                text +=
                    style.paint(
                        "Coverage gate failed: \(formatPercent(overall.boundPercent)) bound, below the minimum of "
                            + "\(formatPercent(minimum))",
                        .failed
                    ) + "\n"
            }
        }
        if !coverage.unbound.isEmpty && (options.coverageMinimum != nil || options.detailedCoverage) {
            text += "Scenarios not bound:\n"
            for scenario in coverage.unbound {
                let name = ReportEscaping.terminal(scenario.name)
                text += "  \(ReportEscaping.terminal(scenario.uri)):\(scenario.line)" + style.dim("  # \(name)") + "\n"
                for reason in scenario.reasons { text += "    - \(ReportEscaping.terminal(reason))\n" }
            }
        }
        if options.detailedCoverage {
            for (title, groups) in [("feature", coverage.features), ("rule", coverage.rules), ("tag", coverage.tags)]
            where !groups.isEmpty {
                text += "Coverage by \(title):\n"
                for group in groups {
                    let tally = group.tally
                    text += "  \(ReportEscaping.terminal(group.name)): \(tally.bound)/\(tally.total) bound"
                    text += " (\(formatPercent(tally.boundPercent)))"
                    if !options.dryRun {
                        text += ", \(tally.passing)/\(tally.total) passed (\(formatPercent(tally.passingPercent)))"
                    }
                    text += "\n"
                }
            }
        }
        return text
    }

    private func snippetText(_ index: RunIndex) -> String {
        var text = ""
        let definitions = index.stepDefinitionOrder.compactMap { index.stepDefinitions[$0] }
        for undefined in index.totals.undefined {
            let stepText = ReportEscaping.terminal(undefined.text)
            text += "\n" + options.style.paint("Undefined step \"\(stepText)\"", .undefined)
            text += options.style.dim(" at \(ReportEscaping.terminal(undefined.location))") + "\n"
            // Typographic quotes around a {string} argument are the usual reason, and hide the definition meant.
            let straightened = Self.straighteningQuotes(undefined.text)
            if straightened != undefined.text {
                text += "  hint: "
                text +=
                    undefined.language == "es"
                    ? "“…” y «…» son comillas tipográficas: un argumento {string} va entre comillas rectas (\"…\")"
                    : "“…” and «…» are typographic quotes: a {string} argument takes straight quotes (\"…\")"
                text += "\n"
            }
            // Compared as the expression it was meant to match: each quoted text a {string}.
            let closest = closestDefinitions(
                to: straightened == undefined.text ? undefined.text : Self.quotedAsParameters(straightened),
                among: definitions)
            if !closest.isEmpty {
                text += "  Did you mean:\n"
                for definition in closest {
                    let place = definition.sourceReference.description(relativeTo: options.workingDirectory)
                    text +=
                        "    \(ReportEscaping.terminal(definition.pattern.source))" + options.style.dim("  (\(place))")
                        + "\n"
                }
            }
            text += "  Implement it with:\n"
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
    static func straighteningQuotes(_ text: String) -> String {
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
    static func quotedAsParameters(_ text: String) -> String {
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
