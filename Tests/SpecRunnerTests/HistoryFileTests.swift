import Foundation
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

/// The `--history` file is written as a report is (beside its target, renamed over it, through links), refused
/// where it could not be written back, one run at a time, and its numbers are checked when it is read.
@Suite final class HistoryFileTests {
    let folder: String
    var path: String { folder + "/history.json" }

    init() throws {
        folder = NSTemporaryDirectory() + "history-file-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func run(_ started: String, passing: Double = 100, bound: Double = 100) -> RunHistory.Run {
        RunHistory.Run(started: started, passing: passing, bound: bound, scenarios: ["f › s": "passed"])
    }

    private func problem(_ body: () throws -> Void) -> String {
        do {
            try body()
            return ""
        } catch {
            return (error as? Diagnostic)?.rendered(.english) ?? "\(error)"
        }
    }

    @Test(arguments: [
        (#""bound": 1e308"#, "run 1: bound is 1e+308, not a percentage from 0 to 100"),
        (#""bound": -0.5"#, "run 1: bound is -0.5, not a percentage from 0 to 100"),
        (#""bound": 100.5"#, "run 1: bound is 100.5, not a percentage from 0 to 100"),
        (#""bound": 9223372036854775808"#, "run 1: bound is 9.223372036854776e+18"),
    ])
    func aPercentageOutsideZeroToAHundredIsRefusedWhenTheHistoryIsRead(bound: String, message: String) throws {
        let text =
            #"{"format":"spec-runner-history","version":1,"runs":[{"started":"a","passing":50,"#
            + bound + #","scenarios":{}}]}"#
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let said = problem { _ = try RunHistory.load(path, catalog: .english) }
        #expect(said.contains(message), "\(said)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "the history is kept")
    }

    @Test func aPassingPercentageOutOfRangeIsRefusedInSpanishToo() throws {
        try RunHistory(runs: [run("a"), run("b", passing: 250)]).save(path, catalog: .english)
        let said = problem { _ = try RunHistory.load(path, catalog: MessageCatalog.named("es")!) }
        #expect(said.contains("ejecución 2: passing es 250.0, no un porcentaje de 0 a 100"), "\(said)")
    }

    @Test func aHistoryThroughASymbolicLinkIsWrittenToItsTargetAndTheLinkStays() throws {
        try FileManager.default.createDirectory(atPath: folder + "/kept", withIntermediateDirectories: true)
        try RunHistory(runs: [run("a")]).save(folder + "/kept/h.json", catalog: .english)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "kept/h.json")
        _ = try RunHistory.record(run("b"), at: path, catalog: .english)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "kept/h.json")
        #expect(try RunHistory.load(folder + "/kept/h.json", catalog: .english).runs.map(\.started) == ["a", "b"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/kept")
        #expect(left.filter { !$0.hasSuffix(".lock") } == ["h.json"], "nothing left beside it")
    }

    @Test func aHistoryInAMissingFolderIsRefusedBeforeTheRun() {
        let said = problem { _ = try RunHistory.load(folder + "/missing/h.json", catalog: .english) }
        #expect(said.contains("cannot write the history file: the folder"), "\(said)")
        #expect(said.contains("missing does not exist"))
    }

    @Test(arguments: ["folder", "fifo"])
    func aHistoryThatIsNotAFileIsRefusedWithoutWaiting(kind: String) {
        if kind == "folder" {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } else {
            #expect(mkfifo(path, 0o644) == 0)
        }
        let said = problem { _ = try RunHistory.load(path, catalog: .english) }
        #expect(said.contains("history.json: error:"), "\(said)")
        #expect(!said.isEmpty)
    }

    /// Writers in threads of their own, each with its own lock descriptor as separate runs would have: every
    /// run they add is kept.
    @Test func concurrentWritersEachAddTheirRun() async throws {
        let writers = 4
        let runsEach = 6
        let path = path
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    try await Self.onThread {
                        for number in 0..<runsEach {
                            _ = try RunHistory.record(
                                RunHistory.Run(started: "\(writer)-\(number)", passing: 1, bound: 1, scenarios: [:]),
                                at: path, catalog: .english)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let saved = try RunHistory.load(path, catalog: .english).runs.map(\.started)
        #expect(saved.count == writers * runsEach, "\(saved)")
        #expect(Set(saved).count == writers * runsEach)
    }

    /// Runs `body` on a thread of its own, so that blocking on the lock does not hold a thread of Swift's pool.
    private static func onThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
