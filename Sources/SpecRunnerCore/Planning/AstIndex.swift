import Gherkin

/// What the reports read of a feature file's syntax tree, built once when the file is loaded: the tree (whole, or
/// as an outline) and, for a pickle, the scenario (and rule) it was compiled from, its examples row and the head of
/// each of its steps.
///
/// The outline keeps what the reports show: the feature's header, its backgrounds and rules (a rule's
/// backgrounds, not its scenarios) in ``document``, and each scenario (without its steps, and its examples rows
/// without their cells) with the heads of the steps its pickles run, here. So the run keeps every file's outline
/// instead of parsing files again for their reports (ADR 0004). A report that shows the files whole (the HTML
/// page) has the run keep whole trees instead.
///
/// A class, so that handing it around costs a reference, not a copy of its tables.
package final class AstIndex {
    /// What reports show of a step: its keyword as written and its lines.
    package struct StepHead {
        package let keyword: String
        private let lines: (step: Int32, docString: Int32)

        init(_ step: Step) {
            keyword = step.keyword
            lines = (Int32(clamping: step.location.line), Int32(clamping: step.docString?.location.line ?? 0))
        }

        package var line: Int { Int(lines.step) }

        /// The line of its doc string, if it has one.
        package var docStringLine: Int? { lines.docString > 0 ? Int(lines.docString) : nil }
    }

    /// A scenario as a lookup hands it out (a class, so that passing it on copies a reference).
    package final class ScenarioEntry {
        /// The scenario (without its steps, in an outline).
        package let scenario: Scenario
        package let rule: Rule?
        /// The heads of the steps its pickles run, in their order: the backgrounds' steps, then its own.
        private let background: [StepHead]
        private let own: [StepHead]

        fileprivate init(_ kept: Kept, rule: Rule?, background: [StepHead]) {
            scenario = kept.scenario
            self.rule = rule
            self.background = kept.own.isEmpty ? [] : background
            own = kept.own
        }

        /// How many of its pickles' steps come from backgrounds.
        var backgroundStepCount: Int { background.count }

        /// The head of its pickles' step at `position`.
        func stepHead(at position: Int) -> StepHead? {
            position < background.count
                ? background[position]
                : own.indices.contains(position - background.count)
                    ? own[position - background.count] : nil
        }
    }

    package struct RowEntry {
        package let row: TableRow
        package let examples: Examples
    }

    /// A scenario as the index keeps it, in file order.
    fileprivate struct Kept {
        let scenario: Scenario
        /// The heads of its own steps.
        let own: [StepHead]
        /// Its rule, an index into ``rules``; -1 for none.
        let rule: Int32
        /// The heads of its backgrounds' steps, an index into ``backgrounds``.
        let background: Int32
    }

    /// The syntax tree, whole or as an outline (see the type's summary).
    package let document: GherkinDocument
    private let scenarios: [Kept]
    private let rules: [Rule]
    /// The heads of the background steps each scenario's pickles start with, shared by the scenarios they run in.
    private let backgrounds: [[StepHead]]
    /// The entry found last: a run's reports ask for one pickle's scenario several times in a row, and an
    /// outline's pickles share theirs.
    private var lastScenario: ScenarioEntry?

    /// Indexes `document`, keeping it whole or (`whole` false) only its outline.
    init(_ document: GherkinDocument, whole: Bool = true) {
        var scenarios: [Kept] = []
        var rules: [Rule] = []
        var backgrounds: [[StepHead]] = [[]]
        func add(_ scenario: Scenario, rule: Int) {
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
            scenarios.append(
                Kept(
                    scenario: kept, own: scenario.steps.map(StepHead.init), rule: Int32(rule),
                    background: Int32(backgrounds.count - 1)))
        }
        var feature = document.feature
        var outline: [Feature.Child] = []
        // A background comes before the scenarios it applies to (the grammar says so).
        var featureBackground: [StepHead] = []
        for child in document.feature?.children ?? [] {
            switch child {
            case .background(let background):
                featureBackground = background.steps.map(StepHead.init)
                backgrounds.append(featureBackground)
                outline.append(child)
            case .scenario(let scenario):
                add(scenario, rule: -1)
            case .rule(let rule):
                var header = rule
                header.children = rule.children.filter { if case .background = $0 { true } else { false } }
                backgrounds.append(featureBackground)
                for case .background(let background) in rule.children {
                    backgrounds[backgrounds.count - 1] += background.steps.map(StepHead.init)
                }
                rules.append(whole ? rule : header)
                for case .scenario(let scenario) in rule.children { add(scenario, rule: rules.count - 1) }
                outline.append(.rule(header))
            }
        }
        if !whole { feature?.children = outline }
        self.document = GherkinDocument(uri: document.uri, feature: feature, comments: whole ? document.comments : [])
        self.scenarios = scenarios
        self.rules = rules
        self.backgrounds = backgrounds
    }

    /// The scenario (and its rule) a pickle was compiled from.
    package func scenario(of pickle: Pickle) -> ScenarioEntry? {
        guard let id = pickle.astNodeId else { return nil }
        if let last = lastScenario, last.scenario.id == id { return last }
        // A file has a few scenarios: looking through them costs less than a table kept for the whole run.
        guard let kept = scenarios.first(where: { $0.scenario.id == id }) else { return nil }
        let entry = ScenarioEntry(
            kept, rule: kept.rule < 0 ? nil : rules[Int(kept.rule)], background: backgrounds[Int(kept.background)])
        lastScenario = entry
        return entry
    }

    /// The examples row a pickle was compiled from, for Scenario Outlines.
    package func row(of pickle: Pickle) -> RowEntry? {
        guard let id = pickle.examplesRowId, let scenario = scenario(of: pickle)?.scenario else { return nil }
        for examples in scenario.examples {
            if let row = examples.tableBody.first(where: { $0.id == id }) {
                return RowEntry(row: row, examples: examples)
            }
        }
        return nil
    }

    /// The head of the step a pickle's step at `position` was compiled from; `entry` is the pickle's scenario.
    ///
    /// A pickle runs its backgrounds' steps and then its scenario's, so the head is found by position.
    package func stepHead(at position: Int, in entry: ScenarioEntry?) -> StepHead? {
        entry?.stepHead(at: position)
    }

    /// The head of the step `pickle`'s step at `position` was compiled from, and whether a Background gave it.
    package func step(at position: Int, of pickle: Pickle) -> (head: StepHead, fromBackground: Bool)? {
        guard let entry = scenario(of: pickle), let head = entry.stepHead(at: position) else { return nil }
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
