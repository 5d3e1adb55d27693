import Gherkin

/// Runs one attempt at a test case: its hooks and steps in order, with Cucumber's status rules, reporting
/// each step as it starts and ends.
///
/// The steps run in one task per attempt (not one per step, which would cost two thread hand-offs a step).
/// The run's watchdog times each call into user code; when one runs past the timeout, that task is cancelled
/// and abandoned (it reports nothing more, even if it resumes later), the step fails, and a new task carries
/// on with the rest of the attempt.
@MainActor
final class AttemptExecution {
    private let context: RunContext
    private let item: TestPlan.Item
    private let feature: LoadedFeature
    private let startedId: String
    private let worlds = WorldStore()
    private let tags: Set<String>
    private let collector = AttachmentCollector()
    /// A step or hook skipped itself: everything but After hooks is skipped from here on.
    private var skippedExplicitly = false
    /// A step or hook failed, was pending, undefined or ambiguous: later steps are skipped.
    private var failedish = false
    /// Whether any step of this attempt failed (only failures are retried).
    private(set) var sawFailure = false
    /// The attempt's status so far: its worst step's.
    private(set) var status = Status.passed
    /// Changes when a task is abandoned after a timeout: a task whose generation is stale emits nothing.
    private var generation = 0
    /// The step whose user code is running, and when it started.
    private var running: (index: Int, started: MonotonicInstant)?

    init(context: RunContext, item: TestPlan.Item, feature: LoadedFeature, startedId: String) {
        self.context = context
        self.item = item
        self.feature = feature
        self.startedId = startedId
        self.tags = Set(item.pickle.tags.map(\.name))
    }

