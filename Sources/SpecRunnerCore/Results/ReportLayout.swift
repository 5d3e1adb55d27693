import CucumberMessages
import Gherkin

/// What the file reports (JUnit, JSON, HTML) know of the plan: the feature files that have selected scenarios, in
/// file order, each with its scenarios' plan positions in file order, and a scenario that never ran as planned.
///
/// The one place a report learns of the plan: made once per run by the index (``RunIndex/layout``), so that the
/// reports read values, never the plan or the feature store.
@MainActor
package struct ReportLayout {
    /// A feature file with selected scenarios.
    package struct File {
        package let uri: String
        /// Its outline (whole when a report shows the files whole).
        package let outline: AstIndex
        /// The plan position of each selected scenario, in file order.
        package let positions: [Int]
    }

    package let files: [File]
    /// The slot (feature, scenario) of each plan position.
    private let slots: [(feature: Int, scenario: Int)?]
    private let model: RunModel

    init(model: RunModel) {
        let plan = model.plan
        var byOrdinal: [Int: [Int: Int]] = [:]
        for (position, entry) in plan.entries.enumerated() {
            byOrdinal[entry.file, default: [:]][entry.ordinal] = position
        }
        var files: [File] = []
        var slots = [(feature: Int, scenario: Int)?](repeating: nil, count: plan.count)
        for (file, ordinals) in plan.selectedOrdinals.enumerated() where !ordinals.isEmpty {
            let positions = ordinals.compactMap { byOrdinal[file]?[$0] }
            for (scenario, position) in positions.enumerated() { slots[position] = (files.count, scenario) }
            let stored = model.store.files[file]
            files.append(File(uri: stored.uri, outline: stored.outline, positions: positions))
        }
        self.files = files
        self.slots = slots
        self.model = model
    }

    /// Where the test case at plan position `position` goes, if the layout has it.
    package func slot(of position: Int?) -> (feature: Int, scenario: Int)? {
        guard let position, slots.indices.contains(position) else { return nil }
        return slots[position]
    }

    /// The name of the scenario at plan position `position` (read from the plan rather than kept by a report).
    package func name(at position: Int) -> String {
        model.plan.entries[position].pickle.name
    }

    /// The feature file and line of the scenario at plan position `position`, without making its test case.
    package func location(at position: Int) -> (uri: String, line: Int) {
        model.scenarioLocation(at: position)
    }

    /// The pickle, as planned, of a scenario that never ran.
    package func pickle(at position: Int) -> Pickle {
        model.plan.entries[position].pickle
    }

    /// The steps, as planned, of a scenario that never ran (bound from the plan: only a report that says why it is
    /// not bound asks).
    package func steps(at position: Int) -> TestCaseSteps {
        model.steps(at: position)
    }
}
