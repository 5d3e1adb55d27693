import CucumberMessages
import Gherkin

/// Runs one attempt at a test case: its hooks and steps in order, with Cucumber's status rules, reporting
/// each step as it starts and ends.
///
/// It runs inside the run's task. When a step's user code runs past the timeout, the runner abandons that task
/// and calls ``reportTimeout()``; the abandoned task, if it ever resumes, finds its generation stale and
/// changes nothing, and a new task continues with ``run()`` from the next step.
@MainActor
final class AttemptExecution {
    private let context: RunContext
    private let planned: PlannedTestCase
    private let testCase: TestCaseSteps
    private let startedId: String
    private let worlds = WorldStore()
    /// The pickle's tag names, for step hooks with a tag expression (most runs have none).
    private lazy var tags = Set(planned.pickle.tags.map(\.name))
    private let collector = AttachmentCollector()
    /// A step or hook skipped itself: everything but After hooks is skipped from here on.
    private var skippedExplicitly = false
    /// A step or hook failed, was pending, undefined or ambiguous: later steps are skipped.
    private var failedish = false
    /// Whether any step of this attempt failed (only failures are retried).
    private(set) var sawFailure = false
    /// The attempt's status so far: its worst step's.
    private(set) var status = Status.passed
    /// Changes when a step times out (the watchdog's count of expirations, which changes before anyone resumes):
    /// the task running it, if it ever resumes, changes nothing more.
    private var generation: Int { context.watchdog?.expirations ?? 0 }
    /// The next step to run.
    private var next = 0
    /// The step whose user code is running, and when it started.
    private var running: (index: Int, started: MonotonicInstant)?

    init(context: RunContext, planned: PlannedTestCase, testCase: TestCaseSteps, startedId: String) {
        self.context = context
        self.planned = planned
        self.testCase = testCase
        self.startedId = startedId
    }

    /// Runs the attempt's steps from where it stands.
    func run() async {
        let generation = self.generation
        while next < testCase.steps.count {
            let index = next
            if context.bus.wantsStepStarts {
                context.bus.emit(
                    .testStepStarted(
                        TestStepStarted(
                            testCaseStartedId: startedId, testStepId: testCase.id(at: index),
                            timestamp: .now())
                    )
                )
            }
            let started = MonotonicInstant.now()
            let step: StepRun
            switch testCase.steps[index] {
            case .hook(let hook) where hook.source.kind == .afterTestCase:
                // After hooks clean up, so they run even when the run is being interrupted.
                step = await runHook(hook, index: index)
            case _ where context.isInterrupted:
                let failing = context.interruptionFailsTestCase && !sawFailure
                step = StepRun(
                    .interrupted(started: false, failing: failing, catalog: context.catalog), cascades: failing)
            case .hook(let hook):
                step = await runHook(hook, index: index)
            case .pickleStep(let position, let binding):
                step = await runStep(at: position, matches: binding.matches, index: index)
            }
            // Abandoned after a timeout: the new task owns the attempt now.
            guard generation == self.generation else { return }
            if step.cascades { absorb(step.outcome.status) }
            finish(step: index, step.outcome, duration: step.ran ? started.duration(to: .now()) : .zero)
            next = index + 1
        }
    }

    /// Where the step or hook whose user code is running is (see ``RunContext/describeStep(at:of:)``), if one is.
    var runningStep: String? {
        running.map { context.describeStep(at: $0.index, of: planned) }
    }

    /// Ends the attempt where it stands, because the run is ending (see ``RunAbort``): the step running fails
    /// with `message`, the steps after it are skipped.
    func abandon(failing message: String) {
        guard let (index, started) = running else { return }
        running = nil
        let failure = ExceptionMessage(
            type: "RunAborted", message: message, stackTrace: context.describeStep(at: index, of: planned))
        finish(
            step: index, UserCodeOutcome(status: .failed, message: message, exception: failure),
            duration: started.duration(to: .now()))
        for later in (index + 1)..<testCase.steps.count {
            if context.bus.wantsStepStarts {
                context.bus.emit(
                    .testStepStarted(
                        TestStepStarted(
                            testCaseStartedId: startedId, testStepId: testCase.id(at: later),
                            timestamp: .now())))
            }
            finish(step: later, UserCodeOutcome(status: .skipped), duration: .zero)
        }
        next = testCase.steps.count
    }

    /// Reports the step whose user code ran past the timeout as failed; the attempt goes on with the next step.
    func reportTimeout() {
        guard let (index, started) = running else { return }
        running = nil
        let step = testCase.steps[index]
        let outcome = UserCodeOutcome.timedOut(
            after: context.stepTimeout,
            location: { self.location(of: step) },
            definition: { self.definitionLocation(of: step) },
            catalog: context.catalog
        )
        failedish = true
        finish(step: index, outcome, duration: started.duration(to: .now()))
        next = index + 1
    }

    /// How a step or hook ended, and whether its status feeds the cascade (After hooks' don't).
    private struct StepRun {
        let outcome: UserCodeOutcome
        var ran = false
        var cascades = false

        init(_ outcome: UserCodeOutcome, ran: Bool = false, cascades: Bool = false) {
            self.outcome = outcome
            self.ran = ran
            self.cascades = cascades
        }
    }

    /// Reports a step's attachments and result.
    private func finish(step index: Int, _ outcome: UserCodeOutcome, duration: Duration) {
        let testStepId = testCase.id(at: index)
        context.emitAttachments(collector, testCaseStartedId: startedId, testStepId: testStepId)
        if outcome.status == .failed { sawFailure = true }
        status = max(status, outcome.status)
        context.bus.emit(
            .testStepFinished(
                TestStepFinished(
                    testCaseStartedId: startedId,
                    testStepId: testStepId,
                    testStepResult: outcome.result(duration: duration),
                    timestamp: .now()
                )
            )
        )
    }

