import Gherkin

/// Everything reported so far, indexed for formatters: built only from the envelopes, so that a run merged
/// from worker processes reads exactly like a serial one.
@MainActor
final class RunIndex {
    /// One attempt at a test case and what happened in it.
    final class Attempt {
        let started: TestCaseStarted
        let testCase: TestCase
        var results: [String: TestStepResult] = [:]
        var attachments: [String: [Attachment]] = [:]
        var finished: TestCaseFinished?

        init(started: TestCaseStarted, testCase: TestCase) {
            self.started = started
            self.testCase = testCase
        }

        /// The worst status of its steps; `passed` when it has none.
        var status: Status {
            results.values.map(\.status).max() ?? .passed
        }

        /// The time from its first to its last step, summed.
        var duration: Duration {
            results.values.reduce(.zero) { $0 + $1.duration }
        }
    }

    private(set) var sources: [String: Source] = [:]
    private(set) var documents: [String: GherkinDocument] = [:]
    private(set) var astIndexes: [String: AstIndex] = [:]
    /// Documents in the order they were reported.
    private(set) var documentOrder: [String] = []
    private(set) var pickles: [String: Pickle] = [:]
    private(set) var pickleOrder: [String] = []
    private(set) var pickleSteps: [String: PickleStep] = [:]
    private(set) var stepDefinitions: [String: StepDefinitionMessage] = [:]
    private(set) var stepDefinitionOrder: [String] = []
    private(set) var hooks: [String: HookMessage] = [:]
    private(set) var undefinedParameterTypes: [UndefinedParameterTypeMessage] = []
    private(set) var testCases: [String: TestCase] = [:]
    private(set) var testCaseOrder: [String] = []
    private(set) var testSteps: [String: TestStep] = [:]
    private(set) var attempts: [String: Attempt] = [:]
    /// Attempts in the order they started.
    private(set) var attemptOrder: [String] = []
    private(set) var suggestions: [String: [Suggestion]] = [:]
    private(set) var runHookResults: [(hook: HookMessage?, result: TestStepResult)] = []
    private(set) var runStarted: TestRunStarted?
    private(set) var runFinished: TestRunFinished?
    private var runHooksStarted: [String: TestRunHookStarted] = [:]

    /// Updates the index with the next envelope.
    func record(_ envelope: Envelope) {
        switch envelope {
        case .source(let source):
            sources[source.uri] = source
        case .gherkinDocument(let document):
            guard let uri = document.uri else { return }
            if documents[uri] == nil { documentOrder.append(uri) }
            documents[uri] = document
            astIndexes[uri] = AstIndex(document)
        case .pickle(let pickle):
            if pickles[pickle.id] == nil { pickleOrder.append(pickle.id) }
            pickles[pickle.id] = pickle
            for step in pickle.steps { pickleSteps[step.id] = step }
        case .stepDefinition(let definition):
            stepDefinitions[definition.id] = definition
            stepDefinitionOrder.append(definition.id)
        case .hook(let hook):
            hooks[hook.id] = hook
        case .undefinedParameterType(let message):
            undefinedParameterTypes.append(message)
        case .testRunStarted(let started):
            runStarted = started
        case .testCase(let testCase):
            if testCases[testCase.id] == nil { testCaseOrder.append(testCase.id) }
            testCases[testCase.id] = testCase
            for step in testCase.testSteps { testSteps[step.id] = step }
        case .testCaseStarted(let started):
            guard let testCase = testCases[started.testCaseId] else { return }
            attempts[started.id] = Attempt(started: started, testCase: testCase)
            attemptOrder.append(started.id)
        case .testStepFinished(let finished):
            attempts[finished.testCaseStartedId]?.results[finished.testStepId] = finished.testStepResult
        case .attachment(let attachment):
            if let attemptId = attachment.testCaseStartedId, let stepId = attachment.testStepId {
                attempts[attemptId]?.attachments[stepId, default: []].append(attachment)
            }
        case .suggestion(let suggestion):
            suggestions[suggestion.pickleStepId, default: []].append(suggestion)
        case .testCaseFinished(let finished):
            attempts[finished.testCaseStartedId]?.finished = finished
        case .testRunHookStarted(let started):
            runHooksStarted[started.id] = started
        case .testRunHookFinished(let finished):
            let hook = runHooksStarted[finished.testRunHookStartedId].flatMap { hooks[$0.hookId] }
            runHookResults.append((hook, finished.result))
        case .testRunFinished(let finished):
            runFinished = finished
        case .meta, .parseError, .parameterType, .testStepStarted:
            break
        }
    }

    // MARK: Queries

    /// The pickle a test case runs.
    func pickle(of testCase: TestCase) -> Pickle? { pickles[testCase.pickleId] }

    /// The final attempt of each test case that started, in plan order.
    var finalAttempts: [Attempt] {
        var latest: [String: Attempt] = [:]
        for id in attemptOrder {
            guard let attempt = attempts[id] else { continue }
            latest[attempt.testCase.id] = attempt
        }
        return testCaseOrder.compactMap { latest[$0] }
    }

    /// Every attempt of the test case `testCaseId`, in order.
    func attempts(ofTestCase testCaseId: String) -> [Attempt] {
        attemptOrder.compactMap { attempts[$0] }.filter { $0.testCase.id == testCaseId }
    }

    /// The feature file and syntax-tree nodes behind a pickle.
    func location(of pickle: Pickle) -> (document: GherkinDocument, scenario: AstIndex.ScenarioEntry?)? {
        guard let document = documents[pickle.uri] else { return nil }
        return (document, astIndexes[pickle.uri]?.scenario(of: pickle))
    }

    /// The Gherkin step (keyword, location) a pickle step comes from.
    func astStep(of pickleStep: PickleStep, in pickle: Pickle) -> Step? {
        astIndexes[pickle.uri]?.step(of: pickleStep)
    }

    /// The line a pickle is reported at: its examples row, else its scenario.
    func line(of pickle: Pickle) -> Int {
        astIndexes[pickle.uri]?.line(of: pickle) ?? pickle.location?.line ?? 1
    }
}
