import SpecRunnerCore

/// A worker's share of a parallel run: its test cases as the parent planned them, each with its pickle.
///
/// The worker runs them as they are, with the parent's ids, without reading, parsing or planning any feature file
/// (ADR 0007). It travels as bytes (``PlanBytes``) after the worker's first line of standard input, to its end
/// (``WorkerWire``, whose version is the layout's): each pickle field by field with its lines
/// (``PlanBytes/Writer/pickle(of:)``), not as a message.
package struct WorkerShare: Sendable {
    let testRunStartedId: String
    /// Whether the parent's reports want every step's start (else the worker sends one only when it matters: a
    /// crash, a step that takes long).
    package let sendsStepStarts: Bool
    /// The attempt its first test case starts at: 0, or the repetition after the one that crashed the worker
    /// before it (`--repeat`).
    package let firstAttempt: Int
    /// In the order the worker runs them; their `file` is their uri's position in the share (the worker has no
    /// files).
    let testCases: [PlannedTestCase]

    /// The share of `model`'s plan made of the test cases at `positions`, in that order, the first from attempt
    /// `firstAttempt`, for a parent whose reports want every step's start or not (`sendsStepStarts`).
    @MainActor
    init(positions: [Int], model: RunModel, sendsStepStarts: Bool, firstAttempt: Int = 0) {
        self.init(
            testRunStartedId: model.testRunStartedId, sendsStepStarts: sendsStepStarts,
            testCases: positions.map { model.plan.entries[$0] }, firstAttempt: firstAttempt)
    }

    init(testRunStartedId: String, sendsStepStarts: Bool, testCases: [PlannedTestCase], firstAttempt: Int = 0) {
        self.testRunStartedId = testRunStartedId
        self.sendsStepStarts = sendsStepStarts
        self.testCases = testCases
        self.firstAttempt = firstAttempt
    }

    /// The share as bytes: the run's id, whether step starts are wanted, the first test case's first attempt, the
    /// uris, then
    /// each test case: its uri's position, its ordinal, its id, its steps (a pickle step at `n` as `n`, the hook at
    /// `n` of the support code's as `-1 - n`) each with its id, and its pickle.
    var bytes: [UInt8] {
        var writer = PlanBytes.Writer(capacity: 64 + 640 * testCases.count)
        writer.string(testRunStartedId)
        writer.number(sendsStepStarts ? 1 : 0)
        writer.number(firstAttempt)
        var uris: [String] = []
        var uriPosition: [Int: Int] = [:]
        var uriOf: [Int] = []
        uriOf.reserveCapacity(testCases.count)
        for testCase in testCases {
            if let known = uriPosition[testCase.file] {
                uriOf.append(known)
                continue
            }
            uriPosition[testCase.file] = uris.count
            uriOf.append(uris.count)
            uris.append(testCase.pickle.uri)
        }
        writer.number(uris.count)
        for uri in uris { writer.string(uri) }
        writer.number(testCases.count)
        for (testCase, uri) in zip(testCases, uriOf) {
            writer.number(uri)
            writer.number(testCase.ordinal)
            writer.number(testCase.id)
            writer.number(testCase.steps.count)
            for step in testCase.steps {
                switch step.kind {
                case .hook(let at): writer.number(-1 - at)
                case .pickleStep(let at): writer.number(at)
                }
                writer.number(step.id)
            }
            writer.pickle(of: testCase)
        }
        return writer.bytes
    }

    /// The share ``bytes`` wrote; throws if `bytes` are not one (truncated, or a step its pickle does not have).
    init(bytes: [UInt8]) throws(PlanBytes.Malformed) {
        var reader = PlanBytes.Reader(bytes)
        testRunStartedId = try reader.string()
        sendsStepStarts = try reader.number() != 0
        firstAttempt = try reader.number()
        guard firstAttempt >= 0 else { throw PlanBytes.Malformed() }
        var uris: [String] = []
        for _ in 0..<(try reader.count()) { uris.append(try reader.string()) }
        let count = try reader.count()
        var testCases: [PlannedTestCase] = []
        testCases.reserveCapacity(count)
        for _ in 0..<count {
            let file = try reader.number()
            guard uris.indices.contains(file) else { throw PlanBytes.Malformed() }
            let ordinal = try reader.number()
            let id = try reader.number()
            let stepCount = try reader.count()
            var steps: [PlannedTestCase.Step] = []
            steps.reserveCapacity(stepCount)
            for _ in 0..<stepCount {
                let kind = try reader.number()
                let id = try reader.number()
                steps.append(
                    PlannedTestCase.Step(kind: kind >= 0 ? .pickleStep(at: kind) : .hook(at: -1 - kind), id: id))
            }
            let (pickle, line, stepLines) = try reader.pickle(uri: uris[file])
            for step in steps {
                guard case .pickleStep(let at) = step.kind else { continue }
                guard at < pickle.steps.count else { throw PlanBytes.Malformed() }
            }
            testCases.append(
                PlannedTestCase(
                    file: file, ordinal: ordinal, pickle: pickle, line: line, stepLines: stepLines, id: id,
                    steps: steps))
        }
        guard reader.isAtEnd else { throw PlanBytes.Malformed() }
        self.testCases = testCases
    }

    /// The worker's model of the run: no feature file, its test cases as the parent planned them.
    ///
    /// Throws when a test case names a hook the support code does not have, saying so in `catalog`'s language.
    @MainActor
    package func model(supportCode: SupportCode, catalog: MessageCatalog = .english) throws(WorkerError) -> RunModel {
        for testCase in testCases {
            for step in testCase.steps {
                guard case .hook(let at) = step.kind else { continue }
                guard supportCode.hooks.indices.contains(at) else {
                    throw WorkerError(description: catalog.text(.workerMalformedShare))
                }
            }
        }
        let model = RunModel(
            store: FeatureStore(defaultLanguage: "en"), plan: TestPlan(testCases: testCases), supportCode: supportCode)
        model.testRunStartedId = testRunStartedId
        return model
    }
}
