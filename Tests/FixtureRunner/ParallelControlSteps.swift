import Foundation
import SpecRunner

/// A step and run hooks that record when they ran, and in which process, for the tests of parallel control
/// (`@serial`, `@resource:NAME`, `@together`, `--run-hooks`): each appends a line `LABEL PID START END` (monotonic
/// nanoseconds, one clock for every process of the machine) to `records/PID` under the working directory.
enum ParallelControlSteps {
    static let library = Steps(FixtureWorld.self) {
        Given("a step that records {string} for {int} ms") { (_, label: String, milliseconds: Int) in
            let start = now()
            try await Task.sleep(nanoseconds: UInt64(milliseconds) * 1_000_000)
            record(label, start: start)
        }
    }

    /// BeforeAll and AfterAll hooks that record themselves, for a working directory holding `records-run-hooks`;
    /// `nil` for any other.
    static var hooks: Steps? {
        guard FileManager.default.fileExists(atPath: "records-run-hooks") else { return nil }
        return Steps(FixtureWorld.self) {
            BeforeAll(name: "records") { record("before-all", start: now()) }
            AfterAll(name: "records") { record("after-all", start: now()) }
        }
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Appends `label`'s line, from `start` to now, to this process's file (one writer per file: no locking).
    static func record(_ label: String, start: UInt64) {
        let line = "\(label) \(getpid()) \(start) \(now())\n"
        try? FileManager.default.createDirectory(atPath: "records", withIntermediateDirectories: true)
        let path = "records/\(getpid())"
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try? handle.close()
        } else {
            _ = FileManager.default.createFile(atPath: path, contents: Data(line.utf8))
        }
    }
}
