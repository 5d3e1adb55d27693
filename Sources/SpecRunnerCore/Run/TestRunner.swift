import CucumberMessages
import Gherkin

/// Runs a test plan in this process, as the run coordinator's adapter: BeforeAll hooks, then every test case
/// (retrying failures), then AfterAll hooks, reporting their results through the event bus.
@MainActor
package final class TestRunner: RunAdapter {
    private let context: RunContext
    /// The run's options (`strict`, `failFast`, `retry`).
    private let options: RunConfiguration
    private var success = true
    /// The test case being run, by its position in the plan.
    private var position = 0
    private var current: CurrentAttempt?
    /// Changes when a task is abandoned after a timeout (the watchdog's count of expirations, which changes
    /// before anyone resumes): a task whose generation is stale stops at once.
    private var generation: Int { context.watchdog?.expirations ?? 0 }

    /// The number of the first test case's first attempt.
    private var resumesAt: Int

    /// A runner of `context`'s plan whose first test case starts at attempt `firstAttempt`: a worker that goes on
    /// with the repetitions (`--repeat`) of a test case whose run crashed the worker before it.
    package init(context: RunContext, configuration: RunConfiguration, firstAttempt: Int = 0) {
        self.context = context
        self.options = configuration
        resumesAt = firstAttempt
    }

    /// Where the step or hook whose user code is running is, if one is.
    package var runningStep: String? { current?.execution.runningStep }

    /// Ends the run where it stands, because step code took it out of the runner's hands (see ``RunAbort``): the
    /// step running fails with `message`, its scenario ends, nothing more runs, and the run fails with `message`.
    package func abandon(failing message: String) {
        if let attempt = current {
            attempt.execution.abandon(failing: message)
            context.bus.emit(
                .testCaseFinished(
                    TestCaseFinished(testCaseStartedId: attempt.startedId, timestamp: .now(), willBeRetried: false)))
            current = nil
        }
        // The run coordinator announces the run's end from ``ending()``, as for any other stop.
        stoppedBy = RunError(message)
        success = false
    }

    /// An error outside user code that stopped the run: before anything ran (see ``FaultInjection``), or where it
    /// stood (``abandon(failing:)``).
    private var stoppedBy: RunError?

    /// Runs the BeforeAll hooks; returns whether they all passed.
    package func runBeforeAllHooks() async -> Bool {
        if let message = FaultInjection.runError {
            stoppedBy = RunError(message)
            success = false
            return false
        }
        // A worker whose parent runs them (`--run-hooks per-run`).
        guard options.runHooks != .skipped else { return true }
        var passed = true
        for hook in context.supportCode.hooks(.beforeTestRun) {
            if await !runRunHook(hook) { passed = false }
        }
        return passed
    }

    /// Runs the AfterAll hooks, last registered first (unless the run was stopped before it started).
    package func runAfterAllHooks() async {
        guard stoppedBy == nil && options.runHooks != .skipped else { return }
        for hook in context.supportCode.hooks(.afterTestRun).reversed() {
            _ = await runRunHook(hook)
        }
    }

    package func ending() -> RunEnding {
        guard let error = stoppedBy else { return .live(success: success) }
        return RunEnding(success: false, message: error.message, exception: error.exception)
    }

    /// Runs every test case, in one task for the whole run (not one per test case or step, which would cost
    /// thread hand-offs each time).
    ///
    /// The watchdog times each call into user code. When one runs past the timeout, its task is cancelled and
    /// abandoned (it reports nothing more, even if it resumes later), the step fails, and a new task carries on
    /// from the next step.
    package func runTestCases() async {
        guard let watchdog = context.watchdog else {
            await proceed(generation: generation)
            return
        }
        while true {
            let generation = self.generation
            let completed = await withCheckedContinuation { continuation in
                let once = ResumeOnce<Bool>(continuation)
                let task = Task { @MainActor in
                    await self.proceed(generation: generation)
                    once.resume(returning: true)
                }
                context.currentTask = task
                watchdog.onExpiry {
                    // Report the timeout before cancelling, so that the step's own reaction to the cancellation
                    // cannot win the race and report a plain CancellationError instead.
                    once.resume(returning: false)
                    task.cancel()
                }
            }
            watchdog.reset()
            context.currentTask = nil
            if completed { return }
            current?.execution.reportTimeout()
        }
    }

    /// Runs test cases from where the run stands, until they are all done or this task is abandoned.
    private func proceed(generation: Int) async {
        let plan = context.model.plan
        while position < plan.count {
            guard generation == self.generation else { return }
            if current == nil {
                // An interrupted run starts nothing new; what did not run is reported as not run.
                if context.isInterrupted { return }
                startAttempt(number: resumesAt)
                resumesAt = 0
            }
            guard let attempt = current else { return }
            await attempt.execution.run()
            guard generation == self.generation else { return }
            finish(attempt)
        }
    }

    /// The attempt being run, and which it is.
    private struct CurrentAttempt {
        let steps: TestCaseSteps
        let number: Int
        let startedId: String
        let execution: AttemptExecution
        /// Whether an earlier repetition of it failed the run.
        let failedBefore: Bool
    }

    private func startAttempt(number: Int, failedBefore: Bool = false) {
        let planned = context.model.plan.entries[position]
        let steps = current?.steps ?? context.model.steps(at: position)
        if current == nil {
            CrashNote.update(uri: planned.pickle.uri, line: planned.line, name: planned.pickle.name)
        }
        let startedId = context.ids.newId()
        context.bus.emit(
            .testCaseStarted(
                TestCaseStarted(id: startedId, testCaseId: planned.testCaseId, attempt: number, timestamp: .now())
            )
        )
        let execution = AttemptExecution(context: context, planned: planned, testCase: steps, startedId: startedId)
        current = CurrentAttempt(
            steps: steps, number: number, startedId: startedId, execution: execution,
            failedBefore: failedBefore)
    }

    /// Ends an attempt: retries it, runs it again (`--repeat`), or moves on to the next test case.
    ///
    /// Each repetition is an attempt that is not retried: its failure counts, and fails the run, whatever the
    /// others did (ADR 0035).
    private func finish(_ attempt: CurrentAttempt) {
        let willBeRetried = attempt.execution.sawFailure && attempt.number < options.retry
        context.bus.emit(
            .testCaseFinished(
                TestCaseFinished(testCaseStartedId: attempt.startedId, timestamp: .now(), willBeRetried: willBeRetried)
            )
        )
        let failed = !willBeRetried && attempt.execution.status.failsRun(strict: options.strict)
        if failed { success = false }
        if willBeRetried || attempt.number + 1 < options.repetitions {
            startAttempt(number: attempt.number + 1, failedBefore: attempt.failedBefore || failed)
            return
        }
        current = nil
        position += 1
        if (attempt.failedBefore || failed) && options.failFast { position = context.model.plan.count }
    }

    /// Runs a BeforeAll/AfterAll hook; returns whether it passed (a failure fails the run).
    private func runRunHook(_ hook: SupportCode.Hook) async -> Bool {
        let startedId = context.ids.newId()
        context.bus.emit(
            .testRunHookStarted(
                TestRunHookStarted(
                    id: startedId,
                    testRunStartedId: context.testRunStartedId,
                    hookId: hook.id,
                    timestamp: .now()
                )
            )
        )
        let collector = AttachmentCollector()
        let started = MonotonicInstant.now()
        var outcome = UserCodeOutcome(status: .skipped)
        if !context.dryRun, case .run(let body) = hook.source.body {
            outcome = await context.callUserCode(
                collector: collector, definition: context.describe(hook.source.sourceReference), body)
        }
        let duration = started.duration(to: .now())
        context.emitAttachments(collector, testRunHookStartedId: startedId)
        context.bus.emit(
            .testRunHookFinished(
                TestRunHookFinished(
                    testRunHookStartedId: startedId,
                    result: outcome.result(duration: duration),
                    timestamp: .now()
                )
            )
        )
        let failed = outcome.status.failsRun(strict: options.strict)
        if failed { success = false }
        return !failed
    }
}
