import CucumberMessages
import Gherkin

/// What every part of a run's execution shares: the support code, the event bus, ids, and the options that
/// change how user code runs.
@MainActor
package final class RunContext {
    package let model: RunModel
    package let bus: EventBus
    package let ids: any IdGenerator
    let dryRun: Bool
    /// Seconds a step or hook may run; 0 disables the limit.
    package let stepTimeout: Double
    package let watchdog: Watchdog?
    let snippets: SnippetGenerator
    /// The folder source references are shown relative to.
    let workingDirectory: String
    /// The run's output language, in which the runtime words how user code failed.
    let catalog: MessageCatalog
    /// The task running user code now, so that an interruption can cancel it.
    var currentTask: Task<Void, Never>? {
        didSet {
            if currentTask == nil {
                Interruption.shared.cancelOnSignal(nil)
            } else {
                Interruption.shared.cancelOnSignal { [weak self] in self?.cancelCurrent() }
            }
        }
    }

    /// Whether SIGINT or SIGTERM asked the run to stop.
    package var isInterrupted: Bool { Interruption.shared.signal != nil }
    /// Whether an interruption fails the test case it cuts, rather than skipping the rest: in a worker, whose
    /// signal may have been sent to it alone (ADR 0007).
    package let interruptionFailsTestCase: Bool

    package var supportCode: SupportCode { model.supportCode }
    var testRunStartedId: String { model.testRunStartedId }

    /// The context of `configuration`'s run of `model` (a worker's with `interruptionFailsTestCase`).
    package init(
        model: RunModel, bus: EventBus, ids: any IdGenerator, configuration: RunConfiguration,
        interruptionFailsTestCase: Bool = false
    ) {
        self.interruptionFailsTestCase = interruptionFailsTestCase
        self.model = model
        self.bus = bus
        self.ids = ids
        dryRun = configuration.dryRun
        stepTimeout = dryRun ? 0 : configuration.stepTimeout
        watchdog = stepTimeout > 0 ? Watchdog() : nil
        snippets = SnippetGenerator(supportCode: model.supportCode)
        workingDirectory = configuration.workingDirectory
        catalog = configuration.catalog
    }

    func describe(_ reference: SourceReference) -> String {
        reference.description(relativeTo: workingDirectory)
    }

    /// Where the step (or hook) at `stepIndex` of `testCase` is: `step at file:line; definition at file:line`, or
    /// `hook at file:line`.
    package func describeStep(at stepIndex: Int, of testCase: PlannedTestCase) -> String {
        let pickle = testCase.pickle
        guard case .pickleStep(let position) = testCase.steps[stepIndex].kind else {
            if case .hook(let hook) = testCase.steps[stepIndex].kind {
                return catalog.text(.hookAt(place: describe(supportCode.hooks[hook].source.sourceReference)))
            }
            return ""
        }
        var parts: [String] = []
        if let line = testCase.stepLine(at: position) {
            parts.append(catalog.text(.stepAt(place: "\(pickle.uri):\(line)")))
        }
        // Only a step that crashed or was cut short is described: its matches come from the step matcher.
        if let match = supportCode.matcher(for: pickle.language).binding(pickle.steps[position].text).matches.first {
            parts.append(
                catalog.text(
                    .definitionAt(place: describe(supportCode.definitions[match.definition].source.sourceReference))))
        }
        return parts.joined(separator: "; ")
    }

    /// Runs user code in its own task, with the attachment collector in place and the timeout enforced, and
    /// tells how it ended; `definition` is where the code is defined, for the failure's trace.
    ///
    /// Code that runs past the timeout has its task cancelled and is left behind. This is for run hooks, which
    /// have no attempt to continue; steps are timed by their attempt's task instead.
    func callUserCode(
        collector: AttachmentCollector, definition: String,
        _ body: @escaping @MainActor @Sendable () async throws -> Void
    ) async -> UserCodeOutcome {
        let workingDirectory = workingDirectory
        let catalog = catalog
        // The error is read where it was caught: the outcome that crosses to the waiting runner is a value.
        @MainActor func outcome(_ error: (any Error)?) -> UserCodeOutcome {
            guard let error else { return .passed }
            return UserCodeOutcome(
                error: error, location: { nil }, definition: { definition }, workingDirectory: workingDirectory,
                catalog: catalog)
        }
        guard let watchdog else {
            return outcome(await capture(collector, body))
        }
        let stepTimeout = stepTimeout
        let result = await withCheckedContinuation { continuation in
            let once = ResumeOnce<UserCodeOutcome>(continuation)
            let task = Task { @MainActor in
                once.resume(returning: outcome(await self.capture(collector, body)))
            }
            currentTask = task
            watchdog.onExpiry {
                once.resume(
                    returning: .timedOut(
                        after: stepTimeout, location: { nil }, definition: { definition }, catalog: catalog))
                task.cancel()
            }
            watchdog.start(seconds: stepTimeout)
        }
        watchdog.reset()
        currentTask = nil
        return result
    }

    /// Cancels the user code running now, from any thread.
    nonisolated func cancelCurrent() {
        Task { @MainActor in self.currentTask?.cancel() }
    }

    /// Runs user code with the attachment collector in place; returns what it threw, if anything.
    func capture(
        _ collector: AttachmentCollector,
        _ body: @MainActor @Sendable () async throws -> Void
    ) async -> (any Error)? {
        do {
            try await AttachmentCollector.$current.withValue(collector) { try await body() }
            return nil
        } catch {
            return error
        }
    }

    /// Emits what user code attached, in order, for the step or hook it belongs to.
    func emitAttachments(
        _ collector: AttachmentCollector,
        testCaseStartedId: String? = nil,
        testStepId: String? = nil,
        testRunHookStartedId: String? = nil
    ) {
        for item in collector.drain() {
            bus.emit(
                .attachment(
                    Attachment(
                        body: item.body,
                        contentEncoding: item.encoding,
                        mediaType: item.mediaType,
                        fileName: item.fileName,
                        timestamp: item.timestamp,
                        testCaseStartedId: testCaseStartedId,
                        testStepId: testStepId,
                        testRunHookStartedId: testRunHookStartedId
                    )
                )
            )
        }
    }
}
