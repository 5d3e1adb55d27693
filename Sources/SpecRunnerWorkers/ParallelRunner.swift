import CucumberMessages
import Foundation
import SpecRunnerCore

/// Runs a test plan in worker processes, as the run coordinator's adapter, and merges what they report into one
/// stream, in the same order as a serial run, so that every formatter and the coverage gate read it exactly as
/// they would a serial run.
///
/// Test cases are dealt to the workers in runs from one feature file (``shares(ofFiles:workers:)``), each worker
/// sent its test cases as the plan keeps them (``WorkerShare``), so that it reads no feature file. A worker that
/// dies (a trap, a force-unwrap of nil, a stack overflow) fails only the run of the test case it was running, with
/// the signal and the step's location, and a new worker takes over the rest (the runs left, `--repeat`; the share).
@MainActor
package final class ParallelRunner: RunAdapter {
    private let context: RunContext
    private let configuration: RunConfiguration
    private var slots: [WorkerSlot] = []
    private var buffers: [[Envelope]]
    private var done: [Bool]
    private var abandoned: [Bool]
    private var itemOfTestCase: [String: Int] = [:]
    private var runHookKinds: [String: HookMessage.Kind] = [:]
    private var hookKinds: [String: HookMessage.Kind] = [:]
    /// Every worker is past its BeforeAll hooks, whose results are emitted.
    private var pastBeforeAll = false
    private var beforeAllFailed = false
    /// The coordinator announced the test cases: their results may be emitted.
    private var announced = false
    private var watch: Task<Void, Never>?
    private let workers: Int
    private var nextToEmit = 0
    private var success = true
    private var stopped = false
    private var runErrors: [String] = []
    private let workerStart: WorkerStart
    private var phases: ParallelPhases

    private var count: Int { context.model.plan.count }

    /// A runner for `context`'s plan in `workers` processes, with the workers `start` started while it was made.
    package init(context: RunContext, configuration: RunConfiguration, start: WorkerStart, workers: Int) {
        self.workers = workers
        let plan = context.model.plan
        self.context = context
        self.configuration = configuration
        workerStart = start
        phases = ParallelPhases(context: context, configuration: configuration)
        buffers = Array(repeating: [], count: plan.count)
        done = Array(repeating: false, count: plan.count)
        abandoned = Array(repeating: false, count: plan.count)
        for (index, entry) in plan.entries.enumerated() { itemOfTestCase[entry.testCaseId] = index }
        for hook in context.supportCode.hooks { hookKinds[hook.id] = hook.source.kind }
    }

    /// Starts the workers, each of which runs the BeforeAll hooks before its share (unless `--run-hooks per-run` has
    /// them run here first, starting no worker if one fails); once every worker is past them, emits their results
    /// (``RunHookRuns/onceEach(_:)``) and returns whether they all passed.
    package func runBeforeAllHooks() async -> Bool {
        signal(SIGPIPE, SIG_IGN)
        if let hooks = phases.parentHooks, await !hooks.runBeforeAllHooks() {
            workerStart.release()
            return false
        }
        let shares = phases.shares(of: context.model, keepTogether: configuration.keepTogether, workers: workers)
        slots = shares.enumerated().map { slot, share in WorkerSlot(workerId: "w\(slot + 1)", remaining: share[...]) }
        for slot in slots.indices { start(slot) }
        workerStart.release()
        Interruption.shared.cancelOnSignal { [weak self] in
            Task { @MainActor in self?.terminateAll() }
        }
        watch = watchWorkers()
        await handleEvents { $0.slots.allSatisfy(\.pastBeforeAll) }
        pastBeforeAll = true
        for envelope in phases.reportBeforeAll(slots.map(\.runHookMessages)) { context.bus.emit(envelope) }
        for slot in slots.indices { slots[slot].runHookMessages = [] }
        return !beforeAllFailed
    }

    /// Emits the workers' results in plan order, as they come, until every worker is done; then runs the
    /// `@serial` share in a worker of its own, alone, and emits its results.
    package func runTestCases() async {
        announced = true
        flush()
        await handleEvents { _ in false }
        if !stopped && !context.isInterrupted, let serial = phases.serialWorker(slot: slots.count) {
            slots.append(serial)
            start(slots.count - 1)
            await handleEvents { _ in false }
            for envelope in phases.unreportedBeforeAll() { context.bus.emit(envelope) }
        }
        flush(force: true)
    }

    /// Waits for the workers to end, each of which runs the AfterAll hooks after its share, and emits their
    /// results (``RunHookRuns/onceEach(_:)``); with `--run-hooks per-run`, then runs them here.
    package func runAfterAllHooks() async {
        await handleEvents { _ in false }
        watch?.cancel()
        Interruption.shared.cancelOnSignal(nil)
        workerStart.continuation.finish()
        for envelope in RunHookRuns.onceEach(slots.map(\.afterAllMessages)) { context.bus.emit(envelope) }
        await phases.parentHooks?.runAfterAllHooks()
    }

    package func ending() -> RunEnding {
        if (0..<count).contains(where: { !done[$0] && !abandoned[$0] }) && !context.isInterrupted {
            success = false
        }
        if let hooks = phases.parentHooks?.ending(), !hooks.success { success = false }
        return .live(success: success, errors: runErrors)
    }

    /// Handles what the workers send and how they end, until `enough` or no worker runs.
    private func handleEvents(until enough: (ParallelRunner) -> Bool) async {
        guard slots.contains(where: \.running), !enough(self) else { return }
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
            if !slots.contains(where: \.running) || enough(self) { return }
        }
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
                    sendsStepStarts: context.bus.wantsStepStarts, firstAttempt: slots[slot].resumesAt))
            slots[slot].resumesAt = 0
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
        // A test case whose runs began (`--repeat`, a crash in one) reports those; the others are not run.
        for item in slots[slot].remaining {
            if buffers[item].isEmpty { abandoned[item] = true } else { done[item] = true }
        }
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
            if finished.result.status.failsRun(strict: configuration.strict) {
                success = false
                if kind == .beforeTestRun && !pastBeforeAll { beforeAllFailed = true }
            }
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
            slots[slot].attempt = started.attempt
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
            // A test case is done after its last repetition (`--repeat`; each is an attempt not retried).
            if !finished.willBeRetried && slots[slot].attempt + 1 >= configuration.repetitions {
                complete(item, slot: slot)
            } else {
                (slots[slot].currentAttemptId, slots[slot].finishedSteps) = (nil, [])
            }
        case .testRunFinished:
            slots[slot].reportedRunFinished = true
            slots[slot].pastBeforeAll = true
        default:
            break
        }
        flush()
    }

    private func appendRunHook(_ envelope: Envelope, kind: HookMessage.Kind, slot: Int) {
        if kind == .afterTestRun {
            slots[slot].afterAllMessages.append(envelope)
        } else if slot == phases.serialSlot {
            // Reported once the share is done, unless they ended as those already reported did.
            phases.serialBeforeAll.append(envelope)
        } else if pastBeforeAll {
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
            runErrors.append(configuration.catalog.text(.workerInterrupted(worker: String(slot + 1), signal: signal)))
            success = false
            restart(slot)
        } else if slots[slot].reportedRunFinished, exit == .status(0) || exit == .status(1) || askedToStop {
            // Its share done, or the run stopping.
        } else {
            crashed(slot, exit, lastErrorLines: lastErrorLines)
        }
        flush()
    }

    /// Fails the test case a worker that died was running and restarts it for the rest of its share; outside a
    /// test case, fails the run and abandons the share.
    private func crashed(_ slot: Int, _ exit: WorkerProcess.Exit, lastErrorLines: [String]) {
        let detail = Self.crashMessage(in: lastErrorLines)
        if let item = slots[slot].currentItem {
            finishCrashed(item, slot: slot, exit, detail: detail)
            restart(slot)
        } else if !context.isInterrupted {
            // Outside a test case (a run hook, or startup): restarting would only crash, or hang, again.
            let catalog = configuration.catalog
            abandon(
                slot,
                error: slots[slot].killedAfterTimeout
                    ? catalog.text(
                        .workerSilent(
                            worker: String(slot + 1), timeout: formatSeconds(configuration.stepTimeout),
                            grace: String(Int(RunAbort.grace))))
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

    /// Ends the attempt a worker was running when it died, and its test case unless repetitions of it are left
    /// (`--repeat`): the next worker goes on with those as with the rest of the share.
    private func finishCrashed(_ item: Int, slot: Int, _ exit: WorkerProcess.Exit, detail: String) {
        buffers[item] += Self.crashedAttempt(
            of: context.model.plan.entries[item], in: slots[slot], exit, detail: detail, context: context,
            configuration: configuration)
        let next = slots[slot].crashedAttempt.number + 1
        guard next < configuration.repetitions && !stopped && !context.isInterrupted else {
            return complete(item, slot: slot)
        }
        (slots[slot].resumesAt, slots[slot].currentItem, slots[slot].currentAttemptId) = (next, nil, nil)
    }

    // MARK: Ordered emission

    /// Emits finished test cases in plan order, as far as the next one still running.
    private func flush(force: Bool = false) {
        guard announced else { return }
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
                // A retried attempt does not count; every repetition (`--repeat`) does.
                case .testCaseFinished(let finished) where finished.willBeRetried: finalStatus = .passed
                case .testStepFinished(let finished): finalStatus = max(finalStatus, finished.testStepResult.status)
                default: break
                }
                context.bus.emit(envelope)
            }
            buffers[item] = []
            nextToEmit += 1
            if finalStatus.failsRun(strict: configuration.strict) {
                success = false
                if configuration.failFast && !stopped {
                    stopped = true
                    for later in (item + 1)..<count { abandoned[later] = true }
                    terminateAll()
                }
            }
        }
    }
}
