import Gherkin

/// What a run is made of, known before anything runs: its feature files, its support code and its plan.
///
/// The envelopes report what happened; the model answers what things are: a test case by its position (made
/// from the plan's value), a feature file's syntax tree by its uri (from the feature store, which parses it
/// again when it is no longer kept).
/// A parent and its worker processes build the same model, so they agree on every id.
@MainActor
package final class RunModel {
    package let store: FeatureStore
    /// Filled while the feature files are planned, then put in the run's order.
    package var plan: TestPlan
    package let supportCode: SupportCode
    /// Given once the files are planned (ids are handed out in that order in every process).
    package var testRunStartedId = ""
    /// The test case whose attempt the runner is announcing, while it announces it: the index records the
    /// attempt with it rather than making it again from the plan.
    var starting: TestPlan.Item?
    private var lastFeature: (uri: String, index: Int)?
    /// The positions up to which the files of coming test cases were asked to be parsed ahead.
    private var askedAhead = 0
    /// How many test cases ahead the run has their files parsed again (suites too large to stay parsed).
    private static let testCasesAhead = 16

    package init(store: FeatureStore, plan: TestPlan, supportCode: SupportCode) {
        self.store = store
        self.plan = plan
        self.supportCode = supportCode
    }

    /// A model with no files and no plan, for an index fed only by envelopes.
    static func standalone() -> RunModel {
        RunModel(
            store: FeatureStore(defaultLanguage: "en"),
            plan: TestPlan(filter: ScenarioFilter(), shard: nil),
            supportCode: SupportCode(libraries: [], ids: FastIdGenerator())
        )
    }

    /// Whether the run was given folders only: a file named on its own is a part of the suite.
    package var namesFoldersOnly = true

    /// Whether the whole suite is planned: folders only, and no tags, names, lines or shard select a part of them.
    var plansWholeSuite: Bool { namesFoldersOnly && !plan.narrows && store.files.allSatisfy(\.lines.isEmpty) }

    /// Whether the model knows nothing of a run (see ``standalone()``).
    var isStandalone: Bool { store.files.isEmpty }

    /// The feature file and line of the scenario at `position` in execution order, without making its test case.
    package func scenarioLocation(at position: Int) -> (uri: String, line: Int) {
        let pickle = plan.entries[position].pickle
        return (pickle.uri, pickle.line)
    }

    /// The test case at `position` in execution order, made from the plan's value.
    package func item(at position: Int) -> TestPlan.Item {
        let item = plan.item(at: position, supportCode: supportCode, testRunStartedId: testRunStartedId)
        if store.evicts { parseAhead(after: position) }
        return item
    }

    /// Has the files of the next test cases parsed again on another thread while this one runs (the reports read
    /// their syntax trees as they finish).
    private func parseAhead(after position: Int) {
        var next = max(position + 1, askedAhead)
        let end = min(plan.count, position + 1 + Self.testCasesAhead)
        while next < end, store.parseAhead(plan.entries[next].file) { next += 1 }
        askedAhead = next
    }

    /// The parsed feature file `uri`.
    func feature(uri: String) -> LoadedFeature? {
        // Reports ask for the same file many times in a row: comparing with the last uri (the same string
        // storage, in practice) is cheaper than hashing a path.
        if let last = lastFeature, last.uri == uri { return store.feature(last.index) }
        guard let index = store.fileIndex(uri: uri) else { return nil }
        lastFeature = (uri, index)
        return store.feature(index)
    }
}
