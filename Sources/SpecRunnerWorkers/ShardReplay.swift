import CucumberMessages
import SpecRunnerCore

/// One shard's execution messages with the merged run's ids (see ``ShardMerge``), and where in that run each goes.
@MainActor
package struct ShardReplay {
    /// Where a message goes in the merged run.
    package enum Placement {
        /// Nowhere: the merged run announces its own test cases.
        case none
        /// With the run hooks before the scenarios.
        case beforeAll(Envelope)
        /// With the run hooks after them.
        case afterAll(Envelope)
        /// With the results of the test case at a plan position.
        case testCase(position: Int, Envelope)
    }

    private let shard: ShardStream
    private let prefix: String
    private let model: RunModel
    private let positions: [ShardStream.PickleKey: Int]
    /// The shard's test case, test step and pickle step ids, as the plan's.
    private var ids: [String: String] = [:]
    /// The plan position of each of the shard's test cases and attempts.
    private var positionOf: [String: Int] = [:]
    private var current: Int?
    private var pastBeforeAll = false

    package init(shard: ShardStream, prefix: String, model: RunModel, positions: [ShardStream.PickleKey: Int]) {
        self.shard = shard
        self.prefix = prefix
        self.model = model
        self.positions = positions
    }

    /// Maps `line`'s ids and says where it goes.
    package mutating func place(_ line: ShardStream.ExecutionLine) throws(Diagnostic) -> Placement {
        switch line.envelope {
        case .testCase(let testCase):
            try learn(testCase, line)
            pastBeforeAll = true
            return .none
        case .testCaseStarted(var started):
            pastBeforeAll = true
            guard let position = positionOf[started.testCaseId], let testCaseId = ids[started.testCaseId] else {
                throw unknown(.mergeWhatTestCase, started.testCaseId, line)
            }
            started.testCaseId = testCaseId
            started.id = prefix + started.id
            positionOf[started.id] = position
            current = position
            return .testCase(position: position, .testCaseStarted(started))
        case .testStepStarted(var started):
            started.testCaseStartedId = prefix + started.testCaseStartedId
            started.testStepId = try step(started.testStepId, line)
            return try attempt(started.testCaseStartedId, .testStepStarted(started), line)
        case .testStepFinished(var finished):
            finished.testCaseStartedId = prefix + finished.testCaseStartedId
            finished.testStepId = try step(finished.testStepId, line)
            return try attempt(finished.testCaseStartedId, .testStepFinished(finished), line)
        case .testCaseFinished(var finished):
            finished.testCaseStartedId = prefix + finished.testCaseStartedId
            return try attempt(finished.testCaseStartedId, .testCaseFinished(finished), line)
        case .attachment(var attachment):
            attachment.testCaseStartedId = attachment.testCaseStartedId.map { prefix + $0 }
            attachment.testRunHookStartedId = attachment.testRunHookStartedId.map { prefix + $0 }
            if let id = attachment.testStepId { attachment.testStepId = try step(id, line) }
            if let attemptId = attachment.testCaseStartedId {
                return try attempt(attemptId, .attachment(attachment), line)
            }
            if attachment.testRunHookStartedId != nil { return runHook(.attachment(attachment)) }
            return withCurrent(.attachment(attachment))
        case .testRunHookStarted(var started):
            started.id = prefix + started.id
            started.testRunStartedId = model.testRunStartedId
            return runHook(.testRunHookStarted(started))
        case .testRunHookFinished(var finished):
            finished.testRunHookStartedId = prefix + finished.testRunHookStartedId
            return runHook(.testRunHookFinished(finished))
        case .suggestion(var suggestion):
            suggestion.id = prefix + suggestion.id
            suggestion.pickleStepId = try step(suggestion.pickleStepId, line)
            return withCurrent(.suggestion(suggestion))
        default:
            // ``ShardStream`` keeps only the execution messages above.
            return .none
        }
    }

    /// The plan's id for the shard's test step or pickle step `id`.
    private func step(_ id: String, _ line: ShardStream.ExecutionLine) throws(Diagnostic) -> String {
        guard let mapped = ids[id] else { throw unknown(.mergeWhatStep, id, line) }
        return mapped
    }

    /// With the results of the test case of the attempt `id` (already prefixed).
    private func attempt(
        _ id: String, _ envelope: Envelope, _ line: ShardStream.ExecutionLine
    ) throws(Diagnostic) -> Placement {
        guard let position = positionOf[id] else { throw unknown(.mergeWhatAttempt, id, line) }
        return .testCase(position: position, envelope)
    }

    /// With the run hooks before the scenarios, or after them.
    private func runHook(_ envelope: Envelope) -> Placement {
        pastBeforeAll ? .afterAll(envelope) : .beforeAll(envelope)
    }

    /// A suggestion: with the test case running when it was made.
    private func withCurrent(_ envelope: Envelope) -> Placement {
        guard let current else { return runHook(envelope) }
        return .testCase(position: current, envelope)
    }

    /// The plan's ids for a test case of the shard: its own, its steps' (by position) and its pickle steps'.
    private mutating func learn(_ testCase: TestCase, _ line: ShardStream.ExecutionLine) throws(Diagnostic) {
        guard let pickle = shard.pickles[testCase.pickleId], let position = positions[pickle.key] else {
            throw unknown(.mergeWhatPickle, testCase.pickleId, line)
        }
        let planned = model.plan.entries[position]
        let theirs = testCase.testSteps.map(\.id)
        guard theirs.count == planned.steps.count, pickle.stepIds.count == planned.pickle.steps.count else {
            throw Diagnostic(
                .error, path: shard.path, line: line.number, column: 1,
                message: shard.catalog.text(.mergeOtherSteps(place: "\(pickle.key.uri):\(pickle.key.line)")),
                hint: shard.catalog.text(.mergeSameRunnerHint))
        }
        ids[testCase.id] = planned.testCaseId
        positionOf[testCase.id] = position
        for (shardStep, step) in zip(theirs, planned.steps) { ids[shardStep] = String(step.id) }
        for (shardStep, step) in zip(pickle.stepIds, planned.pickle.steps) { ids[shardStep] = step.id }
    }

    private func unknown(_ what: Message, _ id: String, _ line: ShardStream.ExecutionLine) -> Diagnostic {
        let catalog = shard.catalog
        return Diagnostic(
            .error, path: shard.path, line: line.number, column: 1,
            message: catalog.text(.mergeUnannounced(type: line.type, what: catalog.text(what), id: id)),
            hint: catalog.text(.mergeNDJSONHint))
    }
}
