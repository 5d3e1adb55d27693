import CucumberMessages
import Foundation
import SpecRunnerCore

/// Runs a test plan in worker processes and merges what they report into one stream, in the same order as a
/// serial run, so that every formatter and the coverage gate read it exactly as they would a serial run.
///
/// Test cases are dealt to the workers in runs from one feature file (``shares(ofFiles:workers:)``), each worker
/// sent its test cases as the plan keeps them (``WorkerShare``), so that it reads no feature file. A worker that
/// dies (a trap, a force-unwrap of nil, a stack overflow) fails only the test case it was running, with the signal
/// and the step's location, and a new worker takes over the rest of its share.
@MainActor
package final class ParallelRunner {
    private struct Slot {
        var workerId: String
        /// The test cases assigned and not done, in order (a slice: they are done from its front).
        var remaining: ArraySlice<Int>
        var process: WorkerProcess?
        var restarts = 0
        var pastBeforeAll = false
        var runHookMessages: [Envelope] = []
        var afterAllMessages: [Envelope] = []
        var currentItem: Int?
        var currentAttemptId: String?
        var currentStepId: String?
        var finishedSteps: Set<String> = []
        var reportedRunFinished = false
        var running = false
        /// When the worker was last heard from: given its share, or sent lines (see ``watchForSilentWorkers()``).
        var lastHeard = MonotonicInstant.now()
        /// The worker was killed because it sent nothing for longer than the timeout and its grace: a step or a run
        /// hook that ignored its cancellation, or a worker that never got going.
        var killedAfterTimeout = false
        /// When the parent asked the worker to stop (the run was interrupted or stopped at the first failure): its
        /// interruption is the run's, not an accident of the worker's; and it is killed if it is still running
        /// `RunAbort.grace` later, so that the first SIGTERM always ends the run.
        var askedToStop: MonotonicInstant?
    }

    private let context: RunContext
    private let configuration: RunConfiguration
    private let strict: Bool
    private let failFast: Bool
    private var slots: [Slot] = []
    private var buffers: [[Envelope]]
    private var done: [Bool]
    private var abandoned: [Bool]
    private var itemOfTestCase: [String: Int] = [:]
    private var runHookKinds: [String: HookMessage.Kind] = [:]
    private var hookKinds: [String: HookMessage.Kind] = [:]
    private var preludeEmitted = false
    private var nextToEmit = 0
    private var success = true
    private var stopped = false
    private var runErrors: [String] = []
    private let workerStart: WorkerStart

    private var count: Int { context.model.plan.count }

    /// A runner for `context`'s plan, with the workers `start` started while it was made.
    package init(context: RunContext, configuration: RunConfiguration, start: WorkerStart) {
        let plan = context.model.plan
        self.context = context
        self.configuration = configuration
        workerStart = start
        self.strict = configuration.strict
        self.failFast = configuration.failFast
        buffers = Array(repeating: [], count: plan.count)
        done = Array(repeating: false, count: plan.count)
        abandoned = Array(repeating: false, count: plan.count)
        for (index, entry) in plan.entries.enumerated() { itemOfTestCase[entry.testCaseId] = index }
        for hook in context.supportCode.hooks { hookKinds[hook.id] = hook.source.kind }
    }

    /// Runs the plan in `workers` processes; returns whether the run succeeded.
    package func run(workers: Int) async -> Bool {
        let bus = context.bus
        bus.emit(.testRunStarted(TestRunStarted(id: context.testRunStartedId, timestamp: .now())))
        signal(SIGPIPE, SIG_IGN)

        let shares = Self.shares(ofFiles: context.model.plan.entries.map(\.file), workers: workers)
        slots = shares.enumerated().map { slot, share in Slot(workerId: "w\(slot + 1)", remaining: share[...]) }
        for slot in slots.indices { start(slot) }
        workerStart.release()
        Interruption.shared.cancelOnSignal { [weak self] in
            Task { @MainActor in self?.terminateAll() }
        }

        let watch = watchWorkers()
        defer { watch.cancel() }
        if slots.contains(where: \.running) {
            for await event in workerStart.events {
                switch event {
                case .envelopes(let slot, let envelopes) where slots.indices.contains(slot):
                    slots[slot].lastHeard = .now()
                    for envelope in envelopes { receive(envelope, from: slot) }
                case .refused(let slot, let mismatch) where slots.indices.contains(slot):
                    // A worker of another wire version: a new one would be the same file; its end is no crash.
                    abandon(slot, error: mismatch.text(configuration.catalog, atParent: true))
                    (slots[slot].askedToStop, slots[slot].reportedRunFinished) = (.now(), true)
                case .exited(let slot, let exit, let lines) where slots.indices.contains(slot):
                    exited(slot, exit, lastErrorLines: lines)
                default:
                    // A worker started early for a slot this run does not need.
                    break
                }
                if !slots.contains(where: \.running) { break }
            }
        }
        Interruption.shared.cancelOnSignal(nil)
        workerStart.continuation.finish()

        emitPreludeIfReady(force: true)
        flush(force: true)
        for slot in slots.indices {
            for envelope in slots[slot].afterAllMessages { bus.emit(envelope) }
        }
        if (0..<count).contains(where: { !done[$0] && !abandoned[$0] }) && !context.isInterrupted {
            success = false
        }
        // An interrupted run says so in every report.
        let interruption = Interruption.shared.reportMessage
        let message =
            runErrors.isEmpty ? interruption : (runErrors + [interruption].compactMap { $0 }).joined(separator: "\n")
        bus.emit(
            .testRunFinished(
                TestRunFinished(
                    testRunStartedId: context.testRunStartedId,
                    timestamp: .now(),
                    success: success && interruption == nil,
                    message: message,
                    exception: message.map {
                        ExceptionMessage(type: runErrors.isEmpty ? "Interrupted" : "WorkerCrash", message: $0)
                    }
                )
            )
        )
        return success
    }

    // MARK: Workers

    private func start(_ slot: Int) {
        guard !slots[slot].remaining.isEmpty else { return }
        let restart = slots[slot].restarts
        do {
            let process =
                try (restart == 0 ? workerStart.take(slot) : nil)
                ?? WorkerProcess.launch(
                    slot: slot,
                    assignment: workerStart.assignment(
                        workerId: restart == 0 ? slots[slot].workerId : "\(slots[slot].workerId)r\(restart)"),
                    continuation: workerStart.continuation)
            process.assign(
                WorkerShare(
                    positions: Array(slots[slot].remaining), model: context.model,
                    sendsStepStarts: context.bus.wantsStepStarts))
            slots[slot].process = process
            slots[slot].running = true
            slots[slot].lastHeard = .now()
        } catch {
            abandon(slot, error: "\(error)")
        }
    }

    /// Fails the run with `error` and gives up the rest of `slot`'s share.
    private func abandon(_ slot: Int, error: String) {
        runErrors.append(error)
        success = false
        for item in slots[slot].remaining { abandoned[item] = true }
        slots[slot].remaining = []
        slots[slot].pastBeforeAll = true
    }

    private func terminateAll() {
        for slot in slots.indices where slots[slot].running {
            if slots[slot].askedToStop == nil { slots[slot].askedToStop = .now() }
            slots[slot].process?.terminate()
        }
    }

    /// Kills a worker that sends nothing for `RunAbort.grace` past the timeout, from the moment it is given its
    /// share (the watchdog covers a worker from its start, not from its first step), or that is still running
    /// `RunAbort.grace` after it was asked to stop.
    ///
    /// A worker sends lines at least a tenth of a second after each (``CrashSafeOutbox``), so silence that long
    /// means user code holds it past its own watchdog's cancellation (a busy loop, a blocking call, in a step or a
    /// run hook), or it never got going (stopped, stuck at its start). A step fails as timed out and a new worker
    /// goes on with the rest; outside a test case the run fails (see ``exited(_:_:lastErrorLines:)``).
    private func watchWorkers() -> Task<Void, Never> {
        let timeout = configuration.stepTimeout
        let silence = timeout > 0 ? Int64((timeout + RunAbort.grace) * 1e9) : .max
        let grace = Int64(RunAbort.grace * 1e9)
        return Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 200_000_000)
                guard let self else { return }
                let now = MonotonicInstant.now().nanoseconds
                for slot in slots.indices where slots[slot].running && !slots[slot].killedAfterTimeout {
                    if now - slots[slot].lastHeard.nanoseconds > silence {
                        slots[slot].killedAfterTimeout = true
                        slots[slot].process?.killNow()
                    } else if let asked = slots[slot].askedToStop, now - asked.nanoseconds > grace {
                        slots[slot].process?.killNow()
                    }
                }
            }
        }
    }

    // MARK: Messages

    private func receive(_ envelope: Envelope, from slot: Int) {
        switch envelope {
        case .testRunHookStarted(let started):
            let kind = hookKinds[started.hookId] ?? .beforeTestRun
            runHookKinds[started.id] = kind
            if kind == .afterTestRun { slots[slot].pastBeforeAll = true }
            appendRunHook(envelope, kind: kind, slot: slot)
        case .testRunHookFinished(let finished):
            let kind = runHookKinds[finished.testRunHookStartedId] ?? .beforeTestRun
            if finished.result.status.failsRun(strict: strict) { success = false }
            appendRunHook(envelope, kind: kind, slot: slot)
        case .attachment(let attachment) where attachment.testRunHookStartedId != nil:
            appendRunHook(envelope, kind: runHookKinds[attachment.testRunHookStartedId!] ?? .beforeTestRun, slot: slot)
        case .testCase:
            slots[slot].pastBeforeAll = true
        case .testCaseStarted(let started):
            slots[slot].pastBeforeAll = true
            guard let item = itemOfTestCase[started.testCaseId], !abandoned[item] else { return }
            slots[slot].currentItem = item
            slots[slot].currentAttemptId = started.id
            slots[slot].finishedSteps = []
            buffers[item].append(envelope)
        case .testStepStarted(let started):
            slots[slot].currentStepId = started.testStepId
            // A worker sends every step's start when a report wants them, as in a serial run; otherwise only that of
            // a step it crashed in, or one that runs long (see ``WorkerMessageFormatter``).
            if context.bus.wantsStepStarts { appendToCurrentItem(envelope, slot: slot) }
        case .testStepFinished(let finished):
            slots[slot].currentStepId = nil
            slots[slot].finishedSteps.insert(finished.testStepId)
            // Only a failed step can be one a worker's interruption cut (the status first: no lock per step).
            let cut = finished.testStepResult.status == .failed && context.isInterrupted
            appendToCurrentItem(cut ? Self.asRunInterruption(finished, configuration.catalog) : envelope, slot: slot)
        case .attachment, .suggestion:
            appendToCurrentItem(envelope, slot: slot)
        case .testCaseFinished(let finished):
            guard let item = slots[slot].currentItem else { return }
            appendToCurrentItem(envelope, slot: slot)
            if !finished.willBeRetried { complete(item, slot: slot) }
        case .testRunFinished:
            slots[slot].reportedRunFinished = true
            slots[slot].pastBeforeAll = true
        default:
            break
        }
        emitPreludeIfReady()
        flush()
    }

    private func appendRunHook(_ envelope: Envelope, kind: HookMessage.Kind, slot: Int) {
        if kind == .afterTestRun {
            slots[slot].afterAllMessages.append(envelope)
        } else if preludeEmitted {
            // A restarted worker runs its BeforeAll hooks again, in the middle of the run: report them there.
            context.bus.emit(envelope)
        } else {
            slots[slot].runHookMessages.append(envelope)
        }
    }

    private func appendToCurrentItem(_ envelope: Envelope, slot: Int) {
        guard let item = slots[slot].currentItem, !abandoned[item] else { return }
        buffers[item].append(envelope)
    }

    private func complete(_ item: Int, slot: Int) {
        done[item] = true
        // A worker does its test cases in order: the one done is at the front (removing it by a search per test
        // case made a 20,000-scenario parallel run quadratic).
        if slots[slot].remaining.first == item {
            slots[slot].remaining.removeFirst()
        } else if let position = slots[slot].remaining.firstIndex(of: item) {
            slots[slot].remaining.remove(at: position)
        }
        slots[slot].currentItem = nil
        slots[slot].currentAttemptId = nil
    }

    // MARK: Exits and crashes

    private func exited(_ slot: Int, _ exit: WorkerProcess.Exit, lastErrorLines: [String]) {
        slots[slot].running = false
        slots[slot].process = nil
        slots[slot].pastBeforeAll = true
        let askedToStop = slots[slot].askedToStop != nil || context.isInterrupted
        if slots[slot].reportedRunFinished, let signal = Self.interruption(exit), !askedToStop {
            // A signal sent to the worker alone: the test case it cut failed in the worker (``UserCodeOutcome``);
            // the run fails, saying so, and goes on with the rest of the share in a new worker.
            runErrors.append(configuration.catalog.text(.workerInterrupted, String(slot + 1), signal))
            success = false
            restart(slot)
        } else if slots[slot].reportedRunFinished, exit == .status(0) || exit == .status(1) || askedToStop {
            // Its share done, or the run stopping.
        } else {
            crashed(slot, exit, lastErrorLines: lastErrorLines)
        }
        emitPreludeIfReady()
        flush()
    }

    /// Fails the test case a worker that died was running and restarts it for the rest of its share; outside a
    /// test case, fails the run and abandons the share.
    private func crashed(_ slot: Int, _ exit: WorkerProcess.Exit, lastErrorLines: [String]) {
        let detail = Self.crashMessage(in: lastErrorLines)
        if let item = slots[slot].currentItem {
            let catalog = configuration.catalog
            let seconds = formatSeconds(configuration.stepTimeout, catalog)
            let headline =
                slots[slot].killedAfterTimeout
                ? catalog.text(.workerKilledAfterTimeout, seconds, String(Int(RunAbort.grace)))
                : catalog.text(
                    slots[slot].currentStepId == nil ? .workerCrashedInScenario : .workerCrashedInStep,
                    Self.describe(exit, catalog))
            finishCrashed(
                item, slot: slot, headline: headline, kind: slots[slot].killedAfterTimeout ? "Timeout" : "Crash",
                detail: slots[slot].killedAfterTimeout ? "" : detail)
            restart(slot)
        } else if !context.isInterrupted {
            // Outside a test case (a run hook, or startup): restarting would only crash, or hang, again.
            let catalog = configuration.catalog
            abandon(
                slot,
                error: slots[slot].killedAfterTimeout
                    ? catalog.text(
                        .workerSilent, String(slot + 1), formatSeconds(configuration.stepTimeout),
                        String(Int(RunAbort.grace)))
                    : Self.endedOutsideScenario(worker: slot + 1, exit, detail: detail, catalog))
        }
    }

    /// Starts a new worker for the rest of `slot`'s share, unless it is done or the run is stopping.
    private func restart(_ slot: Int) {
        slots[slot].reportedRunFinished = false
        slots[slot].killedAfterTimeout = false
        slots[slot].askedToStop = nil
        slots[slot].currentStepId = nil
        guard !slots[slot].remaining.isEmpty && !stopped && !context.isInterrupted else { return }
        slots[slot].restarts += 1
        start(slot)
    }

    /// Ends the test case a worker was running when it died: the running step failed with `headline` (a crash,
    /// or a timeout that killed it), the rest did not run.
    private func finishCrashed(_ item: Int, slot: Int, headline: String, kind: String, detail: String) {
        let planned = context.model.item(at: item)
        let attemptId = slots[slot].currentAttemptId ?? ""
        if slots[slot].currentAttemptId == nil {
            let startedId = context.ids.newId()
            buffers[item].append(
                .testCaseStarted(
                    TestCaseStarted(id: startedId, testCaseId: planned.testCase.id, attempt: 0, timestamp: .now())
                )
            )
            slots[slot].currentAttemptId = startedId
        }
        let startedId = slots[slot].currentAttemptId ?? attemptId
        var failedOne = false
        for (index, testStep) in planned.testCase.testSteps.enumerated()
        where !slots[slot].finishedSteps.contains(testStep.id) {
            let isCrashed = !failedOne && (slots[slot].currentStepId == nil || slots[slot].currentStepId == testStep.id)
            if testStep.id != slots[slot].currentStepId && context.bus.wantsStepStarts {
                buffers[item].append(
                    .testStepStarted(
                        TestStepStarted(testCaseStartedId: startedId, testStepId: testStep.id, timestamp: .now())
                    )
                )
            }
            let result: TestStepResult
            if isCrashed {
                failedOne = true
                let location = context.describeStep(at: index, of: planned)
                var message = "\(headline)\(location.isEmpty ? "" : " (\(location))")"
                if !detail.isEmpty { message += "\n\(detail)" }
                result = TestStepResult(
                    status: .failed,
                    message: message,
                    exception: ExceptionMessage(type: kind, message: message, stackTrace: location)
                )
            } else {
                result = TestStepResult(status: .skipped)
            }
            buffers[item].append(
                .testStepFinished(
                    TestStepFinished(
                        testCaseStartedId: startedId, testStepId: testStep.id, testStepResult: result, timestamp: .now()
                    )
                )
            )
        }
        buffers[item].append(
            .testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: .now(), willBeRetried: false))
        )
        complete(item, slot: slot)
    }

    // MARK: Ordered emission

    /// BeforeAll results of every worker, then the test cases that will run, once every worker is past its
    /// BeforeAll hooks (as a serial run announces its test cases after them).
    private func emitPreludeIfReady(force: Bool = false) {
        guard !preludeEmitted, force || slots.allSatisfy(\.pastBeforeAll) else { return }
        preludeEmitted = true
        for slot in slots.indices {
            for envelope in slots[slot].runHookMessages { context.bus.emit(envelope) }
            slots[slot].runHookMessages = []
        }
        if context.bus.wantsEveryMessage {
            for index in 0..<count where !abandoned[index] {
                context.bus.emit(.testCase(context.model.item(at: index).testCase))
            }
        }
    }

    /// Emits finished test cases in plan order, as far as the next one still running.
    private func flush(force: Bool = false) {
        guard preludeEmitted else { return }
        while nextToEmit < count {
            let item = nextToEmit
            if abandoned[item] || (force && !done[item]) {
                nextToEmit += 1
                continue
            }
            guard done[item] else { return }
            var finalStatus = Status.passed
            for envelope in buffers[item] {
                switch envelope {
                case .testCaseStarted: finalStatus = .passed
                case .testStepFinished(let finished): finalStatus = max(finalStatus, finished.testStepResult.status)
                default: break
                }
                context.bus.emit(envelope)
            }
            buffers[item] = []
            nextToEmit += 1
            if finalStatus.failsRun(strict: strict) {
                success = false
                if failFast && !stopped {
                    stopped = true
                    for later in (item + 1)..<count { abandoned[later] = true }
                    terminateAll()
                }
            }
        }
    }
}
