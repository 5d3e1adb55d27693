/// Worker processes started before the run is planned, so that their start overlaps the parent's parsing and
/// planning; ``ParallelRunner`` sends each its share of the plan (``WorkerShare``) once it knows it.
import Foundation
import SpecRunnerCore

@MainActor
package final class WorkerStart {
    let events: AsyncStream<WorkerProcess.Event>
    let continuation: AsyncStream<WorkerProcess.Event>.Continuation
    private let configuration: RunConfiguration
    private var waiting: [WorkerProcess?]

    /// Starts workers for a run of `configuration` in `count` processes: as many as the machine has cores at
    /// most, since how many the plan needs is not known yet (the rest start once it is, see ``ParallelRunner``).
    package init(configuration: RunConfiguration, count: Int) {
        self.configuration = configuration
        (events, continuation) = AsyncStream<WorkerProcess.Event>.makeStream()
        waiting = []
        waiting = (0..<min(count, ProcessInfo.processInfo.activeProcessorCount)).map { slot in
            // One that cannot start now is started again when it is needed, which reports why it cannot.
            try? WorkerProcess.launch(
                slot: slot, assignment: assignment(workerId: "w\(slot + 1)"), continuation: continuation)
        }
    }

    /// What a worker is told first: the parent's configuration without its reports and gate, which are the
    /// parent's, nor the run hooks the parent runs itself.
    func assignment(workerId: String) -> WorkerAssignment {
        var configuration = configuration
        configuration.formats = []
        configuration.coverageMinimum = nil
        configuration.jobs = 0
        if configuration.runHooks == .perRun { configuration.runHooks = .skipped }
        return WorkerAssignment(configuration: configuration, workerId: workerId)
    }

    /// The worker started for `slot`, if it is still waiting for its test cases (each is taken once).
    func take(_ slot: Int) -> WorkerProcess? {
        guard waiting.indices.contains(slot) else { return nil }
        defer { waiting[slot] = nil }
        return waiting[slot]
    }

    /// Lets the workers nobody took go without running anything (the run did not start, or has fewer test
    /// cases than workers).
    package func release() {
        for slot in waiting.indices { take(slot)?.assign(nil) }
    }
}
