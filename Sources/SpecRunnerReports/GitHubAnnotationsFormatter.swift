import CucumberMessages
import SpecRunnerCore

/// `--format github`: GitHub Actions workflow commands (``WorkflowCommand``) that annotate a pull request's
/// feature files at the line of each problem, in the output language.
///
/// One `::error` per step (or hook) of a scenario whose final attempt did not pass (failed, ambiguous, and
/// undefined or pending where the run counts them as failures; `::warning` where it does not); one `::warning`
/// per warning about the feature files (what the run does not check, with its hint); and once the run is over, an
/// `::error` without a file for what no feature line shows: a failed coverage gate, a run hook that did not
/// pass, a run that stopped. A green run writes nothing: the check's mark says it. Paths are relative to the
/// working directory, which on GitHub is the repository's root.
@MainActor
final class GitHubAnnotationsFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let strict: Bool
    private let coverageMinimum: Double?
    private let workingDirectory: String
    private let catalog: MessageCatalog
    private let statusWords: [Status: String]

    init(
        destination: ReportDestination, strict: Bool, coverageMinimum: Double?, workingDirectory: String,
        catalog: MessageCatalog
    ) {
        self.destination = destination
        self.strict = strict
        self.coverageMinimum = coverageMinimum
        self.workingDirectory = workingDirectory
        self.catalog = catalog
        statusWords = HTMLReportText(catalog).statusSingular
    }

    func handle(_ envelope: Envelope, index: RunIndex) {
        // The warnings are known before anything runs; written first, they survive a run that crashes.
        guard case .testRunStarted = envelope else { return }
        for warning in index.warnings {
            write(warning, level: .warning, title: catalog.text(.ciFeatureWarningTitle))
        }
    }

    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let attempt = testCase.finalAttempt
        guard let pickle = testCase.pickle, attempt.status != .passed else { return }
        let file = RelativePath.of(pickle.uri, from: workingDirectory)
        let scenarioLine = index.line(of: pickle)
        for step in ReportOutline.steps(of: attempt, pickle: pickle, index: index) where step.isProblem {
            let status = statusWords[step.status] ?? step.status.word
            var line = scenarioLine
            let title: String
            switch step.kind {
            case .hook:
                let hook = catalog.text(step.isBeforeHook ? .beforeHook : .afterHook)
                title = catalog.text(.ciHookTitle(hook: hook, status: status, scenario: pickle.name))
            case .step(_, let ast, _):
                line = ast?.line ?? scenarioLine
                title = catalog.text(.ciStepTitle(status: status, scenario: pickle.name))
            }
            let message = step.problem(relativeTo: workingDirectory, catalog, suggestions: testCase.suggestions)
            destination.write(
                WorkflowCommand(
                    level: step.status.failsRun(strict: strict) ? .error : .warning, file: file, line: line,
                    title: title, message: message
                ).rendered)
        }
    }

    func finish(index: RunIndex) {
        let overall = index.totals.coverage.overall
        if let minimum = coverageMinimum, index.judgement?.gateHolds == false {
            let message = catalog.text(
                .gateFailed(bound: catalog.percent(overall.boundPercent), minimum: catalog.percent(minimum)))
            destination.write(
                WorkflowCommand(level: .error, title: catalog.text(.ciGateTitle), message: message).rendered)
        }
        for (hook, result) in index.runHookResults where result.status != .passed && result.status != .skipped {
            let kind = catalog.text(hook?.type == .afterTestRun ? .afterAllHook : .beforeAllHook)
            let reference = hook?.sourceReference
            destination.write(
                WorkflowCommand(
                    level: result.status.failsRun(strict: strict) ? .error : .warning,
                    file: reference.map { RelativePath.of($0.uri, from: workingDirectory) },
                    line: reference?.location.line,
                    title: kind + (hook?.name.map { " " + $0 } ?? ""),
                    message: result.message ?? statusWords[result.status] ?? result.status.word
                ).rendered)
        }
        if let stopped = index.runFinished?.message {
            destination.write(
                WorkflowCommand(level: .error, message: catalog.text(.runStopped(message: stopped))).rendered)
        }
    }

    func finish(unreadable errors: [Diagnostic], language: String) {
        for error in errors { write(error, level: .error, title: catalog.text(.ciFeatureErrorTitle)) }
    }

    /// A diagnostic about a feature file at its place, with its hint under its message.
    private func write(_ diagnostic: Diagnostic, level: WorkflowCommand.Level, title: String) {
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += "\n" + catalog.text(.hint) + ": " + hint }
        destination.write(
            WorkflowCommand(
                level: level, file: diagnostic.path.map { RelativePath.of($0, from: workingDirectory) },
                line: diagnostic.line, column: diagnostic.column, title: title, message: message
            ).rendered)
    }
}
