import CucumberMessages
import Gherkin

/// What formatters know about the run: the results reported so far (from the envelopes, so that a run merged
/// from worker processes reads exactly like a serial one), running totals, and lookups by id into the run's
/// model (pickles, test cases, syntax trees), which are rebuilt on demand rather than kept.
///
/// Attempts are kept for the whole run only when a formatter needs the whole run at its end (the file
/// reports); otherwise each is dropped once every formatter has seen it finish, so memory stays bounded.
@MainActor
final class RunIndex {
    /// One attempt at a test case and what happened in it.
    final class Attempt {
        let started: TestCaseStarted
        var results: StepValues<TestStepResult>
        var attachments: StepValues<[Attachment]>
        var finished: TestCaseFinished?
        /// The test case's position in the plan (execution order); `nil` in an index fed only by envelopes.
        let position: Int?
        /// The plan's item while the attempt runs; `nil` once released, or in an index fed only by envelopes.
        private var item: TestPlan.Item?
        /// What a stream of envelopes announced, in an index fed only by them.
        private let announced: Announced?
        /// Where a released attempt finds its test case and pickle again.
        private let model: RunModel?

        /// A test case and its pickle as a stream announced them.
        private final class Announced {
            let testCase: TestCase
            let pickle: Pickle?

            init(testCase: TestCase, pickle: Pickle?) {
                self.testCase = testCase
                self.pickle = pickle
            }
        }

        /// An attempt at the plan's item at `position`.
        init(started: TestCaseStarted, item: TestPlan.Item, position: Int, model: RunModel) {
            self.started = started
            self.item = item
            self.position = position
            self.model = model
            announced = nil
            results = StepValues(item.testCase)
            attachments = StepValues(item.testCase)
        }

        /// An attempt at a test case a stream announced.
        init(started: TestCaseStarted, testCase: TestCase, pickle: Pickle?) {
            self.started = started
            item = nil
            position = nil
            model = nil
            announced = Announced(testCase: testCase, pickle: pickle)
            results = StepValues(testCase)
            attachments = StepValues(testCase)
        }

        /// The test case it runs.
        var testCase: TestCase {
            if let item { return item.testCase }
            return announced?.testCase ?? remade().testCase
        }

        /// The test case's steps (read in reports' inner loops: without copying the rest of the test case).
        var testSteps: [TestStep] { item?.testCase.testSteps ?? testCase.testSteps }

        /// The pickle the test case runs; `nil` only when a stream announced a test case but not its pickle.
        var pickle: Pickle? {
            if let item { return item.pickle }
            if let announced { return announced.pickle }
            return remade().pickle
        }

        /// The plan's item, made again by the model (from its store) for an attempt that let go of it.
        private func remade() -> (testCase: TestCase, pickle: Pickle) {
            guard let model, let position else { preconditionFailure("only an attempt of the plan lets go") }
            // Attempts live in the run index, on the main actor, as does the model.
            return MainActor.assumeIsolated {
                let item = model.item(at: position)
                return (item.testCase, item.pickle)
            }
        }

        /// Lets go of the test case and pickle, keeping the results.
        ///
        /// A whole run's file reports keep every attempt, and a test case with its pickle and bindings weighs
        /// kilobytes where the results weigh a few hundred bytes. The reports read test cases from their outline;
        /// anything that asks a released attempt for them gets them from the model again.
        func release() {
            guard let item else { return }
            self.item = nil
            let ids = item.testCase.testSteps.map(\.id)
            results.release(keepingIds: ids)
            attachments.release(keepingIds: ids)
        }

        /// The worst status of its steps; `passed` when it has none.
        var status: Status {
            var worst = Status.passed
            for result in results.present { worst = max(worst, result.status) }
            return worst
        }

        /// The time its steps took, summed.
        var duration: Duration {
            var total = Duration.zero
            for result in results.present { total = total + result.duration }
            return total
        }
    }

    /// Values by test step, for one test case: a handful, so a linear search by id beats hashing.
    struct StepValues<Value> {
        /// The test case's steps (shared with it, not copied): slot `i` holds the value of step `i`.
        private var steps: [TestStep]
        /// The steps' ids alone, once released (the steps hold their bindings and arguments).
        private var releasedIds: [String] = []
        /// Empty until the first value arrives (most attempts attach nothing).
        private var slots: [Value?] = []
        /// Where the next value is likely to go: steps report in order.
        private var next = 0

