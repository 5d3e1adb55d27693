import Dispatch
import Foundation
import Synchronization

/// Enforces the per-step timeout: user code that runs past its deadline has its task cancelled and the run
/// moves on without waiting for it.
///
/// One timer serves the whole run; arming and disarming only store a deadline, so steps that finish in
/// time pay almost nothing.
package final class Watchdog: Sendable {
    private struct State {
        var deadline: UInt64 = 0
        var onExpiry: (@Sendable () -> Void)?
        var expirationCount = 0
        /// When the runner has still not taken over after an expiry (the step holds the main thread), and what to
        /// do then: see ``onStuck(after:_:)``.
        var stuckDeadline: UInt64 = 0
        var stuckGrace: UInt64 = 0
        var onStuck: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    /// Behind a lock only because Dispatch's sources are not `Sendable`; set up once, cancelled at the end.
    private let timer: Mutex<any DispatchSourceTimer>

    init() {
        timer = Mutex(DispatchSource.makeTimerSource(queue: .global(qos: .userInitiated)))
        timer.withLock { timer in
            timer.schedule(deadline: .now() + .milliseconds(20), repeating: .milliseconds(20), leeway: .milliseconds(5))
            timer.setEventHandler { [weak self] in self?.check() }
            timer.resume()
        }
    }

    deinit {
        timer.withLock { $0.cancel() }
    }

    /// How many deadlines have passed so far.
    ///
    /// It changes on the watchdog's thread before anyone is told, so a task that finds it changed while its user
    /// code ran knows at once that it was abandoned, whichever of it and the runner resumes first.
    var expirations: Int {
        state.withLock { $0.expirationCount }
    }

    /// What to do when user code runs past its deadline: called once, on a background thread.
    func onExpiry(_ handler: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.deadline = 0
            state.onExpiry = handler
        }
    }

    /// Starts timing a call into user code; returns the expirations so far (the call's generation, see
    /// ``stop(generation:)``), read under the same lock.
    @discardableResult
    func start(seconds: Double) -> Int {
        let nanoseconds = UInt64(seconds * 1e9)
        let now = DispatchTime.now().uptimeNanoseconds
        return state.withLock { state in
            state.deadline = now + nanoseconds
            return state.expirationCount
        }
    }

    /// Stops timing the call started in `generation`; returns whether that call was still the current one.
    ///
    /// When the watchdog expired since, the call was abandoned and the watchdog belongs to the task that took
    /// over: nothing is changed.
    func stop(generation: Int) -> Bool {
        state.withLock { state in
            guard state.expirationCount == generation else { return false }
            state.deadline = 0
            return true
        }
    }

    /// What to do when the runner has not taken over `seconds` after an expiry: called once, on a background thread.
    ///
    /// The runner calls ``reset()`` when it takes over; when it does not, the user code ignores its cancellation
    /// and holds the main actor's thread.
    package func onStuck(after seconds: Double, _ handler: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.stuckGrace = UInt64(seconds * 1e9)
            state.onStuck = handler
        }
    }

    /// Forgets the expiry handler (the race it served is over).
    func reset() {
        state.withLock { state in
            state.deadline = 0
            state.stuckDeadline = 0
            state.onExpiry = nil
        }
    }

    /// Calls the stuck or expiry handler that is due, outside the lock.
    private func check() {
        let now = DispatchTime.now().uptimeNanoseconds
        let due: (@Sendable () -> Void)? = state.withLock { state in
            if state.stuckDeadline != 0, now >= state.stuckDeadline, let stuck = state.onStuck {
                state.stuckDeadline = 0
                state.onStuck = nil
                return stuck
            }
            guard state.deadline != 0, now >= state.deadline, let expiry = state.onExpiry else { return nil }
            state.deadline = 0
            state.onExpiry = nil
            state.expirationCount += 1
            if state.onStuck != nil { state.stuckDeadline = now + state.stuckGrace }
            return expiry
        }
        due?()
    }
}

/// Resumes a continuation exactly once, whichever of the racing parties gets there first.
final class ResumeOnce<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, Never>?>

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(returning value: Value) {
        let pending = continuation.withLock { continuation in
            let pending = continuation
            continuation = nil
            return pending
        }
        pending?.resume(returning: value)
    }
}
