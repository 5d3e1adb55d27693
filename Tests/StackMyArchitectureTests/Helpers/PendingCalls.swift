/// The calls a controlled test double received and has not answered yet: each call suspends until the
/// test completes it, so a test can look at the system while a request is in flight.
actor PendingCalls<Value: Sendable> {
    private let honoursCancellation: Bool
    private var pending: [Int: CheckedContinuation<Value, any Error>] = [:]
    private var cancelledCalls: Set<Int> = []
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var cancellationWaiters: [(index: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// How many calls arrived so far.
    private(set) var count = 0

    /// - Parameter honoursCancellation: whether a cancelled call ends at once with `CancellationError`
    ///   (like `URLSession`), or keeps waiting for the test to answer it (a late answer).
    init(honoursCancellation: Bool = false) {
        self.honoursCancellation = honoursCancellation
    }

    /// Registers a call and suspends until the test completes it.
    func next() async throws -> Value {
        let index = count
        count += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                pending[index] = continuation
                callWaiters.removeAll { waiter in
                    guard waiter.count <= count else { return false }
                    waiter.continuation.resume()
                    return true
                }
            }
        } onCancel: {
            Task { await self.cancel(index) }
        }
    }

    /// Returns once `count` calls have arrived.
    func waitForCalls(_ count: Int) async {
        guard self.count < count else { return }
        await withCheckedContinuation { callWaiters.append((count, $0)) }
    }

    /// Returns once call `index` (0-based) has been cancelled.
    func waitForCancellation(ofCall index: Int) async {
        guard !cancelledCalls.contains(index) else { return }
        await withCheckedContinuation { cancellationWaiters.append((index, $0)) }
    }

    /// Answers call `index` (0-based), which must have arrived and be still waiting.
    func complete(call index: Int, with result: Result<Value, any Error>) {
        guard let continuation = pending.removeValue(forKey: index) else {
            preconditionFailure("call \(index) is not waiting for an answer")
        }
        continuation.resume(with: result)
    }

    private func cancel(_ index: Int) {
        cancelledCalls.insert(index)
        cancellationWaiters.removeAll { waiter in
            guard waiter.index == index else { return false }
            waiter.continuation.resume()
            return true
        }
        if honoursCancellation {
            pending.removeValue(forKey: index)?.resume(throwing: CancellationError())
        }
    }
}