        init(_ testCase: TestCase) {
            steps = testCase.testSteps
        }

        /// The value for the test step `id`.
        subscript(id: String) -> Value? {
            get { position(of: id).flatMap { self[position: $0] } }
            set {
                let position: Int
                if next < steps.count && steps[next].id == id {
                    position = next
                } else if let found = self.position(of: id) {
                    position = found
                } else {
                    return
                }
                if slots.isEmpty {
                    // Filled in place: `Array(repeating:count:)` went through the unspecialised allocation path.
                    let count = steps.isEmpty ? releasedIds.count : steps.count
                    slots = [Value?](unsafeUninitializedCapacity: count) { buffer, initialized in
                        buffer.initialize(repeating: nil)
                        initialized = count
                    }
                }
                slots[position] = newValue
                next = position + 1
            }
        }

        /// The value for the test case's step at `position`.
        subscript(position position: Int) -> Value? { slots.isEmpty ? nil : slots[position] }

        /// The values present, in step order, without making an array of them.
        var present: some Sequence<Value> { slots.lazy.compactMap { $0 } }

        /// Lets go of the steps, keeping their ids (`ids`).
        mutating func release(keepingIds ids: [String]) {
            releasedIds = ids
            steps = []
        }

        private func position(of id: String) -> Int? {
            steps.isEmpty ? releasedIds.firstIndex(of: id) : steps.firstIndex { $0.id == id }
        }
    }

    let model: RunModel
    /// Keep every attempt until the end (a file report asked for the whole run).
    var retainsAttempts = false
    let totals: RunTotals

    private(set) var stepDefinitions: [String: StepDefinitionMessage] = [:]
    private(set) var stepDefinitionOrder: [String] = []
    private(set) var hooks: [String: HookMessage] = [:]
    private(set) var attempts: [String: Attempt] = [:]
    /// Attempts in the order they started (of those kept).
    private(set) var attemptOrder: [String] = []
    private(set) var suggestions: [String: [Suggestion]] = [:]
    private(set) var runHookResults: [(hook: HookMessage?, result: TestStepResult)] = []
    private(set) var runStarted: TestRunStarted?
    private(set) var runFinished: TestRunFinished?
    /// What the run decided from its results (the coverage gate), for the reports to show; set when it ends.
    var judgement: RunJudgement?
    /// The warnings about the feature files (a line read as description, a misspelt placeholder…), for the reports
    /// that show them beside the results: they are printed when the files are read, which few people see in CI.
    var warnings: [Diagnostic] = []
    private var runHooksStarted: [String: TestRunHookStarted] = [:]
    private var lastAttempt: Attempt?
    /// What a standalone index learns from the envelopes, since it has no model to ask.
    private var recorded = Recorded()

    private struct Recorded {
        var documents: [String: GherkinDocument] = [:]
        var astIndexes: [String: AstIndex] = [:]
        var documentOrder: [String] = []
        var pickles: [String: Pickle] = [:]
        var testCases: [String: TestCase] = [:]
    }

