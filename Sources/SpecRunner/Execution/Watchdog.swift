import Dispatch
import Foundation

/// Enforces the per-step timeout: user code that runs past its deadline has its task cancelled and the run
/// moves on without waiting for it.
///
/// One timer serves the whole run; arming and disarming only store a deadline, so steps that finish in
/// time pay almost nothing.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var deadline: UInt64 = 0
    private var onExpiry: (@Sendable () -> Void)?
    private var expirationCount = 0
    /// When the runner has still not taken over after an expiry (the step holds the main thread), and what to
    /// do then: see ``onStuck(after:_:)``.
    private var stuckDeadline: UInt64 = 0
    private var stuckGrace: UInt64 = 0
    private var onStuck: (@Sendable () -> Void)?
    private let timer: any DispatchSourceTimer

    init() {
        timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInitiated))
        timer.schedule(deadline: .now() + .milliseconds(20), repeating: .milliseconds(20), leeway: .milliseconds(5))
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
    }

    deinit {
        timer.cancel()
    }

    /// How many deadlines have passed so far.
    ///
    /// It changes on the watchdog's thread before anyone is told, so a task that finds it changed while its user
    /// code ran knows at once that it was abandoned, whichever of it and the runner resumes first.
    var expirations: Int {
        lock.lock()
        defer { lock.unlock() }
        return expirationCount
    }

    /// What to do when user code runs past its deadline: called once, on a background thread.
    func onExpiry(_ handler: @escaping @Sendable () -> Void) {
        lock.lock()
        deadline = 0
        onExpiry = handler
        lock.unlock()
    }

    /// Starts timing a call into user code; returns the expirations so far (the call's generation, see
    /// ``stop(generation:)``), read under the same lock.
    @discardableResult
    func start(seconds: Double) -> Int {
        let nanoseconds = UInt64(seconds * 1e9)
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        deadline = now + nanoseconds
        let generation = expirationCount
        lock.unlock()
        return generation
    }

    /// Stops timing the call started in `generation`; returns whether that call was still the current one.
    ///
    /// When the watchdog expired since, the call was abandoned and the watchdog belongs to the task that took
    /// over: nothing is changed.
    func stop(generation: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard expirationCount == generation else { return false }
        deadline = 0
        return true
    }

    /// What to do when the runner has not taken over `seconds` after an expiry: called once, on a background thread.
    ///
    /// The runner calls ``reset()`` when it takes over; when it does not, the user code ignores its cancellation
    /// and holds the main actor's thread.
    func onStuck(after seconds: Double, _ handler: @escaping @Sendable () -> Void) {
        lock.lock()
        stuckGrace = UInt64(seconds * 1e9)
        onStuck = handler
        lock.unlock()
    }

    /// Forgets the expiry handler (the race it served is over).
    func reset() {
        lock.lock()
        deadline = 0
        stuckDeadline = 0
        onExpiry = nil
        lock.unlock()
    }

    private func check() {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        if stuckDeadline != 0, now >= stuckDeadline, let stuck = onStuck {
            stuckDeadline = 0
            onStuck = nil
            lock.unlock()
            stuck()
            return
        }
        guard deadline != 0, now >= deadline, let expiry = onExpiry else {
            lock.unlock()
            return
        }
        deadline = 0
        onExpiry = nil
        expirationCount += 1
        if onStuck != nil { stuckDeadline = now + stuckGrace }
        lock.unlock()
        expiry()
    }
}

/// Resumes a continuation exactly once, whichever of the racing parties gets there first.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: value)
    }
}
