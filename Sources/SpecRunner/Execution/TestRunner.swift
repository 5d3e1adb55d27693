import Gherkin

/// Executes a test plan: BeforeAll hooks, then every test case (retrying failures), then AfterAll hooks,
/// reporting everything through the event bus in the order the Messages protocol requires.
@MainActor
final class TestRunner {
    struct Options {
        var strict = true
        var failFast = false
        var retry = 0

        init(_ configuration: RunConfiguration) {
            strict = configuration.strict
            failFast = configuration.failFast
            retry = configuration.retry
        }
    }

    private let context: RunContext
    private let options: Options
    private var success = true

    init(context: RunContext, options: Options) {
        self.context = context
        self.options = options
    }

    /// Runs the plan and returns whether the run succeeded.
    func run() async -> Bool {
        let plan = context.model.plan
        let bus = context.bus
        bus.emit(.testRunStarted(TestRunStarted(id: context.testRunStartedId, timestamp: .now())))
        if let message = FaultInjection.runError {
            return finish(failing: RunError(message))
        }

        var beforeAllFailed = false
        for hook in context.supportCode.hooks(.beforeTestRun) {
            if await !runRunHook(hook) { beforeAllFailed = true }
        }
        if !beforeAllFailed {
            if bus.wantsEveryMessage {
                for position in 0..<plan.count { bus.emit(.testCase(context.model.item(at: position).testCase)) }
            }
            for position in 0..<plan.count {
                // An interrupted run starts nothing new; what did not run is reported as not run.
                if context.isInterrupted { break }
                let status = await runTestCase(context.model.item(at: position))
                if status.failsRun(strict: options.strict) {
                    success = false
                    if options.failFast { break }
                }
            }
        }
        for hook in context.supportCode.hooks(.afterTestRun).reversed() {
            _ = await runRunHook(hook)
        }
        bus.emit(
            .testRunFinished(
                TestRunFinished(testRunStartedId: context.testRunStartedId, timestamp: .now(), success: success)
            )
        )
        return success
    }

    /// Ends a run that an error outside user code stopped, and returns its success: `false`.
    ///
    /// Nothing more runs; `testRunFinished` carries the error.
    private func finish(failing error: RunError) -> Bool {
        success = false
        context.bus.emit(
            .testRunFinished(
                TestRunFinished(
                    testRunStartedId: context.testRunStartedId,
                    timestamp: .now(),
                    success: false,
                    message: error.message,
                    exception: error.exception
                )
            )
        )
        return false
    }

    /// Runs a test case's attempts and returns the final attempt's status.
    private func runTestCase(_ item: TestPlan.Item) async -> Status {
        var attempt = 0
        let feature = context.model.store.feature(item.feature)
        CrashNote.update(scenario: "\(feature.uri):\(feature.index.line(of: item.pickle)) (\(item.pickle.name))")
        while true {
            let startedId = context.ids.newId()
            context.bus.emit(
                .testCaseStarted(
                    TestCaseStarted(id: startedId, testCaseId: item.testCase.id, attempt: attempt, timestamp: .now())
                )
            )
            let execution = AttemptExecution(
                context: context,
                item: item,
                feature: feature,
                startedId: startedId
            )
            await execution.run()
            let willBeRetried = execution.sawFailure && attempt < options.retry
            context.bus.emit(
                .testCaseFinished(
                    TestCaseFinished(testCaseStartedId: startedId, timestamp: .now(), willBeRetried: willBeRetried)
                )
            )
            if !willBeRetried {
                return execution.status
            }
            attempt += 1
        }
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
            let definition = context.describe(hook.source.sourceReference)
            switch await context.callUserCode(collector: collector, body) {
            case .returned: outcome = .passed
            case .threw(let error):
                outcome = UserCodeOutcome(error: error, location: { nil }, definition: { definition })
            case .timedOut:
                outcome = .timedOut(after: context.stepTimeout, location: { nil }, definition: { definition })
            }
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
