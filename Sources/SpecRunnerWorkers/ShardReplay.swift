import CucumberMessages
import Foundation
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
    private let decoder = JSONDecoder()

    package init(shard: ShardStream, prefix: String, model: RunModel, positions: [ShardStream.PickleKey: Int]) {
        self.shard = shard
        self.prefix = prefix
        self.model = model
        self.positions = positions
    }

    /// Maps `line`'s ids and says where it goes.
    package mutating func place(_ line: ShardStream.ExecutionLine) throws(Diagnostic) -> Placement {
        var body = line.body
        switch line.type {
        case "testCase":
            try learn(line)
            pastBeforeAll = true
            return .none
        case "testCaseStarted":
            pastBeforeAll = true
            let testCase = body["testCaseId"] as? String ?? ""
            guard let position = positionOf[testCase] else { throw unknown(.mergeWhatTestCase, testCase, line) }
            body["testCaseId"] = ids[testCase]
            body["id"] = prefix + (body["id"] as? String ?? "")
            positionOf[prefix + (line.body["id"] as? String ?? "")] = position
            current = position
        case "testRunHookStarted":
            body["id"] = prefix + (body["id"] as? String ?? "")
            body["testRunStartedId"] = model.testRunStartedId
        case "suggestion":
            body["id"] = prefix + (body["id"] as? String ?? "")
        default:
            break
        }
        for key in ["testCaseStartedId", "testRunHookStartedId"] {
            if let id = body[key] as? String { body[key] = prefix + id }
        }
        for key in ["testStepId", "pickleStepId"] {
            if let id = body[key] as? String {
                guard let mapped = ids[id] else { throw unknown(.mergeWhatStep, id, line) }
                body[key] = mapped
            }
        }
        guard let data = try? JSONSerialization.data(withJSONObject: [line.type: body]),
            let envelope = WorkerMessage.decode(data, with: decoder)
        else {
            throw Diagnostic(
                .error, path: shard.path, line: line.number, column: 1,
                message: shard.catalog.text(.mergeUnreadableMessage, line.type),
                hint: shard.catalog.text(.mergeNDJSONHint))
        }
        if let attempt = body["testCaseStartedId"] as? String
            ?? (line.type == "testCaseStarted" ? body["id"] as? String : nil)
        {
            guard let position = positionOf[attempt] else { throw unknown(.mergeWhatAttempt, attempt, line) }
            return .testCase(position: position, envelope)
        }
        if body["testRunHookStartedId"] != nil || line.type.hasPrefix("testRunHook") {
            return pastBeforeAll ? .afterAll(envelope) : .beforeAll(envelope)
        }
        // A suggestion: with the test case running when it was made.
        guard let current else { return pastBeforeAll ? .afterAll(envelope) : .beforeAll(envelope) }
        return .testCase(position: current, envelope)
    }

    /// The plan's ids for a test case of the shard: its own, its steps' (by position) and its pickle steps'.
    private mutating func learn(_ line: ShardStream.ExecutionLine) throws(Diagnostic) {
        let body = line.body
        let pickleId = body["pickleId"] as? String ?? ""
        guard let id = body["id"] as? String, let pickle = shard.pickles[pickleId],
            let position = positions[pickle.key]
        else { throw unknown(.mergeWhatPickle, pickleId, line) }
        let item = model.item(at: position)
        let theirs = (body["testSteps"] as? [[String: Any]] ?? []).map { $0["id"] as? String ?? "" }
        guard theirs.count == item.testCase.testSteps.count, pickle.stepIds.count == item.pickle.steps.count else {
            throw Diagnostic(
                .error, path: shard.path, line: line.number, column: 1,
                message: shard.catalog.text(.mergeOtherSteps, "\(pickle.key.uri):\(pickle.key.line)"),
                hint: shard.catalog.text(.mergeSameRunnerHint))
        }
        ids[id] = item.testCase.id
        positionOf[id] = position
        for (shardStep, step) in zip(theirs, item.testCase.testSteps) { ids[shardStep] = step.id }
        for (shardStep, step) in zip(pickle.stepIds, item.pickle.steps) { ids[shardStep] = step.id }
    }

    private func unknown(_ what: Message, _ id: String, _ line: ShardStream.ExecutionLine) -> Diagnostic {
        let catalog = shard.catalog
        return Diagnostic(
            .error, path: shard.path, line: line.number, column: 1,
            message: catalog.text(.mergeUnannounced, line.type, catalog.text(what), id),
            hint: catalog.text(.mergeNDJSONHint))
    }
}
