import CucumberMessages
import SpecRunnerCore
import SpecRunnerReports

/// Owns a run's lifecycle, once, whichever way its test cases run: the run started, the BeforeAll hooks, the test
/// cases announced and their results, the AfterAll hooks, the run finished; then its judgement, its reports
/// closed and the coverage gate's message.
///
/// This process, worker processes (`--jobs`) and the shards of `merge` are ``RunAdapter``s that only produce the
/// results of the hooks and test cases they are given; so a run says the same whichever way it ran (ADR 0021).
@MainActor
struct RunCoordinator: Sendable {
    let model: RunModel
    let bus: EventBus

    /// Runs the plan's test cases through `adapter`, announcing the run around them; returns whether the run
    /// succeeded.
    func run(_ adapter: some RunAdapter) async -> Bool {
        bus.emit(.testRunStarted(TestRunStarted(id: model.testRunStartedId, timestamp: adapter.startedAt)))
        if await adapter.runBeforeAllHooks() {
            // As the Messages protocol has them: after the BeforeAll hooks, and only when the test cases run.
            if bus.wantsEveryMessage {
                for position in 0..<model.plan.count { bus.emit(.testCase(model.testCaseMessage(at: position))) }
            }
            await adapter.runTestCases()
        }
        await adapter.runAfterAllHooks()
        return announceEnd(of: adapter)
    }

    /// Announces the run's end as `adapter` tells it; returns whether the run succeeded.
    func announceEnd(of adapter: some RunAdapter) -> Bool {
        let ending = adapter.ending()
        bus.emit(
            .testRunFinished(
                TestRunFinished(
                    testRunStartedId: model.testRunStartedId, timestamp: ending.timestamp,
                    success: ending.success && !ending.interrupted, message: ending.message,
                    exception: ending.exception)))
        return ending.success
    }

    /// Judges the run that ended with `success`, closes its reports, says why it stopped and why the gate failed;
    /// returns the run's outcome.
    func finish(
        success: Bool, configuration: RunConfiguration, destinations: [ReportDestination], output: CommandOutput
    ) -> SpecRun.Outcome {
        let catalog = configuration.catalog
        let judgement = RunJudgement(
            success: success, boundPercent: bus.index.totals.coverage.overall.boundPercent,
            coverageMinimum: configuration.coverageMinimum)
        bus.finish(judgement)
        var reportsWritten = true
        for destination in destinations {
            guard let problem = destination.close() else { continue }
            output.writeError(problem.rendered(catalog))
            reportsWritten = false
        }
        if let message = bus.index.runFinished?.message {
            output.writeError(
                Diagnostic(.error, message: catalog.text(.runStopped(message: message))).rendered(catalog))
        }
        if let status = Interruption.shared.exitStatus { return SpecRun.Outcome(exitStatus: status) }
        if let minimum = configuration.coverageMinimum, !judgement.gateHolds,
            !SpecRun.summaryOnStandardOutput(configuration)
        {
            output.writeError(
                SummaryReport.gateFailure(
                    bus.index, minimum: minimum, workingDirectory: configuration.workingDirectory, catalog: catalog))
        }
        return SpecRun.Outcome(exitStatus: judgement.exitStatus(reportsWritten: reportsWritten))
    }
}