    init(model: RunModel) {
        self.model = model
        totals = RunTotals(model: model)
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
            guard let attempt = newAttempt(started) else { return }
            attempts[started.id] = attempt
            attemptOrder.append(started.id)
        case .testStepFinished(let finished):
            attempt(finished.testCaseStartedId)?.results[finished.testStepId] = finished.testStepResult
        case .attachment(let attachment):
            if let attemptId = attachment.testCaseStartedId, let stepId = attachment.testStepId,
                let attempt = attempts[attemptId]
            {
                attempt.attachments[stepId] = (attempt.attachments[stepId] ?? []) + [attachment]
            }
        case .suggestion(let suggestion):
            suggestions[suggestion.pickleStepId, default: []].append(suggestion)
        case .testCaseFinished(let finished):
            guard let attempt = attempts[finished.testCaseStartedId] else { return }
            attempt.finished = finished
            if !finished.willBeRetried { totals.record(finalAttempt: attempt, index: self) }
        case .testRunHookStarted(let started):
            runHooksStarted[started.id] = started
        case .testRunHookFinished(let finished):
            let hook = runHooksStarted[finished.testRunHookStartedId].flatMap { hooks[$0.hookId] }
            runHookResults.append((hook, finished.result))
        case .testRunFinished(let finished):
            runFinished = finished
            totals.finish(index: self)
        case .meta, .source, .gherkinDocument, .parseError, .pickle, .parameterType, .undefinedParameterType, .testCase,
            .testStepStarted:
            break
        }
    }

    /// An attempt at the test case `started` names, with its pickle and position found once for every report.
    private func newAttempt(_ started: TestCaseStarted) -> Attempt? {
        if model.isStandalone {
            guard let testCase = recorded.testCases[started.testCaseId] else { return nil }
            return Attempt(started: started, testCase: testCase, pickle: recorded.pickles[testCase.pickleId])
        }
        guard let position = model.plan.position(of: started.testCaseId) else { return nil }
        let item = model.item(at: position)
        guard item.testCase.id == started.testCaseId else { return nil }
        return Attempt(started: started, item: item, position: position, model: model)
    }

    /// The attempt `id` (the steps of one attempt report one after another: the last one found is tried first).
    private func attempt(_ id: String) -> Attempt? {
        if let last = lastAttempt, last.started.id == id { return last }
        lastAttempt = attempts[id]
        return lastAttempt
    }

    /// Forgets what formatters no longer need, after every formatter has seen `envelope`: a finished attempt,
    /// or when attempts are kept to the end, its test case and pickle.
    func forget(after envelope: Envelope) {
        guard case .testCaseFinished(let finished) = envelope else { return }
        if retainsAttempts {
            attempts[finished.testCaseStartedId]?.release()
            return
        }
        if lastAttempt?.started.id == finished.testCaseStartedId { lastAttempt = nil }
        if let attempt = attempts.removeValue(forKey: finished.testCaseStartedId), !suggestions.isEmpty {
            for step in attempt.testSteps {
                if let pickleStepId = step.pickleStepId { suggestions[pickleStepId] = nil }
            }
        }
        if attemptOrder.count > 64 {
            attemptOrder.removeAll { attempts[$0] == nil }
        }
    }

    private func learn(from envelope: Envelope) {
        switch envelope {
        case .gherkinDocument(let document):
            guard let uri = document.uri else { return }
            if recorded.documents[uri] == nil { recorded.documentOrder.append(uri) }
            recorded.documents[uri] = document
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

    /// The syntax tree of the feature file `uri`.
    func document(uri: String) -> GherkinDocument? {
        model.isStandalone ? recorded.documents[uri] : model.feature(uri: uri)?.document
    }

    /// The syntax-tree index of the feature file `uri`.
    func astIndex(uri: String) -> AstIndex? {
        model.isStandalone ? recorded.astIndexes[uri] : model.feature(uri: uri)?.index
    }

    /// The feature files, in the order they were given.
    var documentOrder: [String] { model.isStandalone ? recorded.documentOrder : model.store.files.map(\.uri) }

    /// The step `id` of `pickle` (a handful of steps: cheaper than finding it among the whole run's).
    func pickleStep(_ id: String, in pickle: Pickle) -> PickleStep? {
        pickle.steps.first { $0.id == id }
    }

    /// The syntax tree of a pickle's feature file and its index, looked up once.
    func feature(of pickle: Pickle) -> (document: GherkinDocument, index: AstIndex)? {
        if model.isStandalone {
            guard let document = recorded.documents[pickle.uri], let index = recorded.astIndexes[pickle.uri] else {
                return nil
            }
            return (document, index)
        }
        guard let feature = model.feature(uri: pickle.uri) else { return nil }
        return (feature.document, feature.index)
    }

    /// The feature file and syntax-tree nodes behind a pickle.
    func location(of pickle: Pickle) -> (document: GherkinDocument, scenario: AstIndex.ScenarioEntry?)? {
        guard let document = document(uri: pickle.uri) else { return nil }
        return (document, astIndex(uri: pickle.uri)?.scenario(of: pickle))
    }

    /// The Gherkin step (keyword, location) a pickle step comes from.
    func astStep(of pickleStep: PickleStep, in pickle: Pickle) -> Step? {
        astIndex(uri: pickle.uri)?.step(of: pickleStep)
    }

    /// The line a pickle is reported at: its examples row, else its scenario.
    func line(of pickle: Pickle) -> Int {
        astIndex(uri: pickle.uri)?.line(of: pickle) ?? pickle.location?.line ?? 1
    }
}
