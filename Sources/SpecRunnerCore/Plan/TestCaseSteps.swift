import CucumberMessages
import Gherkin

/// The steps of one test case as the runner, the run index and the reports read them: each step's id, its hook or
/// pickle step, and the definitions it matches with their arguments.
///
/// In a run it reads the plan's ``PlannedTestCase`` and the step matcher's bindings, looked up once as the test case
/// starts (the runner needs them to run it); for a stream that is not this process's run, the stream's `TestCase`
/// message, the same way. The `TestCase` message is written from it only where messages are written
/// (``message(testRunStartedId:)``), once per test case (ADR 0023).
///
/// A class, so that the runner, an attempt and its results share one rather than copying its parts.
package final class TestCaseSteps {
    /// One step as the runner runs it: a hook, or the pickle step at a position of the pickle with what its text
    /// binds to.
    enum Step {
        case hook(SupportCode.Hook)
        case pickleStep(at: Int, binding: StepMatcher.Binding)
    }

    /// Its steps, as the runner runs them; empty for a recorded test case.
    let steps: [Step]
    /// Each step's id, written once: the runner reports each step with it, and the index finds a step's results
    /// by it (empty for a recorded test case).
    private let ids: [String]
    /// The pickle's steps, read in place (empty for a recorded test case).
    private let pickleSteps: [PickleStep]
    private let testCaseId: Int
    private let pickleId: String
    /// The recorded message it reads instead, for a stream that is not this process's run.
    private let recorded: TestCase?

    /// The steps of `planned`, each pickle step bound by `supportCode`'s step matcher (kept since planning).
    @MainActor
    init(planned: PlannedTestCase, supportCode: SupportCode) {
        pickleSteps = planned.pickle.steps
        let matcher = supportCode.matcher(for: planned.pickle.language)
        var steps: [Step] = []
        var ids: [String] = []
        steps.reserveCapacity(planned.steps.count)
        ids.reserveCapacity(planned.steps.count)
        for step in planned.steps {
            ids.append(String(step.id))
            switch step.kind {
            case .hook(let at): steps.append(.hook(supportCode.hooks[at]))
            case .pickleStep(let at):
                let slot = step.bindingSlot
                let binding = slot >= 0 ? matcher.binding(at: slot) : matcher.binding(pickleSteps[at].text)
                steps.append(.pickleStep(at: at, binding: binding))
            }
        }
        self.steps = steps
        self.ids = ids
        testCaseId = planned.id
        pickleId = planned.pickle.id
        recorded = nil
    }

    /// The steps of a test case a recorded stream announced.
    init(recorded testCase: TestCase) {
        (steps, ids, pickleSteps, testCaseId, pickleId) = ([], [], [], 0, testCase.pickleId)
        recorded = testCase
    }

    /// How many steps it has.
    package var count: Int { recorded?.testSteps.count ?? ids.count }

    /// The positions of its steps.
    package var indices: Range<Int> { 0..<count }

    /// The message id of the step at `position`.
    package func id(at position: Int) -> String {
        recorded?.testSteps[position].id ?? ids[position]
    }

    /// The id of the hook the step at `position` runs, if it is a hook.
    package func hookId(at position: Int) -> String? {
        if let recorded { return recorded.testSteps[position].hookId }
        guard case .hook(let hook) = steps[position] else { return nil }
        return hook.id
    }

    /// The id of the pickle step the step at `position` runs, if it is a pickle step.
    package func pickleStepId(at position: Int) -> String? {
        if let recorded { return recorded.testSteps[position].pickleStepId }
        guard case .pickleStep(let at, _) = steps[position] else { return nil }
        return pickleSteps[at].id
    }

    /// The ids of the definitions the step at `position` matches: none for a hook or an undefined step, several for
    /// an ambiguous one.
    package func definitionIds(at position: Int) -> [String] {
        if let recorded { return recorded.testSteps[position].stepDefinitionIds ?? [] }
        guard case .pickleStep(_, let binding) = steps[position] else { return [] }
        return binding.definitionIds
    }

    /// The arguments its first matching definition extracts from the step at `position`.
    package func arguments(at position: Int) -> [StepMatchArgument] {
        if let recorded { return recorded.testSteps[position].stepMatchArgumentsLists?.first?.stepMatchArguments ?? [] }
        guard case .pickleStep(_, let binding) = steps[position] else { return [] }
        return binding.argumentLists.first?.stepMatchArguments ?? []
    }

    /// The position of the step `id`, tried at `hint` first (steps report in order).
    package func position(of id: String, hint: Int = 0) -> Int? {
        if let recorded {
            let steps = recorded.testSteps
            if hint < steps.count && steps[hint].id == id { return hint }
            return steps.firstIndex { $0.id == id }
        }
        if hint < ids.count && ids[hint] == id { return hint }
        return ids.firstIndex(of: id)
    }

    /// Its `TestCase` message, for the run `testRunStartedId`.
    package func message(testRunStartedId: String) -> TestCase {
        if let recorded { return recorded }
        let testSteps = steps.indices.map { position in
            switch steps[position] {
            case .hook(let hook):
                return TestStep(id: ids[position], hookId: hook.id)
            case .pickleStep(let at, let binding):
                return TestStep(
                    id: ids[position], pickleStepId: pickleSteps[at].id, stepDefinitionIds: binding.definitionIds,
                    stepMatchArgumentsLists: binding.argumentLists)
            }
        }
        return TestCase(
            id: String(testCaseId), pickleId: pickleId, testSteps: testSteps, testRunStartedId: testRunStartedId)
    }
}
