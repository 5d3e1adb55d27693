import CucumberMessages
import SpecRunnerCore

/// What a parallel run does besides dealing shares to its workers (ADR 0037): its `@serial` share, run by one
/// worker once every other is done, and its BeforeAll and AfterAll hooks when they run once, in the parent.
@MainActor
struct ParallelPhases {
    /// The `@serial` test cases, in plan order; empty once their worker is started.
    var serialShare: [Int] = []
    /// The slot of the worker running the `@serial` share.
    var serialSlot: Int?
    /// The BeforeAll hook runs the workers reported, and the run emitted.
    var reportedBeforeAll: [Envelope] = []
    /// Those the worker of the `@serial` share reported, held until the share is done.
    var serialBeforeAll: [Envelope] = []
    /// Runs the BeforeAll and AfterAll hooks in the parent (`--run-hooks per-run`); `nil` leaves them to workers.
    let parentHooks: TestRunner?

    init(context: RunContext, configuration: RunConfiguration) {
        parentHooks =
            configuration.runHooks == .perRun ? TestRunner(context: context, configuration: configuration) : nil
    }

    /// The shares of `plan` for `workers` workers, keeping the `@serial` test cases for ``serialShare``; when every
    /// test case is `@serial`, one share of them all (nothing else would run beside it).
    mutating func shares(of model: RunModel, keepTogether: KeepTogether?, workers: Int) -> [[Int]] {
        let entries = model.plan.entries
        let groups = model.parallelGroups(keepTogether: keepTogether)
        guard !groups.isEmpty else { return ParallelRunner.shares(ofFiles: entries.map(\.file), workers: workers) }
        let shares = ParallelRunner.shares(ofFiles: entries.map(\.file), workers: workers, groups: groups)
        let serial = entries.indices.filter { groups.serial[$0] }
        if shares.isEmpty { return serial.isEmpty ? [] : [serial] }
        serialShare = serial
        return shares
    }

    /// The slot of the worker for the `@serial` share, at position `slot`; `nil` when there is none (or it started).
    mutating func serialWorker(slot: Int) -> WorkerSlot? {
        guard !serialShare.isEmpty else { return nil }
        defer { serialShare = [] }
        serialSlot = slot
        return WorkerSlot(workerId: "w\(slot + 1)", remaining: serialShare[...])
    }

    /// The BeforeAll hook runs to report of those each worker sent (`messages`), kept to compare the `@serial`
    /// share's worker's with (``RunHookRuns/onceEach(_:)``).
    mutating func reportBeforeAll(_ messages: [[Envelope]]) -> [Envelope] {
        reportedBeforeAll = RunHookRuns.onceEach(messages)
        return reportedBeforeAll
    }

    /// The BeforeAll hook runs of the `@serial` share's worker that end otherwise than those reported
    /// (``RunHookRuns/onceEach(_:)``): usually none, as a serial run reports each once.
    mutating func unreportedBeforeAll() -> [Envelope] {
        defer { serialBeforeAll = [] }
        guard !serialBeforeAll.isEmpty else { return [] }
        let reported = RunHookRuns.onceEach([reportedBeforeAll]).count
        return Array(RunHookRuns.onceEach([reportedBeforeAll, serialBeforeAll]).dropFirst(reported))
    }
}
