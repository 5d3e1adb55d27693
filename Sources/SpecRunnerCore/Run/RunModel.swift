import Gherkin

/// What a run is made of, known before anything runs: its feature files, its support code and its plan.
///
/// The envelopes report what happened; the model answers what things are: a test case by its position (made
/// from the plan's value), a feature file's syntax tree by its uri (its outline, kept by the feature store).
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
    private var lastOutline: (uri: String, outline: AstIndex)?

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
        plan.item(at: position, supportCode: supportCode, testRunStartedId: testRunStartedId)
    }

    /// The outline of the feature file `uri` (see ``AstIndex``).
    func outline(uri: String) -> AstIndex? {
        // Reports ask for the same file many times in a row: comparing with the last uri (the same string
        // storage, in practice) is cheaper than hashing a path.
        if let last = lastOutline, last.uri == uri { return last.outline }
        guard let file = store.file(uri: uri) else { return nil }
        lastOutline = (uri, file.outline)
        return file.outline
    }
}
