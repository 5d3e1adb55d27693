import Gherkin

/// Finds the syntax-tree nodes a pickle refers to by id: its scenario (and rule), its examples row, its steps.
///
/// A class, so that handing it around costs a reference, not a copy of its tables.
final class AstIndex {
    /// What reports show of a step: its keyword as written and its line.
    struct StepHead {
        let keyword: String
        let line: Int
    }

    struct ScenarioEntry {
        let scenario: Scenario
        let rule: Rule?
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
        for child in feature.children {
            switch child {
            case .background(let background): add(background)
            case .scenario(let scenario): add(scenario, rule: nil)
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): add(background)
                    case .scenario(let scenario): add(scenario, rule: rule)
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

    private func add(_ scenario: Scenario, rule: Rule?) {
        scenarios[scenario.id] = ScenarioEntry(scenario: scenario, rule: rule)
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

    /// The keyword and line of the step a pickle step was compiled from.
    func stepHead(of pickleStep: PickleStep) -> StepHead? {
        step(of: pickleStep).map { StepHead(keyword: $0.keyword, line: $0.location.line) }
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
