import Gherkin

/// Runs one attempt at a test case: its hooks and steps in order, with Cucumber's status rules, reporting
/// each step as it starts and ends.
@MainActor
final class AttemptExecution {
    private let context: RunContext
    private let item: TestPlan.Item
    private let feature: LoadedFeature
    private let startedId: String
    private let worlds = WorldStore()
    private let tags: Set<String>
    /// A step or hook skipped itself: everything but After hooks is skipped from here on.
    private var skippedExplicitly = false
    /// A step or hook failed, was pending, undefined or ambiguous: later steps are skipped.
    private var failedish = false
    /// Whether any step of this attempt failed (only failures are retried).
    private(set) var sawFailure = false

    init(context: RunContext, item: TestPlan.Item, feature: LoadedFeature, startedId: String) {
        self.context = context
        self.item = item
        self.feature = feature
        self.startedId = startedId
        self.tags = Set(item.pickle.tags.map(\.name))
    }

    func run() async {
        for (index, planned) in item.steps.enumerated() {
            let testStep = item.testCase.testSteps[index]
            context.bus.emit(
                .testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: testStep.id, timestamp: .now()))
            )
            let collector = AttachmentCollector()
            let started = MonotonicInstant.now()
            let outcome: UserCodeOutcome
            var ran = false
            switch planned {
            case .hook(let hook) where hook.source.kind == .afterTestCase:
                // After hooks clean up, so they run even when the run is being interrupted.
                (outcome, ran) = await runHook(hook, collector: collector)
            case _ where context.isInterrupted:
                outcome = UserCodeOutcome(status: .skipped, message: "not run: the run was interrupted")
            case .hook(let hook):
                (outcome, ran) = await runHook(hook, collector: collector)
            case .pickleStep(let pickleStep, let matches):
                (outcome, ran) = await runStep(pickleStep, matches: matches, collector: collector)
            }
            let duration = ran ? started.duration(to: .now()) : .zero
            context.emitAttachments(collector, testCaseStartedId: startedId, testStepId: testStep.id)
            if outcome.status == .failed { sawFailure = true }
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
    }

    private func runHook(_ hook: SupportCode.Hook, collector: AttachmentCollector) async -> (UserCodeOutcome, Bool) {
        let isAfter = hook.source.kind == .afterTestCase
        if context.dryRun || (!isAfter && (skippedExplicitly || failedish)) {
            return (UserCodeOutcome(status: .skipped), false)
        }
        guard case .scenario(let body) = hook.source.body else { return (.passed, false) }
        let worlds = self.worlds
        let definition = context.describe(hook.source.sourceReference)
        let outcome = await call(collector, location: nil, definition: definition) { try await body(worlds) }
        if !isAfter { absorb(outcome.status) }
        return (outcome, true)
    }

    private func runStep(
        _ pickleStep: PickleStep,
        matches: [StepMatcher.Match],
        collector: AttachmentCollector
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
        let location = stepLocation(pickleStep)
        let definitionLocation = context.describe(definition.source.sourceReference)
        let invocation: StepInvocation
        do {
            invocation = StepInvocation(values: try match.arguments.map { try $0.value() }, argument: pickleStep.argument)
        } catch {
            let outcome = UserCodeOutcome(error: error, location: location, definition: definitionLocation)
            absorb(outcome.status)
            return (outcome, true)
        }

        let worlds = self.worlds
        var outcome = UserCodeOutcome.passed
        for hook in context.supportCode.hooks(.beforeTestStep) where hook.applies(to: tags) {
            guard case .scenario(let body) = hook.source.body else { continue }
            outcome = await call(collector, location: location, definition: context.describe(hook.source.sourceReference)) {
                try await body(worlds)
            }
            if outcome.status != .passed { break }
        }
        if outcome.status == .passed {
            let invoke = definition.source.invoke
            outcome = await call(collector, location: location, definition: definitionLocation) {
                try await invoke(worlds, invocation)
            }
        }
        for hook in context.supportCode.hooks(.afterTestStep).reversed() where hook.applies(to: tags) {
            guard case .scenario(let body) = hook.source.body else { continue }
            let hookOutcome = await call(
                collector,
                location: location,
                definition: context.describe(hook.source.sourceReference)
            ) { try await body(worlds) }
            if hookOutcome.status > outcome.status { outcome = hookOutcome }
        }
        absorb(outcome.status)
        return (outcome, true)
    }

    private func call(
        _ collector: AttachmentCollector,
        location: String?,
        definition: String?,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) async -> UserCodeOutcome {
        switch await context.callUserCode(collector: collector, body) {
        case .returned:
            return .passed
        case .threw(let error) where error is CancellationError && context.isInterrupted:
            // Stopped by the user, not failed: the step did not get to finish.
            return UserCodeOutcome(status: .skipped, message: "not finished: the run was interrupted")
        case .threw(let error):
            return UserCodeOutcome(error: error, location: location, definition: definition)
        case .timedOut:
            return .timedOut(after: context.stepTimeout, location: location, definition: definition)
        }
    }

    /// Applies the cascade rules after a step or Before hook ran.
    private func absorb(_ status: Status) {
        switch status {
        case .skipped: skippedExplicitly = true
        case .passed, .unknown: break
        case .pending, .undefined, .ambiguous, .failed: failedish = true
        }
    }

    private func stepLocation(_ pickleStep: PickleStep) -> String {
        let line = feature.index.step(of: pickleStep)?.location.line ?? feature.index.line(of: item.pickle)
        return "\(feature.uri):\(line)"
    }
}
