import CucumberExpressions
import CucumberMessages
import Gherkin

/// What the run will execute, decided before anything runs: the selected pickles in execution order, each a
/// test case with its hooks and its steps matched to their definitions.
///
/// The plan keeps one small entry per test case; the test case itself is rebuilt from the feature store when
/// it is needed (to announce it, run it or report it), with the same ids every time, so that planning a
/// 20,000-scenario suite costs a few hundred kilobytes.
@MainActor
struct TestPlan {
    /// One step of a test case: a hook, or the pickle step at a position of the item's pickle (read in place
    /// there, not copied) with its matches.
    enum PlannedStep {
        case hook(SupportCode.Hook)
        case pickleStep(at: Int, matches: [StepMatcher.Match])
    }

    /// A planned test case, as stored: where its pickle is and which ids it uses.
    struct Entry {
        /// The feature file, an index into the store.
        let file: Int
        /// The pickle, an index into the file's pickles.
        let ordinal: Int
        /// Its test steps' ids are `firstId`, `firstId + 1`…; the test case's own id follows them (given once every
        /// file is planned, see ``TestPlan/assignIds(_:)``).
        fileprivate(set) var firstId = 0
        let stepCount: Int

        var testCaseId: String { String(firstId + stepCount) }

        /// Whether `id` is one of this test case's ids (its steps' or its own).
        func owns(_ id: Int) -> Bool { id >= firstId && id <= firstId + stepCount }
    }

    /// A test case, rebuilt: its pickle, its message, and its steps with their matches.
    ///
    /// A class, so that the runner, the run index and the reports share one rather than copying its parts.
    final class Item {
        let feature: Int
        let pickle: Pickle
        let testCase: TestCase
        let steps: [PlannedStep]

        init(feature: Int, pickle: Pickle, testCase: TestCase, steps: [PlannedStep]) {
            self.feature = feature
            self.pickle = pickle
            self.testCase = testCase
            self.steps = steps
        }
    }

    /// Test cases in execution order.
    private(set) var entries: [Entry] = []
    /// The ordinals of the selected pickles of each file, in file order (messages announce pickles in file
    /// order even when the run is reordered).
    private(set) var selectedOrdinals: [[Int]] = []
    /// Entries by their position in execution order, sorted by `firstId`, to find a test case by id.
    private var byFirstId: [Int] = []
    private let filter: ScenarioFilter
    private let shard: Shard?
    /// The timing keys of the selected scenarios, in defined order, until ``keepShard()`` splits them (a split
    /// by time needs them all).
    private var shardKeys: [String] = []

    /// Whether tags, names or a shard leave scenarios of the files out (lines given with a file are the store's).
    var narrows: Bool { filter.tags != nil || !filter.names.isEmpty || shard != nil }

    init(filter: ScenarioFilter, shard: Shard?) {
        self.filter = filter
        self.shard = shard
    }

    var count: Int { entries.count }

    /// Plans the selected pickles of a feature file just parsed, and returns them (all of them under a shard,
    /// which keeps its own once every file is planned).
    ///
    /// With `matchingSteps`, it also matches their steps once, so that the step matcher's cache has them when
    /// they run.
    mutating func add(
        _ feature: LoadedFeature,
        file: Int,
        lines: Set<Int>,
        supportCode: SupportCode,
        matchingSteps: Bool
    ) -> [Pickle] {
        while selectedOrdinals.count <= file { selectedOrdinals.append([]) }
        var selected: [Pickle] = []
        for (ordinal, pickle) in feature.pickles.enumerated()
        where filter.selects(pickle, in: feature, lines: lines) {
            if shard != nil { shardKeys.append(ShardTimings.key(uri: pickle.uri, name: pickle.name)) }
            let stepCount = Self.stepCount(of: pickle, supportCode: supportCode)
            if matchingSteps { supportCode.matcher(for: pickle.language).prepare(pickle.steps.lazy.map(\.text)) }
            entries.append(Entry(file: file, ordinal: ordinal, stepCount: stepCount))
            selectedOrdinals[file].append(ordinal)
            selected.append(pickle)
        }
        return selected
    }

    /// Keeps only the shard's test cases, once every file is planned and before ``assignIds(_:)``.
    mutating func keepShard() {
        guard let shard else { return }
        let chosen = shard.selects(shardKeys)
        shardKeys = []
        entries = zip(entries, chosen).filter(\.1).map(\.0)
        let keptOrdinals = Set(entries.map { [$0.file, $0.ordinal] })
        for file in selectedOrdinals.indices {
            selectedOrdinals[file].removeAll { !keptOrdinals.contains([file, $0]) }
        }
    }

