import CucumberMessages
import Foundation
import SpecRunnerCore

/// How a worker's end is told: its exit in words, the run's error, a step its interruption cut, the test case it
/// was running.
extension ParallelRunner {
    /// The signal (`SIGINT`, `SIGTERM`) that interrupted a worker which then ended as asked (its exit status,
    /// 128 + the signal's number, see ``SpecRun``), or `nil`.
    nonisolated static func interruption(_ exit: WorkerProcess.Exit) -> String? {
        guard case .status(let code) = exit, code == 128 + SIGINT || code == 128 + SIGTERM else { return nil }
        return Interruption.name(code - 128)
    }

    /// A worker's step failed because its worker was interrupted, as a serial run reports it when the run itself
    /// was: skipped (see ``UserCodeOutcome/workerInterruptedType``).
    nonisolated static func asRunInterruption(_ finished: TestStepFinished, _ catalog: MessageCatalog) -> Envelope {
        var finished = finished
        let type = finished.testStepResult.exception?.type
        if type == UserCodeOutcome.workerInterruptedType || type == UserCodeOutcome.workerInterruptedBeforeStepType {
            let started = type == UserCodeOutcome.workerInterruptedType
            finished.testStepResult = UserCodeOutcome.interrupted(started: started, failing: false, catalog: catalog)
                .result(duration: finished.testStepResult.duration)
        }
        return .testStepFinished(finished)
    }

    /// The line of a worker's last standard error lines that says why it died, if one does.
    nonisolated static func crashMessage(in lines: [String]) -> String {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "fatal error", "error:"]
        return lines.last { line in markers.contains { line.contains($0) } } ?? ""
    }

    /// The run's error when worker number `worker` ended outside any test case, with its last error line.
    nonisolated static func endedOutsideScenario(
        worker: Int, _ exit: WorkerProcess.Exit, detail: String, _ catalog: MessageCatalog
    ) -> String {
        catalog.text(.workerEndedOutsideScenario(worker: String(worker), exit: describe(exit, catalog)))
            + (detail.isEmpty ? "" : "\n\(detail)")
    }

    /// How a worker ended, in `catalog`'s language (`exited with status 2`, `signal 4 (SIGILL)`).
    nonisolated static func describe(_ exit: WorkerProcess.Exit, _ catalog: MessageCatalog) -> String {
        switch exit {
        case .status(let code): return catalog.text(.workerExitStatus(code: String(code)))
        case .signal(let number):
            let names: [Int32: String] = [
                SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
                SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
            ]
            return catalog.text(.workerSignal(number: String(number), name: names[number] ?? "?"))
        }
    }

    /// The messages that end the attempt a worker (`slot`) was running when it died with `exit` (`detail`, its
    /// last error line): the step it was running failed with the crash, or the timeout that killed it, the steps
    /// after it not run.
    static func crashedAttempt(
        of planned: PlannedTestCase, in slot: WorkerSlot, _ exit: WorkerProcess.Exit, detail: String,
        context: RunContext, configuration: RunConfiguration
    ) -> [Envelope] {
        let catalog = configuration.catalog
        let timedOut = slot.killedAfterTimeout
        let headline =
            timedOut
            ? catalog.text(
                .workerKilledAfterTimeout(
                    seconds: formatSeconds(configuration.stepTimeout, catalog), grace: String(Int(RunAbort.grace))))
            : catalog.text(
                (slot.currentStepId == nil ? Message.workerCrashedInScenario : Message.workerCrashedInStep)(
                    describe(exit, catalog)))
        let (kind, detail) = timedOut ? ("Timeout", "") : ("Crash", detail)
        var envelopes: [Envelope] = []
        let crashed = slot.crashedAttempt
        let startedId = crashed.id ?? context.ids.newId()
        if crashed.id == nil {
            // Between two attempts: the crash ends the next, which the worker had not announced.
            envelopes.append(
                .testCaseStarted(
                    TestCaseStarted(
                        id: startedId, testCaseId: planned.testCaseId, attempt: crashed.number, timestamp: .now())))
        }
        var failedOne = false
        for (index, testStepId) in planned.steps.map({ String($0.id) }).enumerated()
        where !slot.finishedSteps.contains(testStepId) {
            let isCrashed = !failedOne && (slot.currentStepId == nil || slot.currentStepId == testStepId)
            if testStepId != slot.currentStepId && context.bus.wantsStepStarts {
                envelopes.append(
                    .testStepStarted(
                        TestStepStarted(testCaseStartedId: startedId, testStepId: testStepId, timestamp: .now())))
            }
            var result = TestStepResult(status: .skipped)
            if isCrashed {
                failedOne = true
                let location = context.describeStep(at: index, of: planned)
                var message = "\(headline)\(location.isEmpty ? "" : " (\(location))")"
                if !detail.isEmpty { message += "\n\(detail)" }
                result = TestStepResult(
                    status: .failed, message: message,
                    exception: ExceptionMessage(type: kind, message: message, stackTrace: location))
            }
            envelopes.append(
                .testStepFinished(
                    TestStepFinished(
                        testCaseStartedId: startedId, testStepId: testStepId, testStepResult: result, timestamp: .now()
                    )))
        }
        envelopes.append(
            .testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: .now(), willBeRetried: false)))
        return envelopes
    }
}
