import CucumberMessages
import SpecRunnerCore

/// `--format progress`: one character per step, for long runs (`.` passed, `F` failed, `-` skipped, `P` pending,
/// `U` undefined, `A` ambiguous; a hook shows only when it fails), then the failures with their messages and
/// the summary.
///
/// On a terminal it also keeps a live counter of finished scenarios at the end of the current line, redrawn
/// at most ten times a second; elsewhere (CI logs, files) it writes plain lines of 80 characters.
@MainActor
final class ProgressFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let summary: SummaryReport
    private let live: Bool
    private var style: TerminalStyle { summary.options.style }
    private let lineWidth: Int
    private let started = MonotonicInstant.now()

    /// The marks of the current line, painted.
    private var line = ""
    private var marksOnLine = 0
    private var scenarios = 0
    private var finishedScenarios = 0
    private var notPassedScenarios = 0
    private var lastRedraw: MonotonicInstant?
    /// The failures so far, written out at the end (the attempts themselves are not kept).
    private var failureText = ""
    private var failureCount = 0

    init(destination: ReportDestination, summary: SummaryReport, live: Bool) {
        self.destination = destination
        self.summary = summary
        self.live = live
        self.lineWidth = live ? 50 : 80
    }

    func handle(_ envelope: Envelope, index: RunIndex) {
        switch envelope {
        case .testRunStarted:
            scenarios = index.totals.planned
        case .testStepFinished(let finished):
            var isHook = false
            if let steps = index.attempts[finished.testCaseStartedId]?.steps,
                let step = steps.position(of: finished.testStepId)
            {
                isHook = steps.hookId(at: step) != nil
            }
            let status = finished.testStepResult.status
            if isHook && status != .failed { return }
            mark(status)
        case .testRunHookFinished(let finished) where finished.result.status == .failed:
            mark(.failed)
        case .testCaseFinished(let finished) where !finished.willBeRetried:
            finishedScenarios += 1
            if let attempt = index.attempts[finished.testCaseStartedId], attempt.status != .passed {
                notPassedScenarios += 1
                if attempt.status != .skipped { failureText += failure(attempt, index: index) }
            }
            if live { redraw(force: finishedScenarios == scenarios) }
        default:
            break
        }
    }

    func finish(index: RunIndex) {
        if live {
            redraw(force: true)
            destination.write("\n")
        } else if marksOnLine > 0 {
            destination.write("\n")
        }
        destination.write(failureCount == 0 ? "" : "\n" + summary.options.catalog.text(.failures) + "\n" + failureText)
        destination.write(summary.render(index, duration: started.duration(to: .now())))
    }

    private func mark(_ status: Status) {
        let character: String
        switch status {
        case .passed: character = "."
        case .failed: character = "F"
        case .skipped: character = "-"
        case .pending: character = "P"
        case .undefined: character = "U"
        case .ambiguous: character = "A"
        case .unknown: character = "?"
        }
        let painted = style.paint(character, status)
        marksOnLine += 1
        if live {
            line += painted
            if marksOnLine == lineWidth {
                redraw(force: true)
                destination.write("\n")
                line = ""
                marksOnLine = 0
            } else {
                redraw(force: false)
            }
        } else {
            destination.write(painted)
            if marksOnLine == lineWidth {
                destination.write("\n")
                marksOnLine = 0
            }
        }
    }

    /// Rewrites the current line with its counter; throttled so that fast steps cost no system call each.
    private func redraw(force: Bool) {
        let now = MonotonicInstant.now()
        if !force, let lastRedraw, lastRedraw.duration(to: now).totalNanoseconds < 100_000_000 { return }
        lastRedraw = now
        let padding = String(repeating: " ", count: lineWidth - marksOnLine)
        let catalog = summary.options.catalog
        var counter = catalog.text(.progressCounter(finished: String(finishedScenarios), total: String(scenarios)))
        if notPassedScenarios > 0 { counter += catalog.text(.progressNotPassed(notPassed: String(notPassedScenarios))) }
        destination.write("\r" + line + padding + style.dim(counter) + "\u{1B}[K")
        destination.flushStandardOutput()
    }

    /// A scenario that did not pass, with the step that stopped it and why.
    private func failure(_ attempt: RunIndex.Attempt, index: RunIndex) -> String {
        var text = ""
        let directory = summary.options.workingDirectory
        guard let pickle = attempt.pickle else { return "" }
        failureCount += 1
        let number = failureCount
        let keyword = index.location(of: pickle)?.scenario?.scenario.keyword ?? "Scenario"
        text += "\n\(number)) " + style.paint("\(keyword): \(ReportEscaping.terminal(pickle.name))", attempt.status)
        text += style.dim("  # \(ReportEscaping.terminal(pickle.uri)):\(index.line(of: pickle))") + "\n"
        let steps = ReportOutline.steps(of: attempt, pickle: pickle, index: index)
        guard let culprit = ReportOutline.culprit(among: steps) else { return text }
        let label = culprit.label { summary.options.catalog.text($0 ? .beforeHook : .afterHook) }
        let place =
            switch culprit.kind {
            case .hook(let hook): hook?.sourceReference.description(relativeTo: directory) ?? ""
            case .step(_, let ast, _): ast.map { "\(ReportEscaping.terminal(pickle.uri)):\($0.line)" } ?? ""
            }
        let status = culprit.status
        text += "   " + style.paint("\(TerminalStyle.symbol(status)) \(ReportEscaping.terminal(label))", status)
        text += style.dim(place.isEmpty ? "" : "  # \(place)") + "\n"
        if let message = culprit.message(relativeTo: directory, summary.options.catalog) {
            for messageLine in ReportEscaping.terminal(message).split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                text += "       \(messageLine)\n"
            }
        }
        return text
    }
}
