import Dispatch
import Foundation
import Synchronization

/// Ends a run that step code took out of the runner's hands, with its reports finished and a failing status,
/// so that no run is green by accident.
///
/// Two things can end a run without workers that way: step code that ends the process (`exit`, whatever the
/// status) on the main actor, caught by an `atexit` handler; and a step that ignores cancellation past its
/// timeout and a grace period, which nothing in the process can stop (Swift cannot stop a thread), caught by the
/// watchdog's thread. Either way the reports are finished as the run stands (the step running fails with a
/// message naming it, the rest does not run, the run fails), and the process exits with status 1.
package final class RunAbort: Sendable {
    /// The process-wide instance: `atexit` cannot reach another.
    package static let shared = RunAbort()

    /// How long a step that ignored its cancellation gets after its timeout, before the run is ended.
    package static let grace = 5.0

    /// Describes the step running (`step at file:line; definition at file:line`) and finishes the reports with
    /// a message; both on the main actor.
    package struct Handlers {
        let runningStep: @MainActor @Sendable () -> String?
        let finish: @MainActor @Sendable (_ message: String) -> Void
        /// The run's output language, for the message that ends it.
        let catalog: MessageCatalog

        package init(
            runningStep: @escaping @MainActor @Sendable () -> String?,
            finish: @escaping @MainActor @Sendable (_ message: String) -> Void,
            catalog: MessageCatalog
        ) {
            self.runningStep = runningStep
            self.finish = finish
            self.catalog = catalog
        }
    }

    private struct State {
        var handlers: Handlers?
        var ended = false
        var exitHandlerInstalled = false
        /// The run to end from the main thread, once a step ignored its timeout.
        var stuck: (Handlers, @Sendable (String?) -> String)?
    }

    private let state = Mutex(State())
    /// Marks the main queue, which runs the main actor's jobs: with `dispatch_main`, on whichever thread, so
    /// that no thread test tells whether `exit` was called from the main actor.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Arms the abort for the run about to start (without workers).
    package func arm(_ handlers: Handlers) {
        state.withLock { state in
            state.handlers = handlers
            state.ended = false
            DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
            if !state.exitHandlerInstalled {
                state.exitHandlerInstalled = true
                atexit { RunAbort.shared.processIsExiting() }
            }
        }
    }

    /// Disarms it: the run is over, and the runner's own `exit` follows.
    package func disarm() {
        state.withLock { $0.handlers = nil }
    }

    /// Called by the watchdog's thread when a step is still running `grace` seconds after its timeout.
    ///
    /// The step holds the thread running the main actor, so the reports cannot be finished there. They are
    /// finished on the process's main thread: with `dispatch_main` (Linux), it only waits for signals, so a
    /// signal sent to the process runs its handler there, where the main actor's state may be used (the runtime
    /// counts the main thread as the main actor's, and the actor's own thread is stuck in the step).
    package func stepIgnoredItsTimeout(_ timeout: Double) {
        guard let handlers = take() else { return }
        let catalog = handlers.catalog
        let seconds = formatSeconds(timeout, catalog)
        let grace = String(Int(Self.grace))
        let message: @Sendable (String?) -> String = { step in
            step.map { catalog.text(.stepIgnoredTimeout(what: $0, seconds: seconds, grace: grace)) }
                ?? catalog.text(.runHookIgnoredTimeout(seconds: seconds, grace: grace))
        }
        state.withLock { $0.stuck = (handlers, message) }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in RunAbort.shared.endStuckRun() }
        #else
            action.__sigaction_u.__sa_handler = { _ in RunAbort.shared.endStuckRun() }
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(SIGUSR2, &action, nil)
        kill(getpid(), SIGUSR2)
        // The handler ends the process; should the signal not be delivered, the run still ends.
        sleep(5)
        end(handlers, finishesReports: false, message: message)
    }

    private func processIsExiting() {
        guard let handlers = take() else { return }
        // From another thread, the main actor's thread runs on: the run's state cannot be touched.
        end(handlers, finishesReports: DispatchQueue.getSpecific(key: Self.mainQueueKey) == true) { step in
            handlers.catalog.text(step.map { .stepCodeExitedIn(step: $0) } ?? .stepCodeExited)
        }
    }

    /// The signal handler of ``stepIgnoredItsTimeout(_:)``.
    private func endStuckRun() {
        guard let (handlers, message) = state.withLock({ $0.stuck }) else { return }
        end(handlers, finishesReports: Self.onMainThread(), message: message)
    }

    /// Whether this is the process's main thread (the one `main` started on).
    private static func onMainThread() -> Bool {
        #if canImport(Glibc)
            // `/proc/thread-self` leads to `PID/task/TID`: the main thread's id is the process's.
            var bytes = [CChar](repeating: 0, count: 64)
            let count = readlink("/proc/thread-self", &bytes, bytes.count - 1)
            guard count > 0 else { return false }
            let link = String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return link == "\(getpid())/task/\(getpid())"
        #else
            return pthread_main_np() != 0
        #endif
    }

    private func take() -> Handlers? {
        state.withLock { state in
            guard !state.ended, let handlers = state.handlers else { return nil }
            state.ended = true
            return handlers
        }
    }

    /// Finishes the reports with the message made from the running step, then exits with status 1.
    ///
    /// Without `finishesReports` only the message is written, and report files stay as they were before the run.
    private func end(_ handlers: Handlers, finishesReports: Bool, message: @Sendable (String?) -> String) -> Never {
        if finishesReports {
            MainActor.assumeIsolatedUnchecked { handlers.finish(message(handlers.runningStep())) }
        } else {
            FileHandle.standardError.write(Data("\nspec-runner: error: \(message(nil))\n".utf8))
        }
        ReportFileCleanup.removeAll()
        CommandOutput.writePendingOutput()
        _exit(1)
    }
}

extension MainActor {
    /// Runs `body` as if on the main actor, without checking: for code known to run where the main actor's state
    /// is not in use meanwhile (in an `exit` from the main actor, or on the main thread while the main actor's
    /// own thread is stuck in a step).
    fileprivate static func assumeIsolatedUnchecked(_ body: @MainActor () -> Void) {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
}
