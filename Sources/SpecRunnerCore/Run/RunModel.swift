import CucumberMessages
import Foundation
import Gherkin

/// What a run is made of, known before anything runs: its feature files, its support code and its plan.
///
/// The envelopes report what happened; the model answers what things are: a test case's steps by its position
/// (bound from the plan's value), a feature file's syntax tree by its uri (its outline, kept by the feature store).
/// A parent and its worker processes build the same model, so they agree on every id.
@MainActor
package final class RunModel {
    package let store: FeatureStore
    /// Filled while the feature files are planned, then put in the run's order.
    package var plan: TestPlan
    package let supportCode: SupportCode
    /// Given once the files are planned (ids are handed out in that order in every process).
    package var testRunStartedId = ""
    /// How many times each test case runs (`--repeat`): a test case is finished after that many attempts.
    package var repetitions = 1
    /// The steps of the test case last bound, which the runner and the run index both ask for as an attempt starts.
    private var lastSteps: TestCaseSteps?
    private var lastStepsId = -1
    private var lastOutline: (uri: String, outline: AstIndex)?

    /// Whether the model knows nothing of a run (see ``standalone()``): a constant, read at every envelope.
    let isStandalone: Bool

    package convenience init(store: FeatureStore, plan: TestPlan, supportCode: SupportCode) {
        self.init(store: store, plan: plan, supportCode: supportCode, isStandalone: false)
    }

    private init(store: FeatureStore, plan: TestPlan, supportCode: SupportCode, isStandalone: Bool) {
        self.store = store
        self.plan = plan
        self.supportCode = supportCode
        self.isStandalone = isStandalone
    }

    /// A model with no files and no plan, for an index fed only by envelopes.
    static func standalone() -> RunModel {
        RunModel(
            store: FeatureStore(defaultLanguage: "en"),
            plan: TestPlan(filter: ScenarioFilter(), shard: nil),
            supportCode: SupportCode(libraries: [], ids: FastIdGenerator()), isStandalone: true
        )
    }

    /// Whether the run was given folders only: a file named on its own is a part of the suite.
    package var namesFoldersOnly = true

    /// The folder the run works in, which relative uris are read from; empty for the process's.
    package var workingDirectory = ""
    private var knownWholeSuite: Bool?

    /// Whether the whole suite is planned: every feature file of the run's package, whole.
    ///
    /// Folders only, no tags, names, lines or shard selecting a part of them, and every feature file of the package
    /// the run works in (of its folder, outside any package) loaded: a sub-folder of the specification is a part
    /// of it. The package is walked once, the first time this is asked (only when there are unused definitions to
    /// list).
    var plansWholeSuite: Bool {
        if let known = knownWholeSuite { return known }
        let whole =
            namesFoldersOnly && !plan.narrows && store.files.allSatisfy(\.lines.isEmpty) && loadsEveryPackageFeature()
        knownWholeSuite = whole
        return whole
    }

    private func loadsEveryPackageFeature() -> Bool {
        let directory = workingDirectory.isEmpty ? FileManager.default.currentDirectoryPath : workingDirectory
        // Feature files, so that no path is looked at on the disk to learn whether it is a folder.
        let absolute = { (path: String) in
            URL(fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path, isDirectory: false).standardized
                .path
        }
        let package = PackageRoot.enclosing(URL(fileURLWithPath: directory, isDirectory: true).standardized.path)
        // The loader's own discovery, so that the package's files are those a run of its folder would read; a
        // package inside it (an example's) has a specification of its own.
        let features = FeatureLoader(defaultLanguage: "en").inputPaths([FeatureLocation(path: package ?? directory)])
            .dropFirst()
        // Resolving every loaded file's path costs more than the rest: only done when there is a file to look for.
        guard !features.isEmpty else { return true }
        let loaded = Set(store.files.map { absolute($0.uri) })
        return features.allSatisfy {
            loaded.contains(absolute($0)) || (package != nil && PackageRoot.of(absolute($0)) != package)
        }
    }

    /// The feature file and line of the scenario at `position` in execution order, without making its test case.
    func scenarioLocation(at position: Int) -> (uri: String, line: Int) {
        let planned = plan.entries[position]
        return (planned.pickle.uri, planned.line)
    }

    /// The steps of the test case at `position` in execution order, bound from the plan's value (``TestCaseSteps``).
    package func steps(at position: Int) -> TestCaseSteps {
        let entries = plan.entries
        if let last = lastSteps, lastStepsId == entries[position].id { return last }
        let steps = TestCaseSteps(planned: entries[position], supportCode: supportCode)
        (lastSteps, lastStepsId) = (steps, entries[position].id)
        return steps
    }

    /// The `TestCase` message of the test case at `position`, for a report that writes messages.
    package func testCaseMessage(at position: Int) -> TestCase {
        TestCaseSteps(planned: plan.entries[position], supportCode: supportCode)
            .message(testRunStartedId: testRunStartedId)
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
