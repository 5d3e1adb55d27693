import CucumberMessages
import Gherkin

/// The run arranged as people read it, for the file reports (JUnit, JSON, HTML): feature files in the order
/// they were reported, each with its scenarios in file order (whatever order they ran in), each with every
/// attempt at it and, for each attempt, its steps and hooks resolved to their text, results and attachments.
///
/// Made from the run index at the end of the run, a feature file at a time as a report reads it; it refers to what
/// the index and the run's model hold rather than copying it.
@MainActor
struct ReportOutline {
    /// A feature file and its scenarios.
    ///
    /// Entries are classes so that passing them around copies a reference, not a syntax tree.
    final class FeatureEntry {
        let uri: String
        let feature: Feature
        let document: GherkinDocument
        let scenarios: [ScenarioEntry]

        init(uri: String, feature: Feature, document: GherkinDocument, scenarios: [ScenarioEntry]) {
            self.uri = uri
            self.feature = feature
            self.document = document
            self.scenarios = scenarios
        }

        /// The feature's dialect (`en`, `es`…).
        var language: String { feature.language }
    }

    /// A scenario, or an examples row of an outline, with its attempts.
    @MainActor
    final class ScenarioEntry {
        let pickle: Pickle
        /// The scenario in the syntax tree, when known.
        let scenario: Scenario?
        /// The rule it belongs to, if any.
        let rule: Rule?
        /// Every attempt, in order; empty when it did not run (`--fail-fast`, a failed BeforeAll hook).
        let attempts: [RunIndex.Attempt]
        /// The line that selects it: its examples row, else its scenario.
        let line: Int
        /// Its position in the plan, absent when the run ended before it was planned (a BeforeAll hook failed).
        private let position: Int?
        private let model: RunModel

        init(
            pickle: Pickle,
            scenario: Scenario?,
            rule: Rule?,
            position: Int?,
            model: RunModel,
            attempts: [RunIndex.Attempt],
            line: Int
        ) {
            self.pickle = pickle
            self.scenario = scenario
            self.rule = rule
            self.position = position
            self.model = model
            self.attempts = attempts
            self.line = line
        }

        /// Its plan, absent when the run ended before it was planned (a BeforeAll hook failed); made when first
        /// asked for (a report of a passed scenario may never ask, and making it can mean binding its steps again).
        private(set) lazy var testCase: TestCase? = position.map { model.item(at: $0).testCase }

        /// The attempt that counts.
        var finalAttempt: RunIndex.Attempt? { attempts.last }

        /// The final attempt's status, or `nil` when it did not run.
        var status: Status? { finalAttempt?.status }

        /// Whether it failed first and passed on a retry.
        var isFlaky: Bool { attempts.count > 1 && finalAttempt?.status == .passed }

        /// `Scenario`, `Scenario Outline`, `Escenario`… as written.
        var keyword: String { scenario?.keyword ?? "Scenario" }

        /// The time its final attempt took.
        var duration: Duration { finalAttempt?.duration ?? .zero }
    }

    /// One step of an attempt: a hook or a pickle step, with its result (absent when it never finished).
    struct StepEntry {
        enum Kind {
            /// A Before or After hook.
            case hook(HookMessage?)
            /// A step of the scenario; `fromBackground` when a Background contributed it.
            case step(PickleStep, ast: Step?, fromBackground: Bool)
        }

        let kind: Kind
        let testStep: TestStep
        let result: TestStepResult?
        let attachments: [Attachment]
        /// The definitions its text matched: none (undefined), one, or several (ambiguous).
        let definitions: [StepDefinitionMessage]

        /// The one definition it matched, if exactly one.
        var definition: StepDefinitionMessage? { definitions.count == 1 ? definitions[0] : nil }

        /// The status shown for it: its result's, or `skipped` when it has none.
        var status: Status { result?.status ?? .skipped }

        /// Why it did not pass: its result's message, or for an ambiguous step (whose result carries none) the
        /// definitions it matches, with their file:line relative to `directory`.
        func message(relativeTo directory: String) -> String? {
            if let message = result?.message { return message }
            guard status == .ambiguous, case .step(let pickleStep, _, _) = kind, definitions.count > 1 else {
                return nil
            }
            let lines = definitions.map {
                "  \($0.pattern.source)  (\($0.sourceReference.description(relativeTo: directory)))"
            }
            return (["\"\(pickleStep.text)\" matches \(definitions.count) step definitions:"] + lines)
                .joined(separator: "\n")
        }

        /// Whether it is a hook that ran before the steps.
        var isBeforeHook: Bool {
            if case .hook(let hook) = kind { return hook?.type == .beforeTestCase }
            return false
        }

        /// Whether it is a hook.
        var isHook: Bool {
            if case .hook = kind { return true }
            return false
        }
    }

    /// The feature files that have selected scenarios, in order, each built when the iteration reaches it: a
    /// report that writes one file at a time (JUnit, JSON) holds one file's entries at a time, however large the run.
    let features: Features

