import CucumberMessages
import Foundation
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerWorkers

/// The bytes of the worker pipe, each direction against its golden file in `Tests/Fixtures/Wire`, and the version
/// each end checks.
///
/// A change to the bytes is a change of ``WorkerWire/version``: bump it, then regenerate the goldens with
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter WorkerWireTests
///
/// and read the diff before committing it.
@Suite struct WorkerWireTests {
    static let goldens =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
        + "/Fixtures/Wire"
    static let updating = ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1"
    static let time = Timestamp(seconds: 1_700_000_000, nanos: 5)

    private static func golden(_ name: String, _ bytes: [UInt8]) throws -> [UInt8] {
        let path = goldens + "/" + name
        if updating { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Envelopes compare by their JSON (they are not `Equatable`).
    private static func json(_ envelopes: [Envelope]) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return envelopes.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) }
    }

    // MARK: Parent → worker

    static let feature = "Feature: f\n  Scenario: s\n    Given a step\n    And a table:\n      | a | b |\n"

    /// A run's assignment and a share of one test case (a hook, then the scenario's two steps).
    private static func parentBytes() throws -> [UInt8] {
        var configuration = RunConfiguration()
        configuration.tagExpression = "@fast"
        configuration.outputLanguage = "es"
        configuration.workingDirectory = "/work/suite"
        let assignment = WorkerAssignment(configuration: configuration, workerId: "w2")
        let parsed = try FeatureParser(defaultLanguage: "en").parse(
            uri: "features/f.feature", bytes: Array(feature.utf8), ids: FastIdGenerator(startingAt: 10))
        let loaded = LoadedFeature(
            uri: "features/f.feature", bytes: Array(feature.utf8), document: parsed.document,
            pickles: parsed.pickles, index: AstIndex(parsed.document))
        let steps = [
            PlannedTestCase.Step(kind: .hook(at: 0), id: 20), PlannedTestCase.Step(kind: .pickleStep(at: 0), id: 21),
            PlannedTestCase.Step(kind: .pickleStep(at: 1), id: 22),
        ]
        let testCase = PlannedTestCase(
            file: 0, ordinal: 0, pickle: loaded.pickles[0], astIndex: loaded.index, id: 23, steps: steps)
        // A share that goes on with a test case's repetitions (`--repeat`) after its third run crashed a worker.
        let share = WorkerShare(testRunStartedId: "9", sendsStepStarts: true, testCases: [testCase], firstAttempt: 3)
        return WorkerWire.encode(assignment) + WorkerWire.encode(share)
    }

    @Test func whatTheParentSendsAWorkerIsTheGoldenBytes() throws {
        let bytes = try Self.parentBytes()
        #expect(bytes == (try Self.golden("parent-to-worker.bin", bytes)))
    }

    @Test func theGoldenParentBytesComeBackAsTheAssignmentAndTheShare() throws {
        let golden = try Self.golden("parent-to-worker.bin", try Self.parentBytes())
        let (assignment, rest) = try #require(try WorkerWire.decodeAssignment(golden))
        #expect(assignment.workerId == "w2")
        #expect(assignment.configuration.tagExpression == "@fast")
        #expect(assignment.configuration.outputLanguage == "es")
        #expect(assignment.configuration.workingDirectory == "/work/suite")
        let share = try #require(try WorkerWire.decodeShare(rest))
        #expect(share.testRunStartedId == "9")
        #expect(share.sendsStepStarts)
        #expect(share.firstAttempt == 3)
        #expect(share.testCases.map(\.id) == [23])
        #expect(share.testCases[0].steps.map(\.id) == [20, 21, 22])
        #expect(share.testCases[0].pickle.uri == "features/f.feature")
    }

    @Test func aWorkerGivenNoShareRunsNothing() throws {
        #expect(WorkerWire.encode(nil as WorkerShare?).isEmpty)
        #expect(try WorkerWire.decodeShare([]) == nil)
    }

    @Test func anAssignmentOfAnotherVersionIsRefusedNamingBoth() throws {
        let line = try Self.parentBytes()
        let tab = try #require(line.firstIndex(of: 0x09))
        let other = Array("\(WorkerWire.version + 1)".utf8) + line[tab...]
        #expect(throws: WorkerWire.Failure.versionMismatch(.init(theirs: WorkerWire.version + 1))) {
            try WorkerWire.decodeAssignment(other)
        }
        // The JSON line of the layout before the version.
        #expect(throws: WorkerWire.Failure.versionMismatch(.init(theirs: 1))) {
            try WorkerWire.decodeAssignment(Array(line[(tab + 1)...]))
        }
        #expect(throws: WorkerWire.Failure.malformed) { try WorkerWire.decodeAssignment(Array("hello\n".utf8)) }
        #expect(try WorkerWire.decodeAssignment(Array(line[..<tab])) == nil, "no whole line yet")
    }

    @Test(arguments: [
        (
            "en",
            "the runner speaks version 4 of the worker protocol and its worker version 7: the executable was replaced "
                + "during the run"
        ),
        (
            "es",
            "el ejecutor habla la versión 4 del protocolo de los procesos trabajadores y su proceso trabajador la 7: "
                + "el ejecutable se reemplazó durante la ejecución"
        ),
    ])
    func aVersionMismatchIsWordedInTheRunsLanguageParentFirst(language: String, expected: String) throws {
        let catalog = try #require(MessageCatalog.named(language))
        #expect(WorkerWire.VersionMismatch(theirs: 7).text(catalog, atParent: true) == expected)
        let atWorker = WorkerWire.VersionMismatch(theirs: 7).text(catalog, atParent: false)
        #expect(atWorker.contains(" 7 ") && atWorker.contains(" 4:"))
    }

    // MARK: Worker → parent

    /// What a worker sends for one test case: run hooks, its announcement, steps that pass, fail and attach.
    static let workerEnvelopes: [Envelope] = [
        .testRunHookStarted(TestRunHookStarted(id: "w1.1", testRunStartedId: "9", hookId: "3", timestamp: time)),
        .testRunHookFinished(
            TestRunHookFinished(
                testRunHookStartedId: "w1.1",
                result: TestStepResult(status: .passed, duration: Duration(seconds: 0, nanos: 40)),
                timestamp: time)),
        .testCase(
            TestCase(id: "23", pickleId: "12", testSteps: [TestStep(id: "20", hookId: "4")], testRunStartedId: "9")),
        .testCaseStarted(TestCaseStarted(id: "w1.2", testCaseId: "23", attempt: 0, timestamp: time, workerId: "w1")),
        .testStepStarted(TestStepStarted(testCaseStartedId: "w1.2", testStepId: "20", timestamp: time)),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "w1.2", testStepId: "20",
                testStepResult: TestStepResult(status: .passed, duration: Duration(seconds: 1, nanos: 2)),
                timestamp: time)),
        .attachment(
            Attachment(
                body: "line one\nline two", contentEncoding: .identity, mediaType: "text/plain", timestamp: time,
                testCaseStartedId: "w1.2", testStepId: "21")),
        .suggestion(
            Suggestion(
                id: "w1.3", pickleStepId: "14",
                snippets: [Suggestion.Snippet(language: "swift", code: "Given(\"a step\") { _ in }")])),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "w1.2", testStepId: "21",
                testStepResult: TestStepResult(
                    status: .failed, duration: Duration(seconds: 0, nanos: 9), message: "expected 1, got 2",
                    exception: ExceptionMessage(type: "Failure", message: "expected 1, got 2")),
                timestamp: time)),
        .testCaseFinished(TestCaseFinished(testCaseStartedId: "w1.2", timestamp: time, willBeRetried: false)),
        .testRunFinished(TestRunFinished(testRunStartedId: "9", timestamp: time, success: false)),
    ]

    @Test func whatAWorkerSendsItsParentIsTheGoldenBytes() throws {
        let bytes = WorkerWire.hello + Self.workerEnvelopes.flatMap(WorkerWire.encode)
        #expect(bytes == (try Self.golden("worker-to-parent.lines", bytes)))
    }

    @Test func theGoldenWorkerLinesComeBackAsTheEnvelopes() throws {
        let bytes = WorkerWire.hello + Self.workerEnvelopes.flatMap(WorkerWire.encode)
        let golden = try Self.golden("worker-to-parent.lines", bytes)
        var reader = WorkerWire.LineReader()
        var envelopes: [Envelope] = []
        for line in golden.split(separator: 0x0A) {
            if let envelope = try Array(line).withUnsafeBufferPointer({ try reader.decode($0) }) {
                envelopes.append(envelope)
            }
        }
        #expect(Self.json(envelopes) == Self.json(Self.workerEnvelopes))
    }

    @Test func aWorkerOfAnotherVersionOrOfNoneIsRefusedBeforeAnyMessage() throws {
        let message = WorkerWire.encode(Self.workerEnvelopes[3]).dropLast()
        for (first, theirs) in [
            ("0\t\(WorkerWire.version + 1)", WorkerWire.version + 1), (String(decoding: message, as: UTF8.self), 1),
        ] {
            var reader = WorkerWire.LineReader()
            #expect(throws: WorkerWire.VersionMismatch(theirs: theirs)) {
                try Array(first.utf8).withUnsafeBufferPointer { try reader.decode($0) }
            }
        }
    }
}