    func run() async {
        guard let watchdog = context.watchdog else {
            await runSteps(from: 0, generation: generation)
            return
        }
        var next = 0
        while next < item.steps.count {
            let generation = self.generation
            let first = next
            let finished = await withCheckedContinuation { continuation in
                let once = ResumeOnce<Bool>(continuation)
                let task = Task { @MainActor in
                    await self.runSteps(from: first, generation: generation)
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
            guard !finished, let (index, started) = running else { return }
            self.generation += 1
            running = nil
            let step = item.steps[index]
            let outcome = UserCodeOutcome.timedOut(
                after: context.stepTimeout,
                location: { self.location(of: step) },
                definition: { self.definitionLocation(of: step) }
            )
            failedish = true
            finish(step: index, outcome, duration: started.duration(to: .now()))
            next = index + 1
        }
    }

    private func runSteps(from first: Int, generation: Int) async {
        for index in first..<item.steps.count {
            guard generation == self.generation else { return }
            let testStep = item.testCase.testSteps[index]
            context.bus.emit(
                .testStepStarted(
                    TestStepStarted(testCaseStartedId: startedId, testStepId: testStep.id, timestamp: .now()))
            )
            let started = MonotonicInstant.now()
            let outcome: UserCodeOutcome
            var ran = false
            switch item.steps[index] {
            case .hook(let hook) where hook.source.kind == .afterTestCase:
                // After hooks clean up, so they run even when the run is being interrupted.
                (outcome, ran) = await runHook(hook, index: index)
            case _ where context.isInterrupted:
                outcome = UserCodeOutcome(status: .skipped, message: "not run: the run was interrupted")
            case .hook(let hook):
                (outcome, ran) = await runHook(hook, index: index)
            case .pickleStep(let pickleStep, let matches):
                (outcome, ran) = await runStep(pickleStep, matches: matches, index: index)
            }
            guard generation == self.generation else { return }
            finish(step: index, outcome, duration: ran ? started.duration(to: .now()) : .zero)
        }
    }

    /// Reports a step's attachments and result.
    private func finish(step index: Int, _ outcome: UserCodeOutcome, duration: Duration) {
        let testStep = item.testCase.testSteps[index]
        context.emitAttachments(collector, testCaseStartedId: startedId, testStepId: testStep.id)
        if outcome.status == .failed { sawFailure = true }
        status = max(status, outcome.status)
        context.bus.emit(
            .testStepFinished(
                TestStepFinished(
                    testCaseStartedId: startedId,
                    testStepId: testStep.id,
                    testStepResult: outcome.result(duration: duration),
                    timestamp: .now()
                )
            )
        )
    }

    private func runHook(_ hook: SupportCode.Hook, index: Int) async -> (UserCodeOutcome, Bool) {
        let isAfter = hook.source.kind == .afterTestCase
        if context.dryRun || (!isAfter && (skippedExplicitly || failedish)) {
            return (UserCodeOutcome(status: .skipped), false)
        }
        guard case .scenario(let body) = hook.source.body else { return (.passed, false) }
        let worlds = self.worlds
        let outcome = await call(index, location: nil, definition: hook.source.sourceReference) {
            try await body(worlds)
        }
        if !isAfter { absorb(outcome.status) }
        return (outcome, true)
    }

    private func runStep(
        _ pickleStep: PickleStep,
        matches: [StepMatcher.Match],
        index: Int
    ) async -> (UserCodeOutcome, Bool) {
        if skippedExplicitly { return (UserCodeOutcome(status: .skipped), false) }
        if matches.isEmpty {
            failedish = true
            if let suggestion = context.snippets.suggestion(for: pickleStep, in: item.pickle, ids: context.ids) {
                context.bus.emit(.suggestion(suggestion))
            }
            return (UserCodeOutcome(status: .undefined), false)
        }
        if matches.count > 1 {
            // The result carries no message, as in Cucumber's reference stream: the test case already lists
            // the matching definitions, and reports explain the ambiguity from them.
            failedish = true
            return (UserCodeOutcome(status: .ambiguous), false)
        }
        if failedish || context.dryRun { return (UserCodeOutcome(status: .skipped), false) }

        let match = matches[0]
        let definition = context.supportCode.definitions[match.definition]
        let location = pickleStep
        let invocation: StepInvocation
        do {
            invocation = StepInvocation(
                values: try match.arguments.map { try $0.value() }, argument: pickleStep.argument)
        } catch {
            let outcome = UserCodeOutcome(
                error: error,
                location: { self.location(of: location) },
                definition: { self.context.describe(definition.source.sourceReference) }
            )
            absorb(outcome.status)
            return (outcome, true)
        }

        let worlds = self.worlds
        var outcome = UserCodeOutcome.passed
        for hook in context.supportCode.hooks(.beforeTestStep) where hook.applies(to: tags) {
            guard case .scenario(let body) = hook.source.body else { continue }
            outcome = await call(index, location: location, definition: hook.source.sourceReference) {
                try await body(worlds)
            }
            if outcome.status != .passed { break }
        }
        if outcome.status == .passed {
            let invoke = definition.source.invoke
            outcome = await call(index, location: location, definition: definition.source.sourceReference) {
                try await invoke(worlds, invocation)
            }
        }
        for hook in context.supportCode.hooks(.afterTestStep).reversed() where hook.applies(to: tags) {
            guard case .scenario(let body) = hook.source.body else { continue }
            let hookOutcome = await call(index, location: location, definition: hook.source.sourceReference) {
                try await body(worlds)
            }
            if hookOutcome.status > outcome.status { outcome = hookOutcome }
        }
        absorb(outcome.status)
        return (outcome, true)
    }

    /// Calls user code for the step at `index`, timed by the watchdog, with the attachment collector in place.
    private func call(
        _ index: Int,
        location: PickleStep?,
        definition: SourceReference,
        _ body: @MainActor @Sendable () async throws -> Void
    ) async -> UserCodeOutcome {
        running = (index, MonotonicInstant.now())
        context.watchdog?.start(seconds: context.stepTimeout)
        let error = await context.capture(collector, body)
        context.watchdog?.stop()
        running = nil
        guard let error else { return .passed }
        if error is CancellationError && context.isInterrupted {
            // Stopped by the user, not failed: the step did not get to finish.
            return UserCodeOutcome(status: .skipped, message: "not finished: the run was interrupted")
        }
        return UserCodeOutcome(
            error: error,
            location: { location.map { self.location(of: $0) } },
            definition: { self.context.describe(definition) }
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

    private func location(of pickleStep: PickleStep) -> String {
        let line = feature.index.step(of: pickleStep)?.location.line ?? feature.index.line(of: item.pickle)
        return "\(feature.uri):\(line)"
    }

    private func location(of step: TestPlan.PlannedStep) -> String? {
        if case .pickleStep(let pickleStep, _) = step { return location(of: pickleStep) }
        return nil
    }

    private func definitionLocation(of step: TestPlan.PlannedStep) -> String? {
        switch step {
        case .hook(let hook):
            return context.describe(hook.source.sourceReference)
        case .pickleStep(_, let matches):
            return matches.first.map {
                context.describe(context.supportCode.definitions[$0.definition].source.sourceReference)
            }
        }
    }
}