    init(index: RunIndex) {
        var attemptsByTestCase: [String: [RunIndex.Attempt]] = [:]
        for id in index.attemptOrder {
            guard let attempt = index.attempts[id] else { continue }
            attemptsByTestCase[attempt.started.testCaseId, default: []].append(attempt)
        }
        let model = index.model
        var positions: [Int: [Int: Int]] = [:]
        for (position, entry) in model.plan.entries.enumerated() {
            positions[entry.file, default: [:]][entry.ordinal] = position
        }
        features = Features(model: model, positions: positions, attemptsByTestCase: attemptsByTestCase)
    }

    /// The outline's feature files, made one at a time from the model (which parses a file again if its store
    /// let go of it) and the attempts of the run.
    @MainActor
    struct Features: @MainActor Sequence {
        fileprivate let model: RunModel
        /// Plan positions by file and pickle ordinal.
        fileprivate let positions: [Int: [Int: Int]]
        fileprivate let attemptsByTestCase: [String: [RunIndex.Attempt]]

        func makeIterator() -> Iterator { Iterator(features: self) }

        /// Builds the next feature file's entry when asked for it.
        @MainActor
        struct Iterator: @MainActor IteratorProtocol {
            fileprivate let features: Features
            private var file = 0

            fileprivate init(features: Features) {
                self.features = features
            }

            mutating func next() -> FeatureEntry? {
                let selected = features.model.plan.selectedOrdinals
                while file < selected.count {
                    defer { file += 1 }
                    if let entry = features.entry(file: file, ordinals: selected[file]) { return entry }
                }
                return nil
            }
        }

        fileprivate func entry(file: Int, ordinals: [Int]) -> FeatureEntry? {
            guard !ordinals.isEmpty else { return nil }
            let loaded = model.store.feature(file)
            guard let feature = loaded.document.feature else { return nil }
            let scenarios = ordinals.map { ordinal in
                let pickle = loaded.pickles[ordinal]
                let position = positions[file]?[ordinal]
                let place = loaded.index.scenario(of: pickle)
                return ScenarioEntry(
                    pickle: pickle,
                    scenario: place?.scenario,
                    rule: place?.rule,
                    position: position,
                    model: model,
                    attempts: position.flatMap { attemptsByTestCase[model.plan.entries[$0].testCaseId] } ?? [],
                    line: loaded.index.line(of: pickle)
                )
            }
            return FeatureEntry(uri: loaded.uri, feature: feature, document: loaded.document, scenarios: scenarios)
        }
    }

    /// The steps and hooks of `attempt`, in execution order; `testCase`, when given, is the attempt's (as the
    /// outline's scenario holds it, so that a released attempt need not rebuild it).
    static func steps(
        of attempt: RunIndex.Attempt, testCase: TestCase? = nil, pickle: Pickle, index: RunIndex
    ) -> [StepEntry] {
        let astIndex = index.astIndex(uri: pickle.uri)
        return (testCase ?? attempt.testCase).testSteps.enumerated().compactMap { position, testStep in
            let result = attempt.results[position: position]
            let attachments = attempt.attachments[position: position] ?? []
            if let hookId = testStep.hookId {
                return StepEntry(
                    kind: .hook(index.hooks[hookId]),
                    testStep: testStep,
                    result: result,
                    attachments: attachments,
                    definitions: []
                )
            }
            guard let pickleStepId = testStep.pickleStepId, let pickleStep = index.pickleStep(pickleStepId, in: pickle)
            else {
                return nil
            }
            let ast = astIndex?.step(of: pickleStep)
            let definitionIds = testStep.stepDefinitionIds ?? []
            return StepEntry(
                kind: .step(
                    pickleStep,
                    ast: ast,
                    fromBackground: ast.map { astIndex?.backgroundStepIds.contains($0.id) ?? false } ?? false
                ),
                testStep: testStep,
                result: result,
                attachments: attachments,
                definitions: definitionIds.compactMap { index.stepDefinitions[$0] }
            )
        }
    }

    /// The scenario's worst step that did not pass, for a failure's headline: the first failed, ambiguous,
    /// undefined or pending step (or hook), else the first skipped one.
    static func culprit(among steps: [StepEntry]) -> StepEntry? {
        let worst = steps.compactMap(\.result?.status).max() ?? .passed
        guard worst != .passed else { return nil }
        return steps.first { $0.result?.status == worst }
    }

    /// The Background each background step id belongs to.
    static func backgrounds(of feature: Feature) -> [String: Background] {
        var result: [String: Background] = [:]
        func add(_ background: Background) {
            for step in background.steps { result[step.id] = background }
        }
        for child in feature.children {
            switch child {
            case .background(let background): add(background)
            case .scenario: break
            case .rule(let rule):
                for case .background(let background) in rule.children { add(background) }
            }
        }
        return result
    }
}
