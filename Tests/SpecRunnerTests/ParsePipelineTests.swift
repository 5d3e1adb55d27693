import Foundation
import Gherkin
import Synchronization
import Testing

@_spi(Testing) @testable import SpecRunnerCore

/// Loading a suite parses its files on a second thread while the first plans them: the ids, trees and pickles
/// must be those of parsing the files one after another, and a broken file must not hide the others.
@Suite struct ParsePipelineTests {
    /// A feature with `scenarios` scenarios (one an outline), so that files differ in size and in ids used.
    private static func feature(_ number: Int, scenarios: Int) -> String {
        var text = "@file\(number)\nFeature: File \(number)\n\n  Background:\n    Given a clean state\n"
        for scenario in 0..<scenarios {
            text += "\n  Scenario: Scenario \(scenario) of \(number)\n    Given step \(scenario)\n    When I act\n"
            text += "    Then I see:\n      | a | b |\n      | \(scenario) | \(number) |\n"
        }
        text += "\n  Scenario Outline: Outline of \(number)\n    Given <n> items\n\n    Examples:\n      | n |\n"
        for row in 0..<3 { text += "      | \(row) |\n" }
        return text
    }

    private static func folder(with files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "spec-runner-pipeline-" + UUID().uuidString
        for (name, text) in files {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// Loads `folder` as a run does (with `testCaseHooks` hooks that could apply to a test case), returning each
    /// file's tree and pickles as they were planned, and the first id reserved for its test cases.
    private static func load(
        _ folder: String, testCaseHooks: Int = 0
    ) -> (FeatureLoader.Result, [(GherkinDocument, [Pickle])], testCaseIds: [Int]) {
        var loaded: [(GherkinDocument, [Pickle])] = []
        var testCaseIds: [Int] = []
        let store = FeatureStore(defaultLanguage: "en")
        let result = FeatureLoader(defaultLanguage: "en").load(
            [FeatureLocation(path: folder)], ids: FastIdGenerator(), testCaseHooks: testCaseHooks, into: store
        ) {
            _, feature, firstTestCaseId in
            loaded.append((feature.document, feature.pickles))
            testCaseIds.append(firstTestCaseId)
        }
        return (result, loaded, testCaseIds)
    }

    // Sizes straddle the pipeline's look-ahead (a quarter of a megabyte), so that it waits for the planner; the
    // larger suite also crosses many powers of ten in its ids (where a carry bug once made ids jump by 900).
    //
    // Each file's ids are followed by those its test cases may take, so that they depend on no later file: per
    // pickle, its steps, the hooks that could apply and itself. A file of `s` scenarios has `s` pickles of 4 steps
    // (the background's and 3), 7 ids each with 2 hooks, and 3 outline rows of 2 steps, 5 ids each.
    @Test(arguments: [2, 40])
    func filesParsedOnASecondThreadGetTheIdsOfAParseOneAfterAnotherEachFollowedByItsTestCases(
        scenariosPerFile: Int
    ) throws {
        let files = (0..<30).map { number in
            ("f\(String(format: "%02d", number)).feature", Self.feature(number, scenarios: number * scenariosPerFile))
        }
        let folder = try Self.folder(with: Dictionary(uniqueKeysWithValues: files))
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let (result, loaded, testCaseIds) = Self.load(folder, testCaseHooks: 2)

        #expect(result.diagnostics.isEmpty)
        let ids = FastIdGenerator()
        let parser = FeatureParser(defaultLanguage: "en")
        var expected: [(GherkinDocument, [Pickle])] = []
        var expectedTestCaseIds: [Int] = []
        for (number, (name, text)) in files.enumerated() {
            let parsed = try parser.parse(uri: folder + "/" + name, bytes: Array(text.utf8), ids: ids)
            expected.append((parsed.document, parsed.pickles))
            expectedTestCaseIds.append(ids.peek)
            ids.advance(to: ids.peek + 7 * number * scenariosPerFile + 3 * 5)
        }
        #expect(testCaseIds == expectedTestCaseIds)
        #expect(loaded.count == files.count)
        for (actual, wanted) in zip(loaded, expected) {
            #expect(actual.0 == wanted.0, "\(actual.0.uri ?? "")")
            #expect(actual.1 == wanted.1, "\(actual.0.uri ?? "")")
        }
    }

    @Test func aFileThatDoesNotParseIsReportedAndTheFilesAroundItStillLoad() throws {
        let folder = try Self.folder(with: [
            "a.feature": Self.feature(1, scenarios: 2),
            "b.feature": "Feature: Broken\n  Scenario: x\n    Given a step\n  | a table out of place |\n  Oops\n",
            "c.feature": Self.feature(3, scenarios: 2),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let (result, loaded, _) = Self.load(folder)

        #expect(loaded.map { $0.0.feature?.name } == ["File 1", "File 3"])
        #expect(!result.parseErrors.isEmpty)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.description.contains("b.feature") })
    }

    /// The parsing thread stays to drop the files the caller is done with, and ends once every file is taken:
    /// then nothing holds the pipeline any more.
    @Test(arguments: [0, 1, 3, 60])
    func theParsingThreadEndsOnceEveryFileIsTaken(fileCount: Int) async throws {
        let files = (0..<fileCount).map { number in
            (uri: "f\(number).feature", bytes: Array(Self.feature(number, scenarios: 40).utf8))
        }
        weak var watched: ParsePipeline?
        do {
            let pipeline = ParsePipeline(
                files: files, parser: FeatureParser(defaultLanguage: "en"), firstId: 0, testCaseHooks: 0,
                keepsWholeTrees: false)
            watched = pipeline
            let names = (0..<fileCount).map { (try? pipeline.take($0).parsed.get())?.document.feature?.name }
            #expect(names == (0..<fileCount).map { "File \($0)" })
        }
        var waited = 0
        while watched != nil && waited < 500 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        #expect(watched == nil)
    }

    /// Under a process limit no parsing thread can be made: the files are then parsed on the caller's thread, with
    /// the same results in the same order, rather than the caller waiting for ever for a thread that never ran.
    @Test func withoutAParsingThreadTheFilesAreParsedOnTheCallersThreadWithTheSameResults() async throws {
        var files = (0..<12).map { ("f\(String(format: "%02d", $0)).feature", Self.feature($0, scenarios: $0 * 30)) }
        files.append(("f05b.feature", "Feature: Broken\n  Scenario: x\n    Given a step\n  | out of place |\n  Oops\n"))
        let folder = try Self.folder(with: Dictionary(uniqueKeysWithValues: files))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = Self.load(folder, testCaseHooks: 2)

        let finished = Mutex<(FeatureLoader.Result, [(GherkinDocument, [Pickle])], testCaseIds: [Int])?>(nil)
        Task.detached {
            let loaded = FaultInjection.$threadsCannotStart.withValue(true) { Self.load(folder, testCaseHooks: 2) }
            finished.withLock { $0 = loaded }
        }
        // A regression waits for ever: the test gives up rather than hang.
        var waited = 0
        while finished.withLock({ $0 == nil }) && waited < 3000 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        let actual = try #require(finished.withLock { $0 }, "loading did not finish in 30 s")
        #expect(actual.0.diagnostics.map(\.description) == expected.0.diagnostics.map(\.description))
        #expect(!actual.0.parseErrors.isEmpty && actual.0.parseErrors.count == expected.0.parseErrors.count)
        #expect(actual.testCaseIds == expected.testCaseIds)
        #expect(actual.1.map(\.0) == expected.1.map(\.0))
        #expect(actual.1.map(\.1) == expected.1.map(\.1))
        #expect(actual.1.count == files.count - 1)
    }
}