    /// Gives the planned test cases their ids, in file order, once every file is planned (and before
    /// ``arrange(_:)``), so that every process planning the same files gives the same ids.
    mutating func assignIds(_ ids: FastIdGenerator) {
        for position in entries.indices {
            entries[position].firstId = ids.peek
            for _ in 0...entries[position].stepCount { _ = ids.newId() }
        }
    }

    /// Puts the planned test cases in the run's order, once every file is planned.
    mutating func arrange(_ order: ScenarioOrder) {
        entries = order.apply(to: entries)
        byFirstId = entries.indices.sorted { entries[$0].firstId < entries[$1].firstId }
    }

    /// The plan with only the test cases at `positions`, in that order (a worker's share).
    func restricted(to positions: [Int]) -> TestPlan {
        var restricted = self
        restricted.entries = positions.filter { entries.indices.contains($0) }.map { entries[$0] }
        restricted.byFirstId = restricted.entries.indices.sorted {
            restricted.entries[$0].firstId < restricted.entries[$1].firstId
        }
        return restricted
    }

    /// The position (in execution order) of the test case that owns the id `id` (its own or a step's).
    func position(owning id: String) -> Int? {
        guard let number = Int(id) else { return nil }
        var low = 0
        var high = byFirstId.count
        while low < high {
            let middle = (low + high) / 2
            if entries[byFirstId[middle]].firstId <= number { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let position = byFirstId[low - 1]
        return entries[position].owns(number) ? position : nil
    }

    /// Rebuilds the test case at `position`.
    func item(at position: Int, store: FeatureStore, supportCode: SupportCode, testRunStartedId: String) -> Item {
        let entry = entries[position]
        let feature = store.feature(entry.file)
        let pickle = feature.pickles[entry.ordinal]
        let beforeHooks = supportCode.hooks(.beforeTestCase)
        let afterHooks = supportCode.hooks(.afterTestCase)
        let tags = beforeHooks.isEmpty && afterHooks.isEmpty ? [] : Set(pickle.tags.map(\.name))
        let matcher = supportCode.matcher(for: pickle.language)
        let ids = IncrementingIdGenerator(start: entry.firstId)
        func newId() -> String { ids.newId() }
        var steps: [PlannedStep] = []
        var testSteps: [TestStep] = []
        steps.reserveCapacity(pickle.steps.count + beforeHooks.count + afterHooks.count)
        testSteps.reserveCapacity(steps.capacity)
        for hook in beforeHooks where hook.applies(to: tags) {
            steps.append(.hook(hook))
            testSteps.append(.hook(id: newId(), hookId: hook.id))
        }
        for position in pickle.steps.indices {
            let binding = matcher.binding(pickle.steps[position].text)
            steps.append(.pickleStep(at: position, matches: binding.matches))
            testSteps.append(
                .pickleStep(
                    id: newId(),
                    pickleStepId: pickle.steps[position].id,
                    stepDefinitionIds: binding.definitionIds,
                    argumentLists: binding.argumentLists
                )
            )
        }
        for hook in afterHooks.reversed() where hook.applies(to: tags) {
            steps.append(.hook(hook))
            testSteps.append(.hook(id: newId(), hookId: hook.id))
        }
        let testCase = TestCase(
            id: newId(),
            pickleId: pickle.id,
            testSteps: testSteps,
            testRunStartedId: testRunStartedId
        )
        return Item(feature: entry.file, pickle: pickle, testCase: testCase, steps: steps)
    }

    private static func stepCount(of pickle: Pickle, supportCode: SupportCode) -> Int {
        let hooks = supportCode.hooks(.beforeTestCase) + supportCode.hooks(.afterTestCase)
        guard !hooks.isEmpty else { return pickle.steps.count }
        let tags = Set(pickle.tags.map(\.name))
        return pickle.steps.count + hooks.filter { $0.applies(to: tags) }.count
    }
}

extension StepMatchArgumentsList {
    /// The arguments of a match, as messages report them.
    init(match: StepMatcher.Match) {
        self.init(
            stepMatchArguments: match.arguments.map { argument in
                StepMatchArgument(
                    group: MatchGroup(argument.group),
                    parameterTypeName: argument.parameterType.name.isEmpty ? nil : argument.parameterType.name
                )
            }
        )
    }
}

extension MatchGroup {
    /// A capture-group tree as messages report it: no `children` key when there are none.
    init(_ group: Group) {
        self.init(
            start: group.start,
            value: group.value,
            children: group.children.isEmpty ? nil : group.children.map(MatchGroup.init)
        )
    }
}
