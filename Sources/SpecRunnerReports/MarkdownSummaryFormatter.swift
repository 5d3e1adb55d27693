import CucumberMessages
import Gherkin
import SpecRunnerCore

/// `--format markdown`: the run as a summary a product owner reads, in the output language, for GitHub's job
/// summary (`$GITHUB_STEP_SUMMARY`) or a GitLab merge request's note.
///
/// The verdict, the counts, scenario coverage against the gate, the run hooks that did not pass, then each
/// scenario that did not pass (skipped ones too: the verdict counts them) with its steps, each step's status and
/// the messages of those that did not pass, and the warnings about the feature files (what the run does not
/// check); when a feature file does not parse, its errors. Valid CommonMark with GitHub's tables: user text is
/// escaped (``MarkdownEscaping``). GitHub takes at most 1 MiB of summary a step, so the first ``detailLimit``
/// scenarios in file order are shown in full and the rest counted; each is written as Markdown when it finishes,
/// and only those shown are kept.
@MainActor
final class MarkdownSummaryFormatter: SpecRunnerCore.Formatter {
    /// How many scenarios that did not pass are shown with their steps.
    static let detailLimit = 50

    struct Options {
        var dryRun = false
        var coverageMinimum: Double?
        var workingDirectory = ""
        var catalog = MessageCatalog.english
    }

    private let destination: ReportDestination
    private let options: Options
    private let text: HTMLReportText
    private var catalog: MessageCatalog { options.catalog }
    /// The scenarios shown, by their place in file order (features, then scenarios; arrival in a stream without
    /// a plan), in that order, at most ``detailLimit``.
    private var shown: [(place: (Int, Int), markdown: String)] = []
    /// How many scenarios did not pass.
    private var notPassed = 0

