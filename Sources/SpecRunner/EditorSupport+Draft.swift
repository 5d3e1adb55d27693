import Gherkin
import SpecRunnerCore

extension EditorSupport {
    /// What the coverage gate would say of a feature file that has not run: which of its scenarios are bound
    /// and why the others are not, as a run with the same step definitions would count them (pending steps
    /// aside, which only running finds).
    public struct DraftCoverage: Sendable {
        /// A scenario (an outline's examples row) that is not bound.
        public struct Unbound: Sendable {
            /// The line of its scenario, or of the content that counts as one.
            public let line: Int
            /// Its name.
            public let name: String
            /// Why it is not bound, in the output language.
            public let reasons: [String]
        }

        /// The scenarios counted.
        public let scenarios: Int
        /// Those bound: they have steps, each matching exactly one definition, and lost nothing.
        public let bound: Int
        /// The others, in line order.
        public let unbound: [Unbound]
        /// The bound share, worded (`66,7 %`).
        public let percent: String
        /// Whether the gate holds at `minimum` (never for a file that does not parse).
        public let holds: Bool
        /// The coverage line and the gate's verdict, as a run's summary says them.
        public let summary: String
    }

    /// The coverage gate's verdict on the feature file `analysis` is of, named `path`, at `minimum` percent.
    public func coverage(of analysis: Analysis, path: String, minimum: Double = 100) -> DraftCoverage {
        let catalog = catalog(for: analysis.language)
        let matcher = supportCode.matcher(for: analysis.language)
        var lines: [String: Int] = [:]
        if let document = analysis.document {
            for step in Self.steps(of: document) { lines[step.id] = step.location.line }
            for scenario in Self.scenarios(of: document) { lines[scenario.id] = scenario.location.line }
        }
        var taken: Set<Int> = []
        var unbound: [DraftCoverage.Unbound] = []
        for pickle in analysis.pickles {
            var reasons: [ScenarioCoverage.Reason] = []
            for step in pickle.steps {
                let place = "\(path):\(step.astNodeIds.first.flatMap { lines[$0] } ?? 0)"
                switch matcher.matches(step.text).count {
                case 0: reasons.append(.undefined(step: step.text, place: place))
                case 1: continue
                case let count: reasons.append(.ambiguous(step: step.text, place: place, definitions: count))
                }
            }
            if pickle.steps.isEmpty { reasons.append(.noSteps) }
            let line = pickle.astNodeIds.first.flatMap { lines[$0] } ?? 0
            for (position, content) in analysis.lost.enumerated() where content.owners.contains(line) {
                taken.insert(position)
                reasons.append(.lost(content))
            }
            if !reasons.isEmpty {
                unbound.append(.init(line: line, name: pickle.name, reasons: reasons.map { $0.text(catalog) }))
            }
        }
        // Content no scenario took checks nothing: it counts as a scenario that is not bound (ADR 0016).
        for (position, content) in analysis.lost.enumerated() where !taken.contains(position) {
            unbound.append(
                .init(line: content.line, name: "", reasons: [ScenarioCoverage.Reason.lost(content).text(catalog)]))
        }
        let scenarios = analysis.pickles.count + analysis.lost.count - taken.count
        let bound = scenarios - unbound.count
        let share = scenarios == 0 ? 100 : Double(bound) * 100 / Double(scenarios)
        let percent = catalog.percent(share)
        // A file that does not parse runs nothing: the run fails whatever the share.
        let parses = analysis.document != nil
        let holds = parses && share >= minimum
        let gate =
            !parses
            ? catalog.text(.draftDoesNotParse)
            : holds
                ? catalog.text(.gateHeld(minimum: catalog.percent(minimum)))
                : catalog.text(.gateFailed(bound: percent, minimum: catalog.percent(minimum)))
        let summary =
            catalog.text(.coverageBound(bound: String(bound), total: String(scenarios), percent: percent)) + "\n" + gate
        return DraftCoverage(
            scenarios: scenarios, bound: bound, unbound: unbound.sorted { $0.line < $1.line }, percent: percent,
            holds: holds, summary: summary)
    }

    /// The definitions `sentence` matches, or those it reads most like, as positions in ``definitions``.
    ///
    /// The closest come first, as the runner's «did you mean» ranks them, and only when it matches none. A
    /// leading step keyword of `language` is dropped.
    public func suggestions(for sentence: String, language: String) -> (matches: [Int], closest: [Int]) {
        let trimmed = sentence.trimmingPrefix(while: \.isWhitespace)
        let keyword = Self.keywords(of: language).filter { !$0.hasSuffix(":") }.sorted { $0.count > $1.count }
            .first { trimmed.hasPrefix($0) }
        var text = String(trimmed.dropFirst(keyword?.count ?? 0).trimmingPrefix(while: \.isWhitespace))
        while text.last?.isWhitespace == true { text.removeLast() }
        let matches = supportCode.matcher(for: language).matches(text).map(\.definition)
        return (matches, matches.isEmpty ? closest(to: text) : [])
    }

    /// Every scenario and outline of the document.
    private static func scenarios(of document: GherkinDocument) -> [Scenario] {
        (document.feature?.children ?? []).flatMap { child -> [Scenario] in
            switch child {
            case .scenario(let scenario): [scenario]
            case .rule(let rule):
                rule.children.compactMap { if case .scenario(let scenario) = $0 { scenario } else { nil } }
            case .background: []
            }
        }
    }
}
