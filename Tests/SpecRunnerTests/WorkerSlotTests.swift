import Testing

@testable import SpecRunnerWorkers

/// Which attempt a worker's crash ends, as the parent follows the worker: the one running, under its own id; or,
/// between two attempts of a test case (`--repeat`, `--retry`), the next one under a new id, never again the id of
/// the attempt that finished.
@Suite struct WorkerSlotTests {
    @Test func aCrashWhileAnAttemptRunsEndsThatAttempt() {
        var slot = WorkerSlot(workerId: "w1", remaining: [0])
        (slot.currentItem, slot.currentAttemptId, slot.attempt) = (0, "w1.7", 2)
        #expect(slot.crashedAttempt.id == "w1.7")
        #expect(slot.crashedAttempt.number == 2)
    }

    @Test func aCrashBetweenTwoAttemptsEndsTheNextUnderANewId() {
        var slot = WorkerSlot(workerId: "w1", remaining: [0])
        (slot.currentItem, slot.currentAttemptId, slot.attempt) = (0, nil, 2)
        #expect(slot.crashedAttempt.id == nil, "the parent makes the next attempt's id")
        #expect(slot.crashedAttempt.number == 3)
    }
}