    init(destination: ReportDestination, options: Options) {
        self.destination = destination
        self.options = options
        text = HTMLReportText(options.catalog)
    }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let attempt = testCase.finalAttempt
        // A dry run skips every step it binds: only the scenarios it could not bind are its problems.
        let unremarkable: Set<Status> = options.dryRun ? [.passed, .unknown, .skipped] : [.passed, .unknown]
        guard let pickle = testCase.pickle, !unremarkable.contains(attempt.status) else { return }
        notPassed += 1
        let place = index.layout.slot(of: testCase.position).map { ($0.feature, $0.scenario) } ?? (Int.max, notPassed)
        if shown.count == Self.detailLimit, let last = shown.last, !(place < last.place) { return }
        let at = shown.firstIndex { place < $0.place } ?? shown.count
        shown.insert((place, scenario(testCase, pickle: pickle, index: index)), at: at)
        if shown.count > Self.detailLimit { shown.removeLast() }
    }

    func finish(index: RunIndex) {
        let verdict = RunVerdict(index: index, dryRun: options.dryRun)
        var markdown = "## \(verdict.isGreen ? "✅" : "❌") \(MarkdownEscaping.inline(catalog.text(.htmlTitle)))\n\n"
        markdown += "**\(MarkdownEscaping.inline(verdict.sentence(catalog)))**\n\n"
        markdown += counts(index.totals) + "\n" + coverage(index) + runProblems(index) + flaky(index.totals)
        if notPassed > 0 {
            markdown += "\n### \(MarkdownEscaping.inline(catalog.text(.htmlFailingScenarios))) (\(notPassed))\n"
            for scenario in shown { markdown += "\n" + scenario.markdown }
            if notPassed > shown.count {
                let more = catalog.text(.ciMoreScenarios(count: notPassed - shown.count))
                markdown += "\n_\(MarkdownEscaping.inline(more))_\n"
            }
        }
        markdown += warnings(index)
        destination.write(markdown)
    }

    func finish(unreadable errors: [Diagnostic], language: String) {
        var markdown = "## ❌ \(MarkdownEscaping.inline(catalog.text(.htmlTitle)))\n\n"
        markdown += "**\(MarkdownEscaping.inline(catalog.text(.htmlUnreadable)))**\n\n"
        for error in errors { markdown += item(error, symbol: "❌") }
        destination.write(markdown)
    }

    // MARK: The run

    /// The scenarios whose repetitions (`--repeat`) did not all pass, with their runs.
    private func flaky(_ totals: RunTotals) -> String {
        guard !totals.flakyRepetitions.isEmpty else { return "" }
        var markdown = "\n### \(MarkdownEscaping.inline(catalog.text(.flakyScenarios)))\n\n"
        for scenario in totals.flakyRepetitions {
            let place = MarkdownEscaping.inline(
                "\(RelativePath.of(scenario.uri, from: options.workingDirectory)):\(scenario.line)")
            markdown += "- ⚠️ **\(MarkdownEscaping.inline(scenario.name))** (\(place)): "
            markdown += MarkdownEscaping.inline(scenario.runsText(catalog)) + "\n"
        }
        return markdown
    }

    /// Scenarios and steps by status, as a table.
    private func counts(_ totals: RunTotals) -> String {
        let scenarios = totals.scenarioCounts
        let steps = totals.stepCounts
        var table = "| \(cell(text(.htmlStatus))) | \(cell(text(.htmlScenarios))) | \(cell(text(.htmlSteps))) |\n"
        table += "| --- | ---: | ---: |\n"
        for status in ReportOutline.statusOrder where scenarios[status] != nil || steps[status] != nil {
            let name = "\(Self.symbol(status)) \(cell(text.statusPlural[status] ?? status.word))"
            table += "| \(name) | \(scenarios[status] ?? 0) | \(steps[status] ?? 0) |\n"
        }
        if totals.flaky > 0 { table += "| \(cell(text(.htmlFlakyPlural))) | \(totals.flaky) | |\n" }
        if totals.notRun > 0 { table += "| \(cell(text(.htmlNotRunPlural))) | \(totals.notRun) | |\n" }
        let stepTotal = steps.values.reduce(0, +)
        return table + "| **\(cell(text(.ciTotal)))** | **\(totals.scenarios + totals.notRun)** | **\(stepTotal)** |\n"
    }

    /// Coverage, the gate's verdict, and in a dry run what it did not do.
    private func coverage(_ index: RunIndex) -> String {
        let overall = index.totals.coverage.overall
        var line = catalog.text(
            .coverageBound(
                bound: String(overall.bound), total: String(overall.total),
                percent: catalog.percent(overall.boundPercent)))
        if !options.dryRun {
            line += catalog.text(
                .coveragePassed(
                    passing: String(overall.passing), total: String(overall.total),
                    percent: catalog.percent(overall.passingPercent)))
        }
        var markdown = MarkdownEscaping.inline(line) + "\n"
        if let minimum = options.coverageMinimum {
            let bound = catalog.percent(overall.boundPercent)
            let sentence =
                index.judgement?.gateHolds == false
                ? "❌ " + catalog.text(.gateFailed(bound: bound, minimum: catalog.percent(minimum)))
                : "✅ " + catalog.text(.gateHeld(minimum: catalog.percent(minimum)))
            markdown += "\n" + MarkdownEscaping.inline(sentence) + "\n"
        }
        if options.dryRun { markdown += "\n" + MarkdownEscaping.inline(catalog.text(.dryRunNote)) + "\n" }
        return markdown
    }

    /// The run hooks that did not pass, and why the run stopped if it did.
    private func runProblems(_ index: RunIndex) -> String {
        var markdown = ""
        let hooks = index.runHookResults.filter { $0.result.status != .passed && $0.result.status != .skipped }
        if !hooks.isEmpty {
            markdown += "\n### \(MarkdownEscaping.inline(catalog.text(.htmlRunHooks)))\n"
            for (hook, result) in hooks {
                let kind = catalog.text(hook?.type == .afterTestRun ? .afterAllHook : .beforeAllHook)
                let name = kind + (hook?.name.map { " " + $0 } ?? "")
                markdown += "\n\(Self.symbol(result.status)) \(MarkdownEscaping.inline(name))\n"
                if let message = result.message { markdown += "\n" + MarkdownEscaping.codeBlock(message) }
            }
        }
        if let stopped = index.runFinished?.message {
            markdown += "\n❌ " + MarkdownEscaping.inline(catalog.text(.runStopped(message: stopped))) + "\n"
        }
        return markdown
    }

    /// What of the feature files the run does not check, and every warning about them with its hint.
    private func warnings(_ index: RunIndex) -> String {
        let lost = index.totals.coverage.lost
        guard !index.warnings.isEmpty || !lost.isEmpty else { return "" }
        var markdown = "\n### \(MarkdownEscaping.inline(catalog.text(.htmlWarnings)))\n\n"
        if !lost.isEmpty { markdown += MarkdownEscaping.inline(SummaryReport.lostText(lost, catalog)) + "\n\n" }
        for warning in index.warnings { markdown += item(warning, symbol: "⚠️") }
        return markdown
    }

    /// A diagnostic about a feature file as a list item: where, what, and its hint.
    private func item(_ diagnostic: Diagnostic, symbol: String) -> String {
        var place = diagnostic.path.map { RelativePath.of($0, from: options.workingDirectory) } ?? ""
        if let line = diagnostic.line { place += ":\(line)" }
        var text = (place.isEmpty ? "" : place + ": ") + diagnostic.message
        if let hint = diagnostic.hint { text += " (\(catalog.text(.hint)): \(hint))" }
        return "- \(symbol) " + MarkdownEscaping.inline(text) + "\n"
    }

    // MARK: A scenario

    /// A scenario that did not pass: its name, place and status, its steps with theirs, and the messages of
    /// those that did not pass.
    private func scenario(_ testCase: FinishedTestCase, pickle: Pickle, index: RunIndex) -> String {
        let attempt = testCase.finalAttempt
        let place = "\(RelativePath.of(pickle.uri, from: options.workingDirectory)):\(index.line(of: pickle))"
        let status = text.statusSingular[attempt.status] ?? attempt.status.word
        var markdown = "#### \(Self.symbol(attempt.status)) \(MarkdownEscaping.inline(pickle.name))\n\n"
        markdown += "**\(MarkdownEscaping.inline(status))** · \(MarkdownEscaping.inline(place))\n\n"
        markdown += "| | \(cell(text(.ciStepColumn))) | \(cell(text(.htmlStatus))) |\n| :-: | --- | --- |\n"
        var problems = ""
        for step in ReportOutline.steps(of: attempt, pickle: pickle, index: index) {
            // Hooks are noise when they pass.
            if step.isHook && !step.isProblem { continue }
            let label = step.label { catalog.text($0 ? .beforeHook : .afterHook) }
            let word = text.statusSingular[step.status] ?? step.status.word
            markdown += "| \(Self.symbol(step.status)) | \(cell(label)) | \(cell(word)) |\n"
            // A step skipped on purpose says why; one skipped after a failure has nothing to say.
            guard step.isProblem || (step.status == .skipped && step.result?.message != nil) else { continue }
            let message = step.problem(
                relativeTo: options.workingDirectory, catalog, suggestions: testCase.suggestions)
            problems += "\n\(Self.symbol(step.status)) \(MarkdownEscaping.inline(label))\n\n"
            problems += MarkdownEscaping.codeBlock(message)
        }
        return markdown + problems
    }

    /// `text` in a table's cell.
    private func cell(_ text: String) -> String {
        MarkdownEscaping.inline(text)
    }

    /// The mark beside a status, read at a glance.
    private static func symbol(_ status: Status) -> String {
        switch status {
        case .passed: "✅"
        case .failed: "❌"
        case .ambiguous: "⚠️"
        case .undefined: "❓"
        case .pending: "⏸️"
        case .skipped: "⏭️"
        case .unknown: "❔"
        }
    }
}
