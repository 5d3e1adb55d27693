import Foundation
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
        #expect(shares.count == workers)
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

    static let feature = "Feature: f\n  Scenario: s\n    Given a step\n"

    /// A share of the scenario of a file holding `feature`, as the parent sends it, that says the file had
    /// `byteCount` bytes.
    private func share(byteCount: Int) throws -> (share: WorkerShare, folder: String) {
        let folder = NSTemporaryDirectory() + "worker-share-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.feature.utf8).write(to: URL(fileURLWithPath: folder + "/f.feature"))
        // Ids from 10: the syntax tree's (scenario, step) and the pickle's (step, pickle), then the test step 14
        // and the test case 15.
        let line = """
            {"testRunStartedId":"16","files":[{"uri":"\(folder)/f.feature","firstId":10,"byteCount":\(byteCount)}],\
            "testCases":"0 0 15 1 0 14"}
            """
        return (try JSONDecoder().decode(WorkerShare.self, from: Data(line.utf8)), folder)
    }

    @MainActor
    @Test func aWorkerRebuildsItsTestCasesWithTheIdsThePlanGaveThem() throws {
        let (share, folder) = try share(byteCount: Self.feature.utf8.count)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let supportCode = SupportCode(libraries: [], ids: FastIdGenerator())
        let model = try share.model(supportCode: supportCode, defaultLanguage: "en")
        #expect(model.plan.count == 1)
        let item = model.item(at: 0)
        #expect(item.testCase.id == "15")
        #expect(item.testCase.testRunStartedId == "16")
        #expect(item.testCase.testSteps.map(\.id) == ["14"])
        #expect(item.pickle.id == "13")
        #expect(item.testCase.pickleId == item.pickle.id)
    }

    @MainActor
    @Test(arguments: [
        ("en", "f.feature changed after the run started: run it again"),
        ("es", "f.feature cambió después de empezar la ejecución: vuelve a ejecutarla"),
    ])
    func aWorkerRefusesAShareWhoseFileChangedSinceThePlanInTheOutputLanguage(language: String, expected: String)
        throws
    {
        let (share, folder) = try share(byteCount: Self.feature.utf8.count + 1)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let supportCode = SupportCode(libraries: [], ids: FastIdGenerator())
        let catalog = try #require(MessageCatalog.named(language))
        #expect {
            _ = try share.model(supportCode: supportCode, defaultLanguage: "en", catalog: catalog)
        } throws: { error in
            "\(error)".hasSuffix(expected)
        }
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

    @Test func aShareTravelsAsOneLineAndComesBackEqual() throws {
        let (share, folder) = try share(byteCount: 3)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let line = try JSONEncoder().encode(share)
        #expect(!line.contains(0x0A))
        let again = try JSONDecoder().decode(WorkerShare.self, from: line)
        #expect(again.testCases.map(\.id) == [15])
        #expect(again.testCases.map(\.steps) == [[0]])
        #expect(again.testCases.map(\.stepIds) == [[14]])
        #expect(again.files.map(\.firstId) == [10])
    }

    @Test(arguments: [
        "0 0 15 3 0", "0 0 15 1 x 14", "0 0 15 1 - 14", "0 0 15 -1", "0 0 1.5 0", "0 0 99999999999999999999 0",
    ])
    func aMalformedShareIsRefusedNotTrapped(testCases: String) {
        let line = #"{"testRunStartedId":"1","files":[],"testCases":"\#(testCases)"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WorkerShare.self, from: Data(line.utf8)) }
    }

    @Test func aShareNamesHooksByNegativeNumbers() throws {
        let line = #"{"testRunStartedId":"1","files":[],"testCases":"0 0 15 2 -1 14 0 16 0 1 17 0"}"#
        let share = try JSONDecoder().decode(WorkerShare.self, from: Data(line.utf8))
        #expect(share.testCases.map(\.id) == [15, 17])
        #expect(share.testCases.map(\.steps) == [[-1, 0], []])
        #expect(share.testCases.map(\.stepIds) == [[14, 16], []])
    }
}
