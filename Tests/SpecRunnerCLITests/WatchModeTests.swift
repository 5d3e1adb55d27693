import Foundation
import Synchronization
import Testing

/// `spec-runner --watch`, run as a user would: the fixture runner watching a folder while a test edits it.
@Suite struct WatchModeTests {
    /// What the runner has printed so far, filled by the pipe's reader.
    final class Transcript: Sendable {
        private let text = Mutex("")

        func append(_ data: Data) {
            text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }

        var current: String { text.withLock { $0 } }

        /// Waits up to `seconds` for `condition` on the text; whether it held.
        func wait(seconds: Double, until condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition(current) { return true }
                usleep(20_000)
            }
            return condition(current)
        }
    }

    static func summaries(_ text: String) -> Int {
        text.components(separatedBy: "; waiting for changes").count - 1
    }

    /// Starts the fixture runner watching `paths` in `folder`, its output read into a transcript.
    static func watch(_ paths: [String], in folder: URL) throws -> (Process, Transcript) {
        let process = Process()
        process.executableURL = FixtureProcess.executable
        process.arguments = ["--watch"] + paths + ["--format", "progress"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let transcript = Transcript()
        output.fileHandleForReading.readToEndOnThread { transcript.append($0) }
        try process.run()
        return (process, transcript)
    }

    /// A new folder holding `files` (relative path and text), removed by the caller.
    static func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Waits up to `seconds` for `process` to end; whether it did.
    static func ended(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return !process.isRunning
    }

    @Test func aBurstOfSavesReRunsTheChangedFileOnceAndCtrlCQuitsCleanly() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        let features = folder.appendingPathComponent("features")
        try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = features.appendingPathComponent("edited.feature")
        try "Feature: edited\n  Scenario: a\n    Given a step that passes\n".write(
            to: edited, atomically: true, encoding: .utf8)
        try "Feature: untouched\n  Scenario: b\n    Given a step that passes\n".write(
            to: features.appendingPathComponent("untouched.feature"), atomically: true, encoding: .utf8)

        let (process, transcript) = try Self.watch(["features/"], in: folder)
        defer { if process.isRunning { process.terminate() } }

        #expect(transcript.wait(seconds: 60) { Self.summaries($0) == 1 }, "the first run's summary")
        #expect(transcript.current.contains("2 scenarios (2 passed)"))
        // An editor's save: several writes in a row.
        for _ in 0..<3 {
            try "Feature: edited\n  Scenario: a\n    Given a step that fails\n".write(
                to: edited, atomically: false, encoding: .utf8)
            usleep(30_000)
        }
        #expect(transcript.wait(seconds: 30) { Self.summaries($0) == 2 }, "the re-run's summary")
        // Long enough for a second re-run to show, were the burst run twice.
        usleep(1_500_000)
        let text = transcript.current
        #expect(Self.summaries(text) == 2)
        #expect(text.contains("watch: running features/edited.feature\n"))
        #expect(text.contains("1 scenario (1 failed)"))
        #expect(text.contains("watch: failed"))

        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning)
        if !process.isRunning {
            #expect(process.terminationStatus == 0)
            #expect(process.terminationReason == .exit)
        }
        #expect(transcript.current.contains("watch: stopped"))
    }
}
