import Gherkin

/// What the reports read of a feature file's syntax tree, built once when the file is loaded: the tree (whole, or
/// as an outline) and, for a pickle, the scenario (and rule) it was compiled from, its examples row and the head of
/// each of its steps.
///
/// The outline keeps what the reports show: in ``document`` the feature's header, its backgrounds (without their
/// steps) and rules (a rule's backgrounds, not its scenarios); here, each scenario without its tags and steps, its
/// examples without tags, description, header or cells, and the heads of every step. So the
/// run keeps every file's outline instead of parsing files again for their reports (ADR 0004). A report that
/// shows the files whole (the HTML page) has the run keep whole trees instead.
///
/// A class, so that handing it around costs a reference, not a copy of its tables; immutable, so that the
/// loading thread that builds it can hand it to the one that plans.
package final class AstIndex: Sendable {
    /// What reports show of a step: its keyword as written and its lines.
    package struct StepHead {
        package let keyword: String
        package let line: Int
        /// The line of its doc string, if it has one.
        package let docStringLine: Int?
    }

    /// A step's head as the index keeps it: its lines, and its keyword as an index into the file's keywords (a
    /// file uses a handful).
    fileprivate struct PackedHead {
        let line: Int32
        let docStringLine: Int32
        let keyword: UInt16
    }

    /// A scenario as a lookup hands it out (a class, so that passing it on copies a reference).
    package final class ScenarioEntry {
        /// The scenario (without its tags and steps, in an outline).
        package let scenario: Scenario
        package let rule: Rule?
        /// The Background its pickles' first steps come from (the feature's, else its rule's), if any.
        package let background: Background?
        /// The heads of the steps its pickles run, in their order: the backgrounds' steps, then its own.
        private let backgroundHeads: ArraySlice<PackedHead>
        private let own: ArraySlice<PackedHead>
        private let keywords: [String]

        fileprivate init(
            scenario: Scenario, rule: Rule?, background: Background?, heads: ArraySlice<PackedHead>,
            own: ArraySlice<PackedHead>, keywords: [String]
        ) {
            self.scenario = scenario
            self.rule = rule
            self.background = background
            // A scenario without steps has pickles without steps, its backgrounds' too.
            self.backgroundHeads = own.isEmpty ? [] : heads
            self.own = own
            self.keywords = keywords
        }

        /// How many of its pickles' steps come from backgrounds.
        var backgroundStepCount: Int { backgroundHeads.count }

        /// The head of its pickles' step at `position`.
        func stepHead(at position: Int) -> StepHead? {
            let at = position - backgroundHeads.count
            let packed =
                position < backgroundHeads.count
                ? backgroundHeads[backgroundHeads.startIndex + position]
                : at < own.count ? own[own.startIndex + at] : nil
            return packed.map {
                StepHead(
                    keyword: keywords[Int($0.keyword)], line: Int($0.line),
                    docStringLine: $0.docStringLine > 0 ? Int($0.docStringLine) : nil)
            }
        }
    }

    package struct RowEntry {
        package let row: TableRow
        package let examples: Examples
    }

    /// A scenario as the index keeps it, in file order.
    private struct Kept {
        let scenario: Scenario
        /// The heads of its own steps, a range of ``heads``.
        let own: Range<Int32>
        /// The heads of the backgrounds' steps its pickles start with, a range of ``heads``.
        let background: Range<Int32>
        /// Its rule, an index into ``rules``; -1 for none.
        let rule: Int32
        /// The Background its pickles start with, an index into ``backgrounds``; -1 for none.
        let firstBackground: Int32
    }

    /// The syntax tree, whole or as an outline (see the type's summary).
    package let document: GherkinDocument
    private let scenarios: [Kept]
    private let rules: [Rule]
    /// The backgrounds, as the outline keeps them.
    private let backgrounds: [Background]
    /// The heads of every step, backgrounds' and scenarios', in one array (a file's few hundred steps).
    private let heads: [PackedHead]
    /// The step keywords the file uses, as written.
    private let keywords: [String]
    /// Each scenario's place in ``scenarios`` by its id, and each examples row's (its examples and its place
    /// there) by the row's id: every pickle is looked up, so a lookup must not cost the file's length.
    private let scenarioPlaces: [String: Int32]
    private let rowPlaces: [String: RowPlace]

    /// An examples row's place: its scenario's in ``scenarios``, its examples' there, its own in them.
    private struct RowPlace {
        let scenario: Int32
        let examples: Int32
        let row: Int32
    }

    /// Indexes `document`, keeping it whole or (`whole` false) only its outline.
    init(_ document: GherkinDocument, whole: Bool = true) {
        var scenarios: [Kept] = []
        var rules: [Rule] = []
        var backgrounds: [Background] = []
        // The Background a scenario's pickles start with: the feature's, else its rule's.
        var firstBackground: Int32 = -1
        var heads: [PackedHead] = []
        var keywords: [String] = []
        // A background comes before the scenarios it applies to (the grammar says so): the heads of the
        // backgrounds in force are the range `background`: the feature's, then in a rule the rule's after them.
        var background: Range<Int32> = 0..<0
        func add(_ steps: [Step]) -> Range<Int32> {
            let start = Int32(heads.count)
            for step in steps {
                let keyword = keywords.firstIndex(of: step.keyword) ?? keywords.count
                if keyword == keywords.count { keywords.append(step.keyword) }
                heads.append(
                    PackedHead(
                        line: Int32(clamping: step.location.line),
                        docStringLine: Int32(clamping: step.docString?.location.line ?? 0),
                        keyword: UInt16(clamping: keyword)))
            }
            return start..<Int32(heads.count)
        }
        func add(_ scenario: Scenario, rule: Int) {
            var kept = scenario
            if !whole {
                kept.tags = []
                kept.steps = []
                kept.examples = scenario.examples.map(Self.outline)
            }
            let own = add(scenario.steps)
            scenarios.append(
                Kept(
                    scenario: kept, own: own, background: background, rule: Int32(rule),
                    firstBackground: firstBackground))
        }
        var feature = document.feature
        var outline: [Feature.Child] = []
        for child in document.feature?.children ?? [] {
            switch child {
            case .background(let kept):
                background = add(kept.steps)
                backgrounds.append(Self.outline(kept))
                firstBackground = Int32(backgrounds.count - 1)
                outline.append(.background(backgrounds[backgrounds.count - 1]))
            case .scenario(let scenario):
                add(scenario, rule: -1)
            case .rule(let rule):
                let featureBackground = background
                let featureFirstBackground = firstBackground
                var header = rule
                header.children = []
                for case .background(let kept) in rule.children {
                    // The feature's background steps again, then the rule's, as one range.
                    let start = Int32(heads.count)
                    heads += heads[Int(featureBackground.lowerBound)..<Int(featureBackground.upperBound)]
                    background = start..<add(kept.steps).upperBound
                    backgrounds.append(Self.outline(kept))
                    if firstBackground < 0 { firstBackground = Int32(backgrounds.count - 1) }
                    header.children.append(.background(backgrounds[backgrounds.count - 1]))
                }
                rules.append(whole ? rule : header)
                for case .scenario(let scenario) in rule.children { add(scenario, rule: rules.count - 1) }
                outline.append(.rule(header))
                background = featureBackground
                firstBackground = featureFirstBackground
            }
        }
        if !whole { feature?.children = outline }
        self.document = GherkinDocument(uri: document.uri, feature: feature, comments: whole ? document.comments : [])
        // Copies of their exact size: kept for the whole run, the arrays would keep the room they grew into.
        self.scenarios = Array(scenarios[...])
        self.rules = rules
        self.backgrounds = backgrounds
        self.heads = Array(heads[...])
        self.keywords = keywords
        (scenarioPlaces, rowPlaces) = Self.places(of: scenarios)
    }

    /// Each scenario's place by its id, and each examples row's by the row's id.
    private static func places(of scenarios: [Kept]) -> ([String: Int32], [String: RowPlace]) {
        // Sized once: grown as they fill, the tables would hash every id again at each doubling.
        var scenarioPlaces: [String: Int32] = Dictionary(minimumCapacity: scenarios.count)
        var rowPlaces: [String: RowPlace] = Dictionary(
            minimumCapacity: scenarios.reduce(0) { $0 + $1.scenario.examples.reduce(0) { $0 + $1.tableBody.count } })
        for (place, kept) in scenarios.enumerated() {
            scenarioPlaces[kept.scenario.id] = Int32(place)
            for (examples, table) in kept.scenario.examples.enumerated() {
                for (row, body) in table.tableBody.enumerated() {
                    rowPlaces[body.id] = RowPlace(scenario: Int32(place), examples: Int32(examples), row: Int32(row))
                }
            }
        }
        return (scenarioPlaces, rowPlaces)
    }

    /// `examples` as an outline keeps it: its name and line, its rows' ids and lines.
    private static func outline(_ examples: Examples) -> Examples {
        Examples(
            location: examples.location, tags: [], keyword: examples.keyword, name: examples.name, description: "",
            tableHeader: nil,
            tableBody: examples.tableBody.map { TableRow(location: $0.location, cells: [], id: $0.id) },
            id: examples.id)
    }

    /// `background` as an outline keeps it: without its steps.
    private static func outline(_ background: Background) -> Background {
        var kept = background
        kept.steps = []
        return kept
    }

    /// The scenario (and its rule) a pickle was compiled from.
    package func scenario(of pickle: Pickle) -> ScenarioEntry? {
        guard let id = pickle.astNodeId, let place = scenarioPlaces[id] else { return nil }
        let kept = scenarios[Int(place)]
        return ScenarioEntry(
            scenario: kept.scenario, rule: kept.rule < 0 ? nil : rules[Int(kept.rule)],
            background: kept.firstBackground < 0 ? nil : backgrounds[Int(kept.firstBackground)],
            heads: heads[Int(kept.background.lowerBound)..<Int(kept.background.upperBound)],
            own: heads[Int(kept.own.lowerBound)..<Int(kept.own.upperBound)], keywords: keywords)
    }

    /// The examples row a pickle was compiled from, for Scenario Outlines.
    package func row(of pickle: Pickle) -> RowEntry? {
        guard let id = pickle.examplesRowId, let place = rowPlaces[id] else { return nil }
        let examples = scenarios[Int(place.scenario)].scenario.examples[Int(place.examples)]
        return RowEntry(row: examples.tableBody[Int(place.row)], examples: examples)
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
    func step(of pickleStep: PickleStep, in pickle: Pickle) -> StepHead? {
        pickle.steps.firstIndex { $0.id == pickleStep.id }.flatMap { step(at: $0, of: pickle)?.head }
    }

    /// The line a pickle is reported at and selected by: its examples row, else its scenario.
    package func line(of pickle: Pickle) -> Int {
        pickle.location?.line ?? row(of: pickle)?.row.location.line ?? scenario(of: pickle)?.scenario.location.line ?? 1
    }
}
