import CucumberMessages
import SpecRunnerCore

/// The worker's only report: its execution envelopes as lines on a dedicated file descriptor, held and written in
/// blocks (``CrashSafeOutbox``), which a crash writes out too, so that the parent knows which step was running
/// if the worker dies.
@MainActor
package final class WorkerMessageFormatter: SpecRunnerCore.Formatter {
    nonisolated static let descriptor: Int32 = 3
    /// A step's start is what pins a crash on it.
    package var needsStepStarts: Bool { true }

    /// Whether the parent's reports want every step's start; otherwise a step's start is only set aside, for a
    /// crash or a step that takes long.
    private let sendsStepStarts: Bool
    private var sentTestCase = false

    /// A formatter for a worker whose parent passes step starts on to its reports (`sendsStepStarts`), or not.
    package init(sendsStepStarts: Bool) {
        self.sendsStepStarts = sendsStepStarts
        CrashSafeOutbox.open(descriptor: Self.descriptor)
        // The parent checks the version before it reads any message.
        CrashSafeOutbox.append(WorkerWire.hello)
    }

    package func handle(_ envelope: Envelope, index: RunIndex) {
        guard WorkerWire.isSent(envelope) else { return }
        switch envelope {
        case .testCase:
            // The parent has every test case already; the first one only tells it the BeforeAll hooks are over.
            guard !sentTestCase else { return }
            sentTestCase = true
        case .testCaseStarted:
            // Whichever thread runs this test case's steps can report a stack overflow in them.
            CrashSafeOutbox.prepareThreadForCrashes()
            // A test case's start goes out at once, with the results held before it: a worker killed from outside
            // (the out-of-memory killer's SIGKILL), which no handler sees, still has its test case named and only
            // that test case's results lost.
            CrashSafeOutbox.append(WorkerWire.encode(envelope))
            return CrashSafeOutbox.writeOut()
        case .testStepStarted where !sendsStepStarts:
            return CrashSafeOutbox.setAside(WorkerWire.encode(envelope))
        case .testStepFinished where !sendsStepStarts:
            CrashSafeOutbox.dropSetAside()
        default:
            break
        }
        CrashSafeOutbox.append(WorkerWire.encode(envelope))
    }

    package func finish(index: RunIndex) { CrashSafeOutbox.writeOut() }
}
