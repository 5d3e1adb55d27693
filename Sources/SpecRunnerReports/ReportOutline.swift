import CucumberMessages
import Gherkin
import SpecRunnerCore

/// The run arranged as people read it, for the file reports (JUnit, JSON, HTML): feature files in file order,
/// each with its selected scenarios in file order (whatever order they ran in), each with every attempt at it
/// and, for each attempt, its steps and hooks resolved to their text, results and attachments.
///
/// Plain values made from what a report kept of each finished test case (``FinishedTestCase``) and the feature
/// files' outlines the run keeps (``AstIndex``); a scenario that never ran (`--fail-fast`, a failed BeforeAll
/// hook, an interrupted run) is made from the plan's value (``ReportLayout``).
@MainActor
enum ReportOutline {
    /// Statuses in the order reports list their counts: passed, then failures first.
    static let statusOrder: [Status] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped, .unknown]

    /// A feature file and its scenarios.
    struct FeatureEntry {
        let uri: String
        let feature: Feature
        let scenarios: [ScenarioEntry]

        /// The feature's dialect (`en`, `es`…).
        var language: String { feature.language }
    }

    /// A scenario, or an examples row of an outline, with its attempts.
    ///
    /// A class, so that passing it around copies a reference, not its syntax tree's nodes.
    final class ScenarioEntry {
        let pickle: Pickle
        /// The scenario in the syntax tree, when known.
        let scenario: Scenario?
        /// The rule it belongs to, if any.
        let rule: Rule?
        /// The Background its first steps come from (the feature's, else its rule's), if any.
        let background: Background?
        /// Every attempt, in order; empty when it did not run (`--fail-fast`, a failed BeforeAll hook).
        let attempts: [RunIndex.Attempt]
        /// The line that selects it: its examples row, else its scenario.
        let line: Int
        /// Its test case's steps; absent when it did not run and the report did not ask for the plan's.
        let steps: TestCaseSteps?
        /// Code snippets for its undefined steps, by pickle step id.
        let suggestions: [String: [Suggestion]]

        /// A scenario of the feature file `astIndex` indexes, with the attempts and steps of `finished` (none when it
        /// did not run: then `steps`, if given).
        init(pickle: Pickle, astIndex: AstIndex?, finished: FinishedTestCase?, steps: TestCaseSteps? = nil) {
            let place = astIndex?.scenario(of: pickle)
            self.pickle = pickle
            scenario = place?.scenario
            rule = place?.rule
            background = place?.background
            line = astIndex?.line(of: pickle) ?? pickle.location?.line ?? 1
            attempts = finished?.attempts ?? []
            finalAttempt = finished?.finalAttempt
            isFlaky = finished?.isFlaky ?? false
            isRepeated = finished?.isRepeated ?? false
            self.steps = finished?.steps ?? steps
            suggestions = finished?.suggestions ?? [:]
        }

        /// The attempt that counts (``FinishedTestCase/finalAttempt``).
        let finalAttempt: RunIndex.Attempt?

        /// The final attempt's status, or `nil` when it did not run.
        var status: Status? { finalAttempt?.status }

        /// Whether it passed on a retry, or only some of its repetitions passed (``FinishedTestCase/isFlaky``).
        let isFlaky: Bool
        /// Whether its attempts are repetitions (`--repeat`), each of which counts.
        let isRepeated: Bool

        /// `Scenario`, `Scenario Outline`, `Escenario`… as written.
        var keyword: String { scenario?.keyword ?? "Scenario" }

        /// The time its final attempt took.
        var duration: Duration { finalAttempt?.duration ?? .zero }
    }

    /// Feature `number` of `layout`, from its file's outline, with its scenarios as planned, none run.
    static func feature(_ number: Int, of layout: ReportLayout) -> FeatureEntry? {
        let file = layout.files[number]
        guard let feature = file.outline.document.feature else { return nil }
        let scenarios = file.positions.map {
            ScenarioEntry(pickle: layout.pickle(at: $0), astIndex: file.outline, finished: nil)
        }
        return FeatureEntry(uri: file.uri, feature: feature, scenarios: scenarios)
    }

    /// One step of an attempt: a hook or a pickle step, with its result (absent when it never finished).
    struct StepEntry {
        enum Kind {
            /// A Before or After hook.
            case hook(HookMessage?)
            /// A step of the scenario; `fromBackground` when a Background contributed it.
            case step(PickleStep, ast: AstIndex.StepHead?, fromBackground: Bool)
        }

        let kind: Kind
        /// Its test step's id.
        let id: String
        /// The arguments its first matching definition extracts (a step's), as messages report them.
        let arguments: [StepMatchArgument]
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
        func message(relativeTo directory: String, _ catalog: MessageCatalog) -> String? {
            if let message = result?.message { return message }
            guard status == .ambiguous, case .step(let pickleStep, _, _) = kind, definitions.count > 1 else {
                return nil
            }
            let lines = definitions.map {
                "  \($0.pattern.source)  (\($0.sourceReference.description(relativeTo: directory)))"
            }
            return
                ([catalog.text(.ambiguousMatches(text: pickleStep.text, definitions: String(definitions.count)))]
                + lines)
                .joined(separator: "\n")
        }

        /// What a report calls it: a step's keyword and text, a hook's kind (`hookKind(isBefore)`) and name.
        func label(hookKind: (_ isBefore: Bool) -> String) -> String {
            switch kind {
            case .hook(let hook): hookKind(isBeforeHook) + (hook?.name.map { " \($0)" } ?? "")
            case .step(let pickleStep, let ast, _): (ast?.keyword ?? "") + pickleStep.text
            }
        }

        /// Whether it is a hook that ran before the steps.
        var isBeforeHook: Bool {
            if case .hook(let hook) = kind { return hook?.type == .beforeTestCase }
            return false
        }

        var isHook: Bool {
            if case .hook = kind { return true }
            return false
        }
    }

    /// The steps and hooks of `attempt`, in execution order.
    static func steps(of attempt: RunIndex.Attempt, pickle: Pickle, index: RunIndex) -> [StepEntry] {
        let astIndex = index.astIndex(uri: pickle.uri)
        let steps = attempt.steps
        return steps.indices.compactMap { position in
            let result = attempt.result(at: position)
            let attachments = attempt.attachments(at: position)
            if let hookId = steps.hookId(at: position) {
                return StepEntry(
                    kind: .hook(index.hooks[hookId]),
                    id: steps.id(at: position),
                    arguments: [],
                    result: result,
                    attachments: attachments,
                    definitions: []
                )
            }
            guard let pickleStepId = steps.pickleStepId(at: position),
                let stepPosition = pickle.steps.firstIndex(where: { $0.id == pickleStepId })
            else {
                return nil
            }
            let ast = astIndex?.step(at: stepPosition, of: pickle)
            let definitionIds = steps.definitionIds(at: position)
            return StepEntry(
                kind: .step(pickle.steps[stepPosition], ast: ast?.head, fromBackground: ast?.fromBackground ?? false),
                id: steps.id(at: position),
                arguments: steps.arguments(at: position),
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

    /// The Background each background step id belongs to, in a whole syntax tree (the HTML page groups steps by it;
    /// an outline keeps backgrounds without their steps).
    static func backgrounds(of feature: Feature) -> [String: Background] {
        var backgrounds: [String: Background] = [:]
        func add(_ background: Background) {
            for step in background.steps { backgrounds[step.id] = background }
        }
        for child in feature.children {
            switch child {
            case .background(let background): add(background)
            case .rule(let rule): for case .background(let background) in rule.children { add(background) }
            case .scenario: break
            }
        }
        return backgrounds
    }
}
