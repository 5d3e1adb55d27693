import CucumberMessages
import Gherkin

/// What formatters know about the run: the results reported so far (from the envelopes, so that a run merged
/// from worker processes reads exactly like a serial one), running totals, and lookups by id into the run's
/// model (pickles, syntax trees).
///
/// An attempt is kept while it runs; when a test case's final attempt finishes, the index hands every attempt at
/// it to the formatters once, as a ``FinishedTestCase``, and forgets them, so memory stays bounded however long
/// the run.
@MainActor
package final class RunIndex {
    /// One attempt at a test case and what happened in it.
    ///
    /// A class, so that the index fills it in place as its results arrive (a copy per result costs); nothing
    /// changes it once it finished.
    package final class Attempt {
        package let started: TestCaseStarted
        /// The steps of the test case it runs.
        package let steps: TestCaseSteps
        /// The pickle the test case runs; `nil` only when a stream announced a test case but not its pickle.
        package let pickle: Pickle?
        /// The test case's position in the plan (execution order); `nil` in an index fed only by envelopes.
        let position: Int?
        private(set) var results: StepValues<TestStepResult>
        private var attachments: StepValues<[Attachment]>
        var finished: TestCaseFinished?
        /// Where the next step's value is likely to go (see ``position(of:)``).
        private var nextPosition = 0

        init(started: TestCaseStarted, steps: TestCaseSteps, pickle: Pickle?, position: Int?) {
            self.started = started
            self.steps = steps
            self.pickle = pickle
            self.position = position
            results = StepValues(count: steps.count)
            attachments = StepValues(count: steps.count)
        }

        // The reports read an attempt's values through these, not through `StepValues`: a generic called from
        // another module runs unspecialised, looking up its types' metadata for every step.

        /// The result of the step at `position`, once it has one.
        package func result(at position: Int) -> TestStepResult? { results[position: position] }

        // A step's status and message are read in place: a result copied is a handful of reference counts.

        /// The status of the step at `position`, once it has a result.
        package func status(at position: Int) -> Status? { results.status(at: position) }

        /// The message of the result of the step at `position`, if it has one.
        package func message(at position: Int) -> String? { results.message(at: position) }

        /// The result of the test step `id`, once it has one.
        package func result(of id: String) -> TestStepResult? {
            steps.position(of: id).flatMap { results[position: $0] }
        }

        /// What the step at `position` attached, in order.
        package func attachments(at position: Int) -> [Attachment] { attachments[position: position] ?? [] }

        // The values are taken out, changed and put back: changed in place, the array's copy on write would run
        // inside the access to the property, which makes every access to it (every report's reading of a step)
        // checked for exclusivity at run time.

        /// Records the result of the test step `id`.
        func record(_ result: TestStepResult, step id: String) {
            guard let position = position(of: id) else { return }
            var values = StepValues<TestStepResult>(count: 0)
            swap(&values, &results)
            values[position: position] = result
            swap(&values, &results)
        }

        /// Adds an attachment of the test step `id`.
        func attach(_ attachment: Attachment, step id: String) {
            guard let position = position(of: id) else { return }
            var values = StepValues<[Attachment]>(count: 0)
            swap(&values, &attachments)
            values[position: position] = (values[position: position] ?? []) + [attachment]
            swap(&values, &attachments)
        }

        /// The position of the test step `id`, the one after the last found tried first (steps report in order).
        ///
        /// Found from the test case, a constant, before the values are changed: comparing ids while changing a
        /// property of a class would make every access to that property checked for exclusivity at run time.
        private func position(of id: String) -> Int? {
            guard let found = steps.position(of: id, hint: nextPosition) else { return nil }
            nextPosition = found + 1
            return found
        }

        /// The worst status of its steps; `passed` when it has none.
        package var status: Status {
            var worst = Status.passed
            for position in steps.indices {
                if let status = results.status(at: position) { worst = max(worst, status) }
            }
            return worst
        }

        /// The time its steps took, summed.
        package var duration: Duration {
            var total = Duration.zero
            for result in results.present { total = total + result.duration }
            return total
        }
    }

    /// Values by test step, for one test case, by the step's position.
    struct StepValues<Value> {
        private let count: Int
        /// The values up to the last step that has one: steps report in order, so a value is usually appended, and
        /// none are written for steps that have none yet (most attempts attach nothing).
        private var slots: [Value?] = []

        /// Values for `count` steps.
        init(count: Int) {
            self.count = count
        }

        /// The value for the test case's step at `position`.
        subscript(position position: Int) -> Value? {
            get { position < slots.count ? slots[position] : nil }
            set {
                if slots.isEmpty { slots.reserveCapacity(count) }
                while slots.count < position { slots.append(nil) }
                if position == slots.count { slots.append(newValue) } else { slots[position] = newValue }
            }
        }

        /// The values present, in step order, without making an array of them.
        var present: some Sequence<Value> { slots.lazy.compactMap { $0 } }
    }

    package let model: RunModel
    package private(set) var totals: RunTotals
    /// Where each selected scenario goes in a file report, made the first time a report asks (once the run has
    /// started, the plan is complete).
    package private(set) lazy var layout = ReportLayout(model: model)

    package private(set) var stepDefinitions: [String: StepDefinitionMessage] = [:]
    package private(set) var stepDefinitionOrder: [String] = []
    package private(set) var hooks: [String: HookMessage] = [:]
    /// The attempts running (one at a time, but a recorded stream may interleave them), by id.
    package private(set) var attempts: [String: Attempt] = [:]
    /// The attempt found last (the steps of one attempt report one after another).
    private var lastAttempt: Attempt?
    /// The test case whose final attempt the last envelope finished, until every formatter has it.
    private(set) var finishedTestCase: FinishedTestCase?
    /// The earlier attempts of test cases being retried, by test case id.
    private var retriedAttempts: [String: [Attempt]] = [:]
    private(set) var suggestions: [String: [Suggestion]] = [:]
    package private(set) var runHookResults: [(hook: HookMessage?, result: TestStepResult)] = []
    package private(set) var runStarted: TestRunStarted?
    package private(set) var runFinished: TestRunFinished?
    /// What the run decided from its results (the coverage gate), for the reports to show; set when it ends.
    package var judgement: RunJudgement?
    /// The warnings about the feature files (a line read as description, a misspelt placeholder…), for the reports
    /// that show them beside the results: they are printed when the files are read, which few people see in CI.
    package var warnings: [Diagnostic] = []
    private var runHooksStarted: [String: TestRunHookStarted] = [:]
    /// What a standalone index learns from the envelopes, since it has no model to ask.
    private var recorded = Recorded()

    private struct Recorded {
        var astIndexes: [String: AstIndex] = [:]
        var documentOrder: [String] = []
        var pickles: [String: Pickle] = [:]
        var testCases: [String: TestCase] = [:]
    }

    init(model: RunModel) {
        self.model = model
        totals = RunTotals(model: model)
    }

    /// Takes what the run's files do not check, before any test case is counted (see
    /// ``ScenarioCoverage/record(lost:countsAlone:)``).
    package func record(lost: [LostContent], countsAlone: (LostContent) -> Bool) {
        totals.coverage.record(lost: lost, countsAlone: countsAlone)
    }

    /// Updates the index with the next envelope, before formatters see it.
    func record(_ envelope: Envelope) {
        if model.isStandalone { learn(from: envelope) }
        switch envelope {
        case .stepDefinition(let definition):
            stepDefinitions[definition.id] = definition
            stepDefinitionOrder.append(definition.id)
        case .hook(let hook):
            hooks[hook.id] = hook
        case .testRunStarted(let started):
            runStarted = started
        case .testCaseStarted(let started):
            finishCutRepetitions(except: started.testCaseId)
            attempts[started.id] = newAttempt(started)
        case .testStepFinished(let finished):
            attempt(finished.testCaseStartedId)?.record(finished.testStepResult, step: finished.testStepId)
        case .attachment(let attachment):
            if let attemptId = attachment.testCaseStartedId, let stepId = attachment.testStepId {
                attempt(attemptId)?.attach(attachment, step: stepId)
            }
        case .suggestion(let suggestion):
            suggestions[suggestion.pickleStepId, default: []].append(suggestion)
        case .testCaseFinished(let finished):
            guard let attempt = attempt(finished.testCaseStartedId) else { return }
            attempt.finished = finished
            let testCaseId = attempt.started.testCaseId
            if finished.willBeRetried || !isLastRepetition(attempt) {
                retriedAttempts[testCaseId, default: []].append(attempt)
                return
            }
            finishTestCase(testCaseId, last: attempt)
        case .testRunHookStarted(let started):
            runHooksStarted[started.id] = started
        case .testRunHookFinished(let finished):
            let hook = runHooksStarted[finished.testRunHookStartedId].flatMap { hooks[$0.hookId] }
            runHookResults.append((hook, finished.result))
        case .testRunFinished(let finished):
            finishCutRepetitions(except: nil)
            runFinished = finished
            totals.finish(index: self)
        case .meta, .source, .gherkinDocument, .parseError, .pickle, .parameterType, .undefinedParameterType, .testCase,
            .testStepStarted:
            break
        }
    }

    /// Whether `attempt` is its test case's last repetition (`--repeat`; every attempt is, without it).
    private func isLastRepetition(_ attempt: Attempt) -> Bool {
        attempt.started.attempt + 1 >= model.repetitions
    }

    /// Hands the formatters the test case `testCaseId` with every attempt at it, `last` the final one.
    private func finishTestCase(_ testCaseId: String, last: Attempt?) {
        var every = retriedAttempts.isEmpty ? [] : retriedAttempts.removeValue(forKey: testCaseId) ?? []
        if let last { every.append(last) }
        guard let final = every.last else { return }
        let finished = FinishedTestCase(attempts: every, suggestions: suggestions(of: final))
        finishedTestCase = finished
        totals.record(finished, index: self)
    }

    /// Finishes a repeated test case whose repetitions were cut short (a crash, `exit` in a step, an interrupted
    /// run) when another one starts or the run ends: what it ran is still reported.
    private func finishCutRepetitions(except testCaseId: String?) {
        guard model.repetitions > 1, let cut = retriedAttempts.keys.first(where: { $0 != testCaseId }) else { return }
        finishTestCase(cut, last: nil)
    }

    /// An attempt at the test case `started` names, with its pickle and position found once for every report.
    private func newAttempt(_ started: TestCaseStarted) -> Attempt? {
        if model.isStandalone {
            guard let testCase = recorded.testCases[started.testCaseId] else { return nil }
            return Attempt(
                started: started, steps: TestCaseSteps(recorded: testCase), pickle: recorded.pickles[testCase.pickleId],
                position: nil)
        }
        guard let position = model.plan.position(of: started.testCaseId) else { return nil }
        return Attempt(
            started: started, steps: model.steps(at: position), pickle: model.plan.entries[position].pickle,
            position: position)
    }

    /// The attempt `id`, the last one found tried first.
    private func attempt(_ id: String) -> Attempt? {
        if let last = lastAttempt, last.started.id == id { return last }
        lastAttempt = attempts[id]
        return lastAttempt
    }

    /// The suggestions for the steps of `attempt`'s test case (undefined steps), by pickle step id.
    private func suggestions(of attempt: Attempt) -> [String: [Suggestion]] {
        guard !suggestions.isEmpty else { return [:] }
        var found: [String: [Suggestion]] = [:]
        for position in attempt.steps.indices {
            if let pickleStepId = attempt.steps.pickleStepId(at: position), let suggestion = suggestions[pickleStepId] {
                found[pickleStepId] = suggestion
            }
        }
        return found
    }

    /// Forgets what formatters no longer need, after every formatter has seen `envelope`: a finished attempt,
    /// and once its test case is finished, the suggestions for its steps.
    func forget(after envelope: Envelope) {
        // Assigned only when set: clearing an optional test case in place at every envelope costs a call.
        if finishedTestCase != nil { finishedTestCase = nil }
        guard case .testCaseFinished(let finished) = envelope else { return }
        if lastAttempt?.started.id == finished.testCaseStartedId { lastAttempt = nil }
        if let attempt = attempts.removeValue(forKey: finished.testCaseStartedId), !finished.willBeRetried,
            isLastRepetition(attempt), !suggestions.isEmpty
        {
            for position in attempt.steps.indices {
                if let pickleStepId = attempt.steps.pickleStepId(at: position) { suggestions[pickleStepId] = nil }
            }
        }
    }

    private func learn(from envelope: Envelope) {
        switch envelope {
        case .gherkinDocument(let document):
            guard let uri = document.uri else { return }
            if recorded.astIndexes[uri] == nil { recorded.documentOrder.append(uri) }
            recorded.astIndexes[uri] = AstIndex(document)
        case .pickle(let pickle):
            recorded.pickles[pickle.id] = pickle
        case .testCase(let testCase):
            recorded.testCases[testCase.id] = testCase
        default:
            break
        }
    }

    // MARK: Lookups

    /// The syntax tree of the feature file `uri` (its outline, unless a report wants whole trees: ``AstIndex``).
    package func document(uri: String) -> GherkinDocument? {
        astIndex(uri: uri)?.document
    }

    /// The syntax-tree index of the feature file `uri`.
    package func astIndex(uri: String) -> AstIndex? {
        model.isStandalone ? recorded.astIndexes[uri] : model.outline(uri: uri)
    }

    /// The feature files, in the order they were given.
    package var documentOrder: [String] { model.isStandalone ? recorded.documentOrder : model.store.files.map(\.uri) }

    /// The step `id` of `pickle` (a handful of steps: cheaper than finding it among the whole run's).
    package func pickleStep(_ id: String, in pickle: Pickle) -> PickleStep? {
        pickle.steps.first { $0.id == id }
    }

    /// The syntax tree of a pickle's feature file and its index, looked up once.
    package func feature(of pickle: Pickle) -> (document: GherkinDocument, index: AstIndex)? {
        // Not `map`: a closure here would check at run time that it runs on the main actor.
        guard let index = astIndex(uri: pickle.uri) else { return nil }
        return (index.document, index)
    }

    /// The feature file and syntax-tree nodes behind a pickle.
    package func location(of pickle: Pickle) -> (document: GherkinDocument, scenario: AstIndex.ScenarioEntry?)? {
        guard let document = document(uri: pickle.uri) else { return nil }
        return (document, astIndex(uri: pickle.uri)?.scenario(of: pickle))
    }

    /// The head (keyword, lines) of the Gherkin step a pickle step comes from.
    package func astStep(of pickleStep: PickleStep, in pickle: Pickle) -> AstIndex.StepHead? {
        astIndex(uri: pickle.uri)?.step(of: pickleStep, in: pickle)
    }

    /// The line a pickle is reported at: its examples row, else its scenario.
    package func line(of pickle: Pickle) -> Int {
        astIndex(uri: pickle.uri)?.line(of: pickle) ?? pickle.location?.line ?? 1
    }
}

extension RunIndex.StepValues where Value == TestStepResult {
    /// The status of the result at `position`, read from the slot in place rather than from a copy of the result.
    func status(at position: Int) -> Status? {
        position < slots.count ? slots[position]?.status : nil
    }

    /// The message of the result at `position`, read as ``status(at:)`` is.
    func message(at position: Int) -> String? {
        position < slots.count ? slots[position]?.message : nil
    }
}