    private func runHook(_ hook: SupportCode.Hook, index: Int) async -> StepRun {
        let isAfter = hook.source.kind == .afterTestCase
        if context.dryRun || (!isAfter && (skippedExplicitly || failedish)) {
            return StepRun(UserCodeOutcome(status: .skipped))
        }
        guard case .scenario(let body) = hook.source.body else { return StepRun(.passed) }
        let worlds = self.worlds
        let outcome = await call(index, location: nil, definition: hook.source.sourceReference) {
            try await body(worlds)
        }
        return StepRun(outcome, ran: true, cascades: !isAfter)
    }

    private func runStep(at position: Int, matches: [StepMatcher.Match], index: Int) async -> StepRun {
        if skippedExplicitly { return StepRun(UserCodeOutcome(status: .skipped)) }
        if matches.isEmpty {
            let pickle = planned.pickle
            if let suggestion = context.snippets.suggestion(for: pickle.steps[position], in: pickle, ids: context.ids) {
                context.bus.emit(.suggestion(suggestion))
            }
            return StepRun(UserCodeOutcome(status: .undefined), cascades: true)
        }
        if matches.count > 1 {
            // The result carries no message, as in Cucumber's reference stream: the test case already lists
            // the matching definitions, and reports explain the ambiguity from them.
            return StepRun(UserCodeOutcome(status: .ambiguous), cascades: true)
        }
        if failedish || context.dryRun { return StepRun(UserCodeOutcome(status: .skipped)) }

        let match = matches[0]
        // Read in place: a definition copied is a handful of reference counts, for every step.
        let definition = match.definition
        let invocation: StepInvocation
        do {
            invocation = StepInvocation(
                values: try match.arguments.map { try $0.value() }, argument: planned.pickle.steps[position].argument)
        } catch {
            let outcome = UserCodeOutcome(
                error: error,
                location: { self.location(ofStepAt: position) },
                definition: {
                    self.context.describe(self.context.supportCode.definitions[definition].source.sourceReference)
                },
                workingDirectory: context.workingDirectory,
                catalog: context.catalog
            )
            return StepRun(outcome, ran: true, cascades: true)
        }

        let worlds = self.worlds
        var outcome = UserCodeOutcome.passed
        for hook in context.supportCode.hooks(.beforeTestStep) where hook.applies(to: tags) {
            guard case .scenario(let body) = hook.source.body else { continue }
            outcome = await call(index, location: position, definition: hook.source.sourceReference) {
                try await body(worlds)
            }
            if outcome.status != .passed { break }
        }
        if outcome.status == .passed {
            let definitions = context.supportCode.definitions
            let invoke = definitions[definition].source.invoke
            let reference = definitions[definition].source.sourceReference
            outcome = await call(index, location: position, definition: reference) {
                try await invoke(worlds, invocation)
            }
        }
        for hook in context.supportCode.hooks(.afterTestStep).reversed() where hook.applies(to: tags) {
            guard case .scenario(let body) = hook.source.body else { continue }
            let hookOutcome = await call(index, location: position, definition: hook.source.sourceReference) {
                try await body(worlds)
            }
            if hookOutcome.status > outcome.status { outcome = hookOutcome }
        }
        return StepRun(outcome, ran: true, cascades: true)
    }

    /// Calls user code for the step at `index`, timed by the watchdog, with the attachment collector in place.
    private func call(
        _ index: Int,
        location: Int?,
        definition: SourceReference,
        _ body: @MainActor @Sendable () async throws -> Void
    ) async -> UserCodeOutcome {
        running = (index, MonotonicInstant.now())
        let generation = context.watchdog?.start(seconds: context.stepTimeout)
        let error = await context.capture(collector, body)
        // Abandoned after a timeout: the watchdog and the attempt belong to the new task now.
        if let generation, context.watchdog?.stop(generation: generation) != true {
            return UserCodeOutcome(status: .skipped)
        }
        running = nil
        guard let error else { return .passed }
        if error is CancellationError && context.isInterrupted {
            // Stopped by the user, not failed: the step did not get to finish (unless in a worker, see `interrupted`).
            return .interrupted(
                started: true, failing: context.interruptionFailsTestCase && !sawFailure, catalog: context.catalog)
        }
        return UserCodeOutcome(
            error: error,
            location: { location.map { self.location(ofStepAt: $0) } },
            definition: { self.context.describe(definition) },
            workingDirectory: context.workingDirectory,
            catalog: context.catalog
        )
    }

    /// Applies the cascade rules after a step or Before hook ran.
    private func absorb(_ status: Status) {
        switch status {
        case .skipped: skippedExplicitly = true
        case .passed, .unknown: break
        case .pending, .undefined, .ambiguous, .failed: failedish = true
        }
    }

    /// Where the pickle step at `position` of the pickle comes from: its step's line, else the pickle's.
    private func location(ofStepAt position: Int) -> String {
        return "\(planned.pickle.uri):\(planned.stepLine(at: position) ?? planned.line)"
    }

    private func location(of step: TestCaseSteps.Step) -> String? {
        if case .pickleStep(let position, _) = step { return location(ofStepAt: position) }
        return nil
    }

    private func definitionLocation(of step: TestCaseSteps.Step) -> String? {
        switch step {
        case .hook(let hook):
            return context.describe(hook.source.sourceReference)
        case .pickleStep(_, let binding):
            return binding.matches.first.map {
                context.describe(context.supportCode.definitions[$0.definition].source.sourceReference)
            }
        }
    }
}
