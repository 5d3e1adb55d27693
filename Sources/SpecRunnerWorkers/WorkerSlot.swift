import CucumberMessages
import SpecRunnerCore

/// One worker process of a parallel run, as ``ParallelRunner`` follows it: its share, where it stands in it, and
/// how it ended.
struct WorkerSlot {
    var workerId: String
    /// The test cases assigned and not done, in order (a slice: they are done from its front).
    var remaining: ArraySlice<Int>
    var process: WorkerProcess?
    var restarts = 0
    var pastBeforeAll = false
    var runHookMessages: [Envelope] = []
    var afterAllMessages: [Envelope] = []
    var currentItem: Int?
    /// The attempt running; `nil` between two attempts of ``currentItem`` (repetitions, or a retry).
    var currentAttemptId: String?
    /// The number of the attempt running, or of the last one finished (a repetition's, with `--repeat`).
    var attempt = 0
    /// The attempt the first test case of the share starts at: a new worker goes on with the repetitions of the
    /// test case whose run crashed the one before it.
    var resumesAt = 0
    var currentStepId: String?
    var finishedSteps: Set<String> = []
    var reportedRunFinished = false
    var running = false
    /// When the worker was last heard from: given its share, or sent lines (see `ParallelRunner.watchWorkers()`).
    var lastHeard = MonotonicInstant.now()
    /// The worker was killed because it sent nothing for longer than the timeout and its grace: a step or a run
    /// hook that ignored its cancellation, or a worker that never got going.
    var killedAfterTimeout = false
    /// When the parent asked the worker to stop (the run was interrupted or stopped at the first failure): its
    /// interruption is the run's, not an accident of the worker's; and it is killed if it is still running
    /// `RunAbort.grace` later, so that the first SIGTERM always ends the run.
    var askedToStop: MonotonicInstant?

    /// The attempt a crash now ends: the one running, or, between two, the next (under an id the parent makes).
    var crashedAttempt: (id: String?, number: Int) {
        currentAttemptId.map { ($0, attempt) } ?? (nil, attempt + 1)
    }
}
