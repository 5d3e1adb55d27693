/// Worker processes started before the run is planned, so that their start overlaps the parent's parsing and
/// planning; each is sent its share of the plan file by file as the parent plans it (``deal(_:of:)``), or, when
/// the run's order or shard needs the whole plan first, all at once by ``ParallelRunner``.
import SpecRunnerCore
import SpecRunnerReports

@MainActor
package final class WorkerStart {
    let events: AsyncStream<WorkerProcess.Event>
    let continuation: AsyncStream<WorkerProcess.Event>.Continuation
    private let configuration: RunConfiguration
    private var waiting: [WorkerProcess?]
    /// The positions of the plan dealt to each worker while it was made; empty when nothing was.
    private(set) var dealt: [[Int]]
    /// The positions dealt and not yet sent, by worker: nothing is sent until the suite is known to parse, then
    /// parts of at least ``ParallelRunner/longestRun`` test cases (a part per file cost a worker a wake-up each).
    private var held: [[Int]]
    private var sending = false
    /// How many feature files the suite has (see ``deal(_:of:sendsStepStarts:)``).
    package var suiteFiles = 1

    /// Starts `count` workers for a run of `configuration`.
    package init(configuration: RunConfiguration, count: Int) {
        self.configuration = configuration
        (events, continuation) = AsyncStream<WorkerProcess.Event>.makeStream()
        waiting = []
        dealt = Array(repeating: [], count: count)
        held = Array(repeating: [], count: count)
        waiting = (0..<count).map { slot in
            // One that cannot start now is started again when it is needed, which reports why it cannot.
            try? WorkerProcess.launch(
                slot: slot, assignment: assignment(workerId: "w\(slot + 1)"), continuation: continuation)
        }
    }

    /// Whether the workers are dealt their test cases as each file is planned: in the defined order, without a
    /// shard (a random or reversed order and a shard's split need the whole plan first).
    package var dealsWhilePlanning: Bool {
        configuration.order == .defined && configuration.shard == nil && !waiting.isEmpty
    }

    /// What a worker is told first: the parent's configuration without its reports and gate, which are the
    /// parent's.
    func assignment(workerId: String) -> WorkerAssignment {
        var configuration = configuration
        configuration.formats = []
        configuration.coverageMinimum = nil
        configuration.jobs = 0
        return WorkerAssignment(configuration: configuration, workerId: workerId)
    }

    /// Deals the test cases at `positions` of `model`'s plan, the ones one file has just added, to the workers, and
    /// sends each worker its part (once ``startSending()`` has been called).
    ///
    /// As ``ParallelRunner/shares(ofFiles:workers:)`` deals a whole plan: runs of the file's test cases, each to
    /// the worker with the fewest so far, cut at ``ParallelRunner/longestRun`` and at an even split, the suite's
    /// size estimated from this file's (so that a suite of one file still spreads, and a file of many is read by
    /// one worker). A worker thus starts running while the parent still plans the files after; the ids it needs
    /// depend on no later file (``TestPlan/idsReserved(for:testCaseHooks:)``).
    package func deal(_ positions: Range<Int>, of model: RunModel, sendsStepStarts: Bool) {
        guard !positions.isEmpty, !dealt.isEmpty else { return }
        let estimatedSuite = positions.count * max(1, suiteFiles)
        let runLength = max(1, min(ParallelRunner.longestRun, (estimatedSuite + dealt.count - 1) / dealt.count))
        var parts = Array(repeating: [Int](), count: dealt.count)
        var start = positions.lowerBound
        while start < positions.upperBound {
            let end = min(positions.upperBound, start + runLength)
            let least = dealt.indices.min { dealt[$0].count < dealt[$1].count } ?? 0
            dealt[least].append(contentsOf: start..<end)
            parts[least].append(contentsOf: start..<end)
            start = end
        }
        for slot in parts.indices { held[slot] += parts[slot] }
        if sending { send(model, sendsStepStarts: sendsStepStarts, atLeast: ParallelRunner.longestRun) }
    }

    /// Sends what was dealt so far, and from now on as it is dealt: called once every file of the suite is known
    /// to parse (so that no worker runs a step of a run that a file's error keeps from starting), and once the plan
    /// is complete.
    package func startSending(_ model: RunModel, sendsStepStarts: Bool) {
        sending = true
        send(model, sendsStepStarts: sendsStepStarts, atLeast: 1)
    }

    /// Sends each worker the test cases held for it, if they are at least `least`.
    private func send(_ model: RunModel, sendsStepStarts: Bool, atLeast least: Int) {
        for slot in held.indices where held[slot].count >= least {
            // A worker that could not start gets its share whole when the run starts (``ParallelRunner``).
            waiting[slot]?.send(WorkerShare(positions: held[slot], model: model, sendsStepStarts: sendsStepStarts))
            held[slot] = []
        }
    }

    /// The worker started for `slot`, if it is still waiting for its test cases (each is taken once).
    func take(_ slot: Int) -> WorkerProcess? {
        guard waiting.indices.contains(slot) else { return nil }
        defer { waiting[slot] = nil }
        return waiting[slot]
    }

    /// Lets the workers nobody took go without running anything more (the run did not start, or has fewer test
    /// cases than workers).
    package func release() {
        for slot in waiting.indices { take(slot)?.finishSending() }
    }
}
