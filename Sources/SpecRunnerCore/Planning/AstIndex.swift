import Gherkin

/// Finds the syntax-tree nodes a pickle refers to by id: its scenario (and rule), its examples row, its steps.
///
/// A class, so that handing it around costs a reference, not a copy of its tables.
package final class AstIndex {
    /// What reports show of a step: its keyword as written and its line.
    package struct StepHead {
        let id: String
        package let keyword: String
        package let line: Int

        init(_ step: Step) {
            id = step.id
            keyword = step.keyword
            line = step.location.line
        }
    }

    /// A class, so that a lookup hands out a reference instead of copying the scenario's many fields.
    package final class ScenarioEntry {
        package let scenario: Scenario
        package let rule: Rule?
        /// The heads of the steps its pickles run, in their order: the backgrounds' steps, then its own.
        let stepHeads: [StepHead]

        init(scenario: Scenario, rule: Rule?, stepHeads: [StepHead]) {
            self.scenario = scenario
            self.rule = rule
            self.stepHeads = stepHeads
        }
    }

    package struct RowEntry {
        package let row: TableRow
        package let examples: Examples
    }

    private let document: GherkinDocument
    private(set) var scenarios: [String: ScenarioEntry] = [:]
    /// The entry found last: a run's reports ask for one pickle's scenario several times in a row, and an
    /// outline's pickles share theirs.
    private var lastScenario: ScenarioEntry?
    // Built on first use: a run reads scenarios and step heads; steps, rows and background ids are for reports
    // that go further.
    private(set) lazy var steps: [String: Step] = {
        var steps: [String: Step] = [:]
        forEachChild { child, _ in
            switch child {
            case .background(let background): for step in background.steps { steps[step.id] = step }
            case .scenario(let scenario): for step in scenario.steps { steps[step.id] = step }
            }
        }
        return steps
    }()
    private(set) lazy var rows: [String: RowEntry] = {
        var rows: [String: RowEntry] = [:]
        forEachChild { child, _ in
            guard case .scenario(let scenario) = child else { return }
            for examples in scenario.examples {
                for row in examples.tableBody { rows[row.id] = RowEntry(row: row, examples: examples) }
            }
        }
        return rows
    }()
    package private(set) lazy var backgroundStepIds: Set<String> = {
        var ids: Set<String> = []
        forEachChild { child, _ in
            guard case .background(let background) = child else { return }
            ids.formUnion(background.steps.lazy.map(\.id))
        }
        return ids
    }()

    init(_ document: GherkinDocument) {
        self.document = document
        // A background comes before the scenarios it applies to (the grammar says so).
        var featureBackground: [StepHead] = []
        var ruleBackground: [StepHead] = []
        var currentRule: Rule?
        forEachChild { child, rule in
            if rule?.id != currentRule?.id {
                currentRule = rule
                ruleBackground = featureBackground
            }
            switch child {
            case .background(let background) where rule == nil:
                featureBackground = background.steps.map(StepHead.init)
            case .background(let background):
                ruleBackground += background.steps.map(StepHead.init)
            case .scenario(let scenario):
                let background = rule == nil ? featureBackground : ruleBackground
                let heads = scenario.steps.isEmpty ? [] : background + scenario.steps.map(StepHead.init)
                scenarios[scenario.id] = ScenarioEntry(scenario: scenario, rule: rule, stepHeads: heads)
            }
        }
    }

    /// Calls `body` with every background and scenario of the document, in order, with the rule holding it.
    private func forEachChild(_ body: (Rule.Child, Rule?) -> Void) {
        guard let feature = document.feature else { return }
        for child in feature.children {
            switch child {
            case .background(let background): body(.background(background), nil)
            case .scenario(let scenario): body(.scenario(scenario), nil)
            case .rule(let rule): for ruleChild in rule.children { body(ruleChild, rule) }
            }
        }
    }

    /// The scenario (and its rule) a pickle was compiled from.
    package func scenario(of pickle: Pickle) -> ScenarioEntry? {
        guard let id = pickle.astNodeId else { return nil }
        if let last = lastScenario, last.scenario.id == id { return last }
        lastScenario = scenarios[id]
        return lastScenario
    }

    /// The examples row a pickle was compiled from, for Scenario Outlines.
    package func row(of pickle: Pickle) -> RowEntry? {
        pickle.examplesRowId.flatMap { rows[$0] }
    }

    /// The keyword and line of the step a pickle step was compiled from (its `astNodeId`); `position` is the
    /// pickle step's place in its pickle, and `entry` the pickle's scenario.
    ///
    /// A pickle runs its backgrounds' steps and then its scenario's, so the head is found by position; its id
    /// confirms it.
    package func stepHead(of astNodeId: String?, at position: Int, in entry: ScenarioEntry?) -> StepHead? {
        if let heads = entry?.stepHeads, position < heads.count, heads[position].id == astNodeId {
            return heads[position]
        }
        return astNodeId.flatMap { steps[$0] }.map(StepHead.init)
    }

    /// The step a pickle step was compiled from.
    package func step(of pickleStep: PickleStep) -> Step? {
        pickleStep.astNodeId.flatMap { steps[$0] }
    }

    /// The line a pickle is reported at and selected by: its examples row, else its scenario.
    package func line(of pickle: Pickle) -> Int {
        pickle.location?.line ?? row(of: pickle)?.row.location.line ?? scenario(of: pickle)?.scenario.location.line ?? 1
    }
}
