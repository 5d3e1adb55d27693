import Foundation
import Gherkin
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerWorkers

/// How a parallel run deals its test cases to workers, and what a worker rebuilds from its share.
@Suite struct WorkerShareTests {
    /// The feature file of each test case of `files` files of `perFile` scenarios, in order.
    static func plan(files: Int, perFile: Int) -> [Int] {
        (0..<files).flatMap { Array(repeating: $0, count: perFile) }
    }

    @Test(arguments: [
        (plan(files: 200, perFile: 10), 2), (plan(files: 3, perFile: 7), 2), (plan(files: 1, perFile: 2), 2),
        (plan(files: 1, perFile: 500), 3), ([0, 1, 0, 1, 2, 2, 2], 2), (plan(files: 5, perFile: 1), 8),
    ])
    func everyTestCaseGoesToOneWorkerInOrderAndTheSharesStayEven(files: [Int], workers: Int) {
        let shares = ParallelRunner.shares(ofFiles: files, workers: workers)
        // Fewer test cases than workers: as many shares as test cases, none empty.
        #expect(shares.count == min(workers, files.count))
        #expect(!shares.contains { $0.isEmpty })
        #expect(shares.flatMap { $0 }.sorted() == Array(files.indices))
        for share in shares { #expect(share == share.sorted()) }
        let counts = shares.map(\.count)
        let runLength = min(ParallelRunner.longestRun, (files.count + workers - 1) / workers)
        #expect(counts.max()! - counts.min()! <= runLength)
    }

    @Test func aSuiteOfSmallFilesIsDealtFileByFileSoThatNoFileIsParsedTwice() {
        let files = Self.plan(files: 200, perFile: 10)
        let shares = ParallelRunner.shares(ofFiles: files, workers: 2)
        let filesOf = shares.map { Set($0.map { files[$0] }) }
        #expect(filesOf[0].isDisjoint(with: filesOf[1]))
        #expect(shares.map(\.count) == [1000, 1000])
    }

    @Test func aSuiteOfOneFileIsStillSpreadOverEveryWorker() {
        #expect(ParallelRunner.shares(ofFiles: [0, 0], workers: 2) == [[0], [1]])
        #expect(ParallelRunner.shares(ofFiles: [0, 0, 0, 0, 0], workers: 2) == [[0, 1, 2], [3, 4]])
    }

    static let feature = """
        Feature: f
          @tagged
          Scenario: s
            Given a step
            And a table:
              | a | b |
          Scenario Outline: <n>
            Given a step <n>
            Examples:
              | n |
              | 1 |
              | 2 |

        """

    /// The test cases the parent plans for ``feature`` (parsed here: no file holds it), with ids as the plan gives
    /// them, the hook at 0 before each, as the pickles the worker must run.
    private static func planned() throws -> (testCases: [PlannedTestCase], pickles: [Pickle]) {
        let parsed = try FeatureParser(defaultLanguage: "en").parse(
            uri: "absent/f.feature", bytes: Array(feature.utf8), ids: FastIdGenerator(startingAt: 10))
        let loaded = LoadedFeature(
            uri: "absent/f.feature", bytes: Array(feature.utf8), document: parsed.document, pickles: parsed.pickles,
            index: AstIndex(parsed.document))
        var next = 100
        let testCases = loaded.pickles.indices.map { ordinal in
            let steps =
                [PlannedTestCase.Step(kind: .hook(at: 0))]
                + loaded.pickles[ordinal].steps.indices.map { PlannedTestCase.Step(kind: .pickleStep(at: $0)) }
            defer { next += steps.count + 1 }
            return PlannedTestCase(
                file: 7, ordinal: ordinal, pickle: loaded.pickles[ordinal], astIndex: loaded.index,
                id: next + steps.count,
                steps: steps.enumerated().map { PlannedTestCase.Step(kind: $1.kind, id: next + $0) })
        }
        return (testCases, loaded.pickles)
    }

    private static func bytes(sendsStepStarts: Bool = false) throws -> [UInt8] {
        WorkerShare(testRunStartedId: "9", sendsStepStarts: sendsStepStarts, testCases: try planned().testCases).bytes
    }

    @MainActor
    private static let oneHook = SupportCode(
        libraries: [Steps(GateWorld.self) { Before { _ in } }], ids: FastIdGenerator())

    @MainActor
    @Test func aWorkerRunsTheParentsPicklesWithTheParentsIdsWithoutAnyFeatureFile() throws {
        let (testCases, pickles) = try Self.planned()
        #expect(!FileManager.default.fileExists(atPath: "absent/f.feature"))
        let share = try WorkerShare(bytes: try Self.bytes(sendsStepStarts: true))
        #expect(share.sendsStepStarts)
        let model = try share.model(supportCode: Self.oneHook)
        #expect(model.store.files.isEmpty, "nothing read, nothing parsed")
        #expect(model.plan.count == 3)
        for position in 0..<3 {
            let steps = model.steps(at: position)
            let message = model.testCaseMessage(at: position)
            #expect(model.plan.entries[position].pickle == pickles[position])
            #expect(message.id == String(testCases[position].id))
            #expect(message.testRunStartedId == "9")
            #expect(steps.indices.map(steps.id(at:)) == testCases[position].steps.map { String($0.id) })
            #expect(message.testSteps.map(\.id) == steps.indices.map(steps.id(at:)))
            #expect(message.pickleId == pickles[position].id)
            #expect(model.scenarioLocation(at: position) == ("absent/f.feature", [3, 11, 12][position]))
        }
    }

    @MainActor
    private static let bound = SupportCode(
        libraries: [
            Steps(GateWorld.self) {
                Before { _ in }
                Given("a step") { _ in }
                Given("a step {int}") { (_, _: Int) in }
            }
        ], ids: FastIdGenerator())

    @MainActor
    @Test func aTestCaseReadFromItsMessageReadsAsThePlannedOne() throws {
        let model = try WorkerShare(bytes: try Self.bytes()).model(supportCode: Self.bound)
        for position in 0..<model.plan.count {
            let planned = model.steps(at: position)
            let recorded = TestCaseSteps(recorded: planned.message(testRunStartedId: "9"))
            #expect(recorded.count == planned.count)
            for step in planned.indices {
                let id = planned.id(at: step)
                #expect(recorded.id(at: step) == id)
                #expect(recorded.hookId(at: step) == planned.hookId(at: step))
                #expect(recorded.pickleStepId(at: step) == planned.pickleStepId(at: step))
                #expect(recorded.definitionIds(at: step) == planned.definitionIds(at: step))
                #expect(
                    recorded.arguments(at: step).map(\.group.value) == planned.arguments(at: step).map(\.group.value))
                #expect(recorded.position(of: id) == step)
                #expect(planned.position(of: id) == step)
            }
        }
        // The hook, then the pickle's steps: `a step` bound once, the table's step undefined, `a step 1` with its value.
        let first = model.steps(at: 0)
        #expect(first.hookId(at: 0) != nil && first.pickleStepId(at: 0) == nil)
        #expect(first.definitionIds(at: 1).count == 1 && first.definitionIds(at: 2).isEmpty)
        #expect(model.steps(at: 1).arguments(at: 1).map(\.group.value) == ["1"])
        #expect(first.position(of: "not a step") == nil)
    }

