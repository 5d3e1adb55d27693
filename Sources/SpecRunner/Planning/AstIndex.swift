import Gherkin

/// Finds the syntax-tree nodes a pickle refers to by id: its scenario (and rule), its examples row, its steps.
///
/// A class, so that handing it around costs a reference, not a copy of its tables.
final class AstIndex {
    /// What reports show of a step: its keyword as written and its line.
    struct StepHead {
        let id: String
        let keyword: String
        let line: Int

        init(_ step: Step) {
            id = step.id
            keyword = step.keyword
            line = step.location.line
        }
    }

    struct ScenarioEntry {
        let scenario: Scenario
        let rule: Rule?
        /// The heads of the steps its pickles run, in their order: the backgrounds' steps, then its own.
        let stepHeads: [StepHead]
    }

    struct RowEntry {
        let row: TableRow
        let examples: Examples
    }

    private(set) var scenarios: [String: ScenarioEntry] = [:]
    private(set) var steps: [String: Step] = [:]
    private(set) var rows: [String: RowEntry] = [:]
    private(set) var backgroundStepIds: Set<String> = []

    init(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        // A background comes before the scenarios it applies to (the grammar says so).
        var featureBackground: [StepHead] = []
        for child in feature.children {
            switch child {
            case .background(let background):
                add(background)
                featureBackground = background.steps.map(StepHead.init)
            case .scenario(let scenario): add(scenario, rule: nil, background: featureBackground)
            case .rule(let rule):
                var ruleBackground = featureBackground
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background):
                        add(background)
                        ruleBackground += background.steps.map(StepHead.init)
                    case .scenario(let scenario): add(scenario, rule: rule, background: ruleBackground)
                    }
                }
            }
        }
    }

    private func add(_ background: Background) {
        for step in background.steps {
            add(step)
            backgroundStepIds.insert(step.id)
        }
    }

    private func add(_ step: Step) {
        steps[step.id] = step
    }

    private func add(_ scenario: Scenario, rule: Rule?, background: [StepHead]) {
        let heads = scenario.steps.isEmpty ? [] : background + scenario.steps.map(StepHead.init)
        scenarios[scenario.id] = ScenarioEntry(scenario: scenario, rule: rule, stepHeads: heads)
        for step in scenario.steps { add(step) }
        for examples in scenario.examples {
            for row in examples.tableBody { rows[row.id] = RowEntry(row: row, examples: examples) }
        }
    }

    /// The scenario (and its rule) a pickle was compiled from.
    func scenario(of pickle: Pickle) -> ScenarioEntry? {
        pickle.astNodeId.flatMap { scenarios[$0] }
    }

    /// The examples row a pickle was compiled from, for Scenario Outlines.
    func row(of pickle: Pickle) -> RowEntry? {
        pickle.examplesRowId.flatMap { rows[$0] }
    }

    /// The keyword and line of the step a pickle step was compiled from; `position` is the pickle step's place
    /// in its pickle, and `entry` the pickle's scenario.
    ///
    /// A pickle runs its backgrounds' steps and then its scenario's, so the head is found by position; its id
    /// confirms it.
    func stepHead(of pickleStep: PickleStep, at position: Int, in entry: ScenarioEntry?) -> StepHead? {
        if let heads = entry?.stepHeads, position < heads.count, heads[position].id == pickleStep.astNodeId {
            return heads[position]
        }
        return step(of: pickleStep).map(StepHead.init)
    }

    /// The step a pickle step was compiled from.
    func step(of pickleStep: PickleStep) -> Step? {
        pickleStep.astNodeId.flatMap { steps[$0] }
    }

    /// The line a pickle is reported at and selected by: its examples row, else its scenario.
    func line(of pickle: Pickle) -> Int {
        pickle.location?.line ?? row(of: pickle)?.row.location.line ?? scenario(of: pickle)?.scenario.location.line ?? 1
    }
}
