import Gherkin

/// What the reports read of a feature file's syntax tree, built once when the file is loaded: the tree (whole, or
/// as an outline) and the nodes a pickle refers to by id, found from it: its scenario (and rule), its examples
/// row, the head of each of its steps.
///
/// The outline keeps what the reports show of the tree (the feature's header, its backgrounds, rules, scenarios
/// and examples without their steps, rows' cells or comments) and each step's head, so that the run keeps every
/// file's outline instead of parsing files again for their reports (ADR 0004). A report that shows the files
/// whole (the HTML page) has the run keep whole trees instead.
///
/// A class, so that handing it around costs a reference, not a copy of its tables.
package final class AstIndex {
    /// What reports show of a step: its keyword as written and its lines.
    package struct StepHead {
        package let id: String
        package let keyword: String
        package let line: Int
        /// The line of its doc string, if it has one.
        package let docStringLine: Int?

        init(_ step: Step) {
            id = step.id
            keyword = step.keyword
            line = step.location.line
            docStringLine = step.docString?.location.line
        }
    }

    /// A class, so that a lookup hands out a reference instead of copying the scenario's many fields.
    package final class ScenarioEntry {
        /// The scenario (without its steps, in an outline).
        package let scenario: Scenario
        package let rule: Rule?
        /// The heads of the steps its pickles run, in their order: the backgrounds' steps, then its own.
        let stepHeads: [StepHead]
        /// How many of ``stepHeads`` are the backgrounds'.
        let backgroundStepCount: Int

        init(scenario: Scenario, rule: Rule?, stepHeads: [StepHead], backgroundStepCount: Int) {
            self.scenario = scenario
            self.rule = rule
            self.stepHeads = stepHeads
            self.backgroundStepCount = backgroundStepCount
        }
    }

    package struct RowEntry {
        package let row: TableRow
        package let examples: Examples
    }

    /// The syntax tree, whole or as an outline (see the type's summary).
    package let document: GherkinDocument
    private let scenarios: [String: ScenarioEntry]
    private let rows: [String: RowEntry]
    /// The entry found last: a run's reports ask for one pickle's scenario several times in a row, and an
    /// outline's pickles share theirs.
    private var lastScenario: ScenarioEntry?

    /// Indexes `document`, keeping it whole or (`whole` false) only its outline.
    init(_ document: GherkinDocument, whole: Bool = true) {
        var scenarios: [String: ScenarioEntry] = [:]
        var rows: [String: RowEntry] = [:]
        /// Indexes `scenario` (run after `background`'s steps) and its examples rows; returns it as kept.
        func add(_ scenario: Scenario, background: [StepHead]) -> Scenario {
            var kept = scenario
            if !whole {
                kept.steps = []
                kept.examples = scenario.examples.map { examples in
                    var outlined = examples
                    outlined.tableBody = examples.tableBody.map {
                        TableRow(location: $0.location, cells: [], id: $0.id)
                    }
                    return outlined
                }
            }
            let heads = scenario.steps.isEmpty ? [] : background + scenario.steps.map(StepHead.init)
            scenarios[scenario.id] = ScenarioEntry(
                scenario: kept, rule: nil, stepHeads: heads, backgroundStepCount: heads.isEmpty ? 0 : background.count)
            for examples in kept.examples {
                for row in examples.tableBody { rows[row.id] = RowEntry(row: row, examples: examples) }
            }
            return kept
        }
        var feature = document.feature
        // A background comes before the scenarios it applies to (the grammar says so).
        var featureBackground: [StepHead] = []
        let children = (document.feature?.children ?? []).map { child -> Feature.Child in
            switch child {
            case .background(let background):
                featureBackground = background.steps.map(StepHead.init)
                return child
            case .scenario(let scenario):
                return .scenario(add(scenario, background: featureBackground))
            case .rule(var rule):
                var ruleBackground = featureBackground
                rule.children = rule.children.map { ruleChild in
                    switch ruleChild {
                    case .background(let background):
                        ruleBackground += background.steps.map(StepHead.init)
                        return ruleChild
                    case .scenario(let scenario):
                        return .scenario(add(scenario, background: ruleBackground))
                    }
                }
                // Its scenarios' entries name it as kept (whole or outlined).
                for case .scenario(let scenario) in rule.children {
                    if let entry = scenarios[scenario.id] {
                        scenarios[scenario.id] = ScenarioEntry(
                            scenario: entry.scenario, rule: rule, stepHeads: entry.stepHeads,
                            backgroundStepCount: entry.backgroundStepCount)
                    }
                }
                return .rule(rule)
            }
        }
        feature?.children = children
        self.document = GherkinDocument(uri: document.uri, feature: feature, comments: whole ? document.comments : [])
        self.scenarios = scenarios
        self.rows = rows
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

    /// The head of the step a pickle step was compiled from (its `astNodeId`); `position` is the pickle step's
    /// place in its pickle, and `entry` the pickle's scenario.
    ///
    /// A pickle runs its backgrounds' steps and then its scenario's, so the head is found by position; its id
    /// confirms it.
    package func stepHead(of astNodeId: String?, at position: Int, in entry: ScenarioEntry?) -> StepHead? {
        guard let heads = entry?.stepHeads, position < heads.count, heads[position].id == astNodeId else { return nil }
        return heads[position]
    }

    /// The head of the step `pickle`'s step at `position` was compiled from, and whether a Background gave it.
    package func step(at position: Int, of pickle: Pickle) -> (head: StepHead, fromBackground: Bool)? {
        guard position < pickle.steps.count, let entry = scenario(of: pickle),
            let head = stepHead(of: pickle.steps[position].astNodeId, at: position, in: entry)
        else { return nil }
        return (head, position < entry.backgroundStepCount)
    }

    /// The head of the step `pickleStep` (a step of `pickle`) was compiled from.
    package func step(of pickleStep: PickleStep, in pickle: Pickle) -> StepHead? {
        pickle.steps.firstIndex { $0.id == pickleStep.id }.flatMap { step(at: $0, of: pickle)?.head }
    }

    /// The line a pickle is reported at and selected by: its examples row, else its scenario.
    package func line(of pickle: Pickle) -> Int {
        pickle.location?.line ?? row(of: pickle)?.row.location.line ?? scenario(of: pickle)?.scenario.location.line ?? 1
    }
}