    @Test func aShareComesBackAsItWasSent() throws {
        let share = try WorkerShare(bytes: try Self.bytes())
        let testCases = try Self.planned().testCases
        #expect(!share.sendsStepStarts)
        #expect(share.testRunStartedId == "9")
        #expect(share.testCases.map(\.id) == testCases.map(\.id))
        #expect(share.testCases.map(\.ordinal) == testCases.map(\.ordinal))
        #expect(share.testCases.map { $0.steps.map(\.id) } == testCases.map { $0.steps.map(\.id) })
        #expect(share.testCases.map { $0.stepLine(at: 0) } == testCases.map { $0.stepLine(at: 0) })
        let hooks = share.testCases.map { testCase in
            testCase.steps.map { step -> Int in
                switch step.kind {
                case .hook(let at): -1 - at
                case .pickleStep(let at): at
                }
            }
        }
        #expect(hooks == [[-1, 0, 1], [-1, 0], [-1, 0]])
    }

    @Test func aTruncatedShareIsRefusedAtEveryLengthNotTrapped() throws {
        let bytes = try Self.bytes()
        for length in 1..<bytes.count {
            #expect(throws: PlanBytes.Malformed.self) { try WorkerShare(bytes: Array(bytes[..<length])) }
        }
        #expect(throws: PlanBytes.Malformed.self) { try WorkerShare(bytes: bytes + [0]) }
    }

    @Test(arguments: [
        [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0] as [Int],  // a test case of a uri the share does not have
        [0, 0, 1, 0, 1, 0, 0, 0, 1, 5, 0, 0, 1, 0, 0, 0],  // a step its pickle (of one step) does not have
        [0, 0, 1, 0, 1, 0, 0, 0, Int.max, 0],  // a count larger than the share
    ])
    func aShareThatDoesNotAddUpIsRefused(numbers: [Int]) {
        var writer = PlanBytes.Writer()
        for number in numbers { writer.number(number) }
        #expect(throws: PlanBytes.Malformed.self) { try WorkerShare(bytes: writer.bytes) }
    }

    @MainActor
    @Test(arguments: [
        ("en", "the parent process sent a malformed share of the plan"),
        ("es", "el proceso principal envió una parte del plan mal formada"),
    ])
    func aShareNamingAHookTheSupportCodeLacksIsRefusedInTheOutputLanguage(language: String, expected: String)
        throws
    {
        let share = try WorkerShare(bytes: try Self.bytes())
        let catalog = try #require(MessageCatalog.named(language))
        #expect {
            _ = try share.model(supportCode: SupportCode(libraries: [], ids: FastIdGenerator()), catalog: catalog)
        } throws: { error in
            "\(error)" == expected
        }
    }

    @Test(arguments: [0, 1, -1, 63, -64, 64, 1 << 40, Int.max, Int.min])
    func numbersComeBackAsTheyWereWritten(number: Int) throws {
        var writer = PlanBytes.Writer()
        writer.number(number)
        writer.string("é")
        var reader = PlanBytes.Reader(writer.bytes)
        #expect(try reader.number() == number)
        #expect(try reader.string() == "é")
        #expect(reader.isAtEnd)
    }

    @Test(arguments: [
        (
            "en", WorkerProcess.Exit.signal(SIGILL),
            "worker 2 ended outside any scenario: signal 4 (SIGILL)\nFatal error"
        ),
        (
            "es", .signal(SIGILL),
            "el proceso trabajador 2 terminó fuera de todo escenario: señal 4 (SIGILL)\nFatal error"
        ),
        ("en", .status(2), "worker 2 ended outside any scenario: exited with status 2\nFatal error"),
        (
            "es", .status(2),
            "el proceso trabajador 2 terminó fuera de todo escenario: salió con el estado 2\nFatal error"
        ),
    ])
    func aWorkerEndingOutsideAnyScenarioIsTheRunsErrorInTheOutputLanguage(
        language: String, exit: WorkerProcess.Exit, expected: String
    ) throws {
        let catalog = try #require(MessageCatalog.named(language))
        #expect(ParallelRunner.endedOutsideScenario(worker: 2, exit, detail: "Fatal error", catalog) == expected)
    }
}
