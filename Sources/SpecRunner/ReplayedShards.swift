import CucumberMessages
import SpecRunnerCore
import SpecRunnerWorkers

/// The results the shards of a run recorded, as the adapter of the run `merge` makes of them: each shard's ids
/// mapped onto the merged plan's (``ShardReplay``), the BeforeAll and AfterAll hooks' results before and after
/// the test cases' (each hook's once for each status it ended with, ``RunHookRuns``), and the test cases' in plan
/// order.
@MainActor
final class ReplayedShards: RunAdapter {
    private let shards: [ShardStream]
    private let bus: EventBus
    private let strict: Bool
    /// Whether every slice of the split is there and no shard's run was stopped.
    private let complete: Bool
    /// The BeforeAll and AfterAll hooks' results, one list a shard.
    private var beforeAll: [[Envelope]]
    private var afterAll: [[Envelope]]
    /// The results of each test case of the plan, by its position.
    private var results: [[Envelope]]

    /// The results of `shards`, placed in `bus`'s plan; throws when a shard's stream does not fit it.
    init(_ shards: [ShardStream], bus: EventBus, strict: Bool, complete: Bool) throws(Diagnostic) {
        self.shards = shards
        self.bus = bus
        self.strict = strict
        self.complete = complete
        let model = bus.index.model
        var positions: [ShardStream.PickleKey: Int] = [:]
        for position in 0..<model.plan.count {
            let pickle = model.plan.entries[position].pickle
            positions[ShardStream.PickleKey(uri: pickle.uri, location: pickle.location)] = position
        }
        results = Array(repeating: [], count: model.plan.count)
        beforeAll = Array(repeating: [], count: shards.count)
        afterAll = beforeAll
        for (number, shard) in shards.enumerated() {
            var replay = ShardReplay(shard: shard, prefix: "s\(number + 1).", model: model, positions: positions)
            for line in shard.executionLines {
                switch try replay.place(line) {
                case .none: break
                case .beforeAll(let envelope): beforeAll[number].append(envelope)
                case .afterAll(let envelope): afterAll[number].append(envelope)
                case .testCase(let position, let envelope): results[position].append(envelope)
                }
            }
        }
    }

    /// When the first shard started.
    var startedAt: Timestamp { shards.compactMap(\.started).min() ?? .now() }

    func runBeforeAllHooks() async -> Bool {
        for envelope in RunHookRuns.onceEach(beforeAll) { bus.emit(envelope) }
        return true
    }

    func runTestCases() async {
        for envelopes in results {
            for envelope in envelopes { bus.emit(envelope) }
        }
    }

    func runAfterAllHooks() async {
        for envelope in RunHookRuns.onceEach(afterAll) { bus.emit(envelope) }
    }

    /// The merged run's end, when the last shard ended: its success judged from the merged results with the
    /// merge's options, as a run judges itself, and what stopped any shard.
    func ending() -> RunEnding {
        let finished = shards.compactMap(\.finished)
        let messages = finished.compactMap(\.message)
        var ending = RunEnding(
            success: RunJudgement(results: bus.index, strict: strict, complete: complete, coverageMinimum: nil).success,
            message: messages.isEmpty ? nil : messages.joined(separator: "\n"),
            exception: finished.compactMap(\.exception).first)
        ending.timestamp = finished.map(\.timestamp).max() ?? .now()
        return ending
    }
}
