import CucumberExpressions
import CucumberMessages
import Gherkin

/// What the run will execute, decided before anything runs: the selected pickles in execution order, each a
/// test case with its hooks and its steps matched to their definitions.
///
/// The plan keeps every test case as one value built once while planning (``PlannedTestCase``: its pickle, its
/// lines, its steps by position and its ids); its steps are bound (by the slots the step matcher gave them) as it runs, and
/// read through ``TestCaseSteps``.
@MainActor
package struct TestPlan {
    /// Test cases in execution order.
    package private(set) var entries: [PlannedTestCase] = []
    /// The ordinals of the selected pickles of each file, in file order (messages announce pickles in file
    /// order even when the run is reordered).
    private(set) var selectedOrdinals: [[Int]] = []
    /// Positions in execution order by test case id.
    private var positionById: [Int: Int] = [:]
    private let filter: ScenarioFilter
    private let shard: Shard?
    /// The timing keys of the selected scenarios, in defined order, until ``keepShard()`` splits them (a split
    /// by time needs them all).
    private var shardKeys: [String] = []
    /// The rule of each selected scenario, as ``shardKeys`` (a shard keeps a rule kept together whole).
    private var shardRules: [Rule?] = []
    /// Which scenarios a shard keeps together (``ParallelGroups``).
    private let keepTogether: KeepTogether?

    /// Whether tags, names or a shard leave scenarios of the files out (lines given with a file are the store's).
    package var narrows: Bool { filter.tags != nil || !filter.names.isEmpty || shard != nil }

    package init(filter: ScenarioFilter, shard: Shard?, keepTogether: KeepTogether? = nil) {
        self.filter = filter
        self.shard = shard
        self.keepTogether = keepTogether
    }

    package var count: Int { entries.count }

    /// Plans the selected pickles of a feature file just parsed, giving their test cases ids from those reserved
    /// for them from `testCaseIds` on (``idsReserved(for:testCaseHooks:)``), and returns them (all of them under a
    /// shard, which keeps its own once every file is planned).
    ///
    /// With `matchingSteps`, it also matches their steps once, and each planned step keeps where the step matcher
    /// keeps its binding.
    package mutating func add(
        _ feature: LoadedFeature,
        file: Int,
        lines: Set<Int>,
        testCaseIds: Int,
        supportCode: SupportCode,
        matchingSteps: Bool
    ) -> [Pickle] {
        while selectedOrdinals.count <= file { selectedOrdinals.append([]) }
        var selected: [Pickle] = []
        let hooks = Self.testCaseHooks(of: supportCode)
        // A file's pickles share its language, and so one step matcher.
        let matcher = matchingSteps ? feature.pickles.first.map { supportCode.matcher(for: $0.language) } : nil
        // Each pickle has its place in the file's ids, selected or not: a test case's ids depend on its file and
        // the files before it alone, not on the tags, names, lines or shard that select it.
        var place = testCaseIds
        for (ordinal, pickle) in feature.pickles.enumerated() {
            defer { place += pickle.steps.count + hooks + 1 }
            guard filter.selects(pickle, in: feature, lines: lines) else { continue }
            if shard != nil {
                shardKeys.append(ShardTimings.key(uri: pickle.uri, name: pickle.name))
                // Only a test case kept together by rule needs its rule (looking it up costs a value per pickle).
                let byRule = keepTogether == .rule || pickle.tags.contains { $0.name == ParallelGroups.togetherTag }
                shardRules.append(byRule ? feature.index.scenario(of: pickle)?.rule : nil)
            }
            var steps = Self.steps(of: pickle, supportCode: supportCode)
            for step in steps.indices {
                steps[step].id = place + step
                // Matched once here, each step's binding is found by its slot when the test case runs.
                if let matcher, case .pickleStep(let at) = steps[step].kind {
                    steps[step].bindingSlot = matcher.slot(of: pickle.steps[at].text) ?? -1
                }
            }
            entries.append(
                PlannedTestCase(
                    file: file, ordinal: ordinal, pickle: pickle, astIndex: feature.index, id: place + steps.count,
                    steps: steps))
            selectedOrdinals[file].append(ordinal)
            selected.append(pickle)
        }
        return selected
    }

    /// How many ids the test cases of a file with `pickles` may take: for each pickle, in order, its steps, the
    /// `testCaseHooks` hooks that could apply to it, and itself.
    ///
    /// They are reserved right after the file's own ids (its syntax tree and pickles), so that a file's test cases
    /// have the same ids whatever files follow it and whichever scenarios are selected, in every process that
    /// plans it (ADR 0007).
    nonisolated static func idsReserved(for pickles: [Pickle], testCaseHooks: Int) -> Int {
        pickles.reduce(0) { $0 + $1.steps.count + testCaseHooks + 1 }
    }

    /// How many of `supportCode`'s hooks could apply to a test case (Before and After hooks, whatever their tags).
    package static func testCaseHooks(of supportCode: SupportCode) -> Int {
        supportCode.hooks.count { $0.source.kind == .beforeTestCase || $0.source.kind == .afterTestCase }
    }

    /// Keeps only the shard's test cases, once every file is planned.
    package mutating func keepShard() {
        guard let shard else { return }
        let groups = ParallelGroups(entries: entries, rules: shardRules, keepTogether: keepTogether)
        let chosen = shard.selects(shardKeys, groups: groups.group)
        (shardKeys, shardRules) = ([], [])
        entries = zip(entries, chosen).filter(\.1).map(\.0)
        let keptOrdinals = Set(entries.map { [$0.file, $0.ordinal] })
        for file in selectedOrdinals.indices {
            selectedOrdinals[file].removeAll { !keptOrdinals.contains([file, $0]) }
        }
    }

    /// Puts the planned test cases in the run's order, once every file is planned.
    package mutating func arrange(_ order: ScenarioOrder) {
        entries = order.apply(to: entries)
        positionById = Self.positions(of: entries)
    }

    /// A plan of test cases planned by another process, in their order (a worker's share, ``WorkerShare``).
    package init(testCases: [PlannedTestCase]) {
        self.init(filter: ScenarioFilter(), shard: nil)
        entries = testCases
        positionById = Self.positions(of: testCases)
    }

    /// Positions by test case id (a share naming a position twice finds the first).
    private static func positions(of entries: [PlannedTestCase]) -> [Int: Int] {
        Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position (in execution order) of the test case `id`.
    func position(of id: String) -> Int? {
        Int(id).flatMap { positionById[$0] }
    }

    /// The steps of `pickle`'s test case: the hooks that apply to it around its steps.
    private static func steps(of pickle: Pickle, supportCode: SupportCode) -> [PlannedTestCase.Step] {
        let hooks = supportCode.hooks
        let before = hooks.indices.filter { hooks[$0].source.kind == .beforeTestCase }
        let after = hooks.indices.filter { hooks[$0].source.kind == .afterTestCase }
        let tags = before.isEmpty && after.isEmpty ? [] : Set(pickle.tags.map(\.name))
        var steps: [PlannedTestCase.Step] = []
        steps.reserveCapacity(pickle.steps.count + before.count + after.count)
        for hook in before where hooks[hook].applies(to: tags) { steps.append(.init(kind: .hook(at: hook))) }
        for position in pickle.steps.indices { steps.append(.init(kind: .pickleStep(at: position))) }
        for hook in after.reversed() where hooks[hook].applies(to: tags) { steps.append(.init(kind: .hook(at: hook))) }
        return steps
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
