import Foundation
import SpecRunner

/// Steps and run hooks that end or stall their own process, for the tests of how worker processes end: a signal
/// sent to the process running the step (under `--jobs`, its worker, not the runner), `_exit`, and a BeforeAll
/// hook that blocks or stops its process.
///
/// The hooks are only in runs whose working directory holds a file that names them (``hooks``), so that every
/// other test's runs keep the support code they had.
enum WorkerEndSteps {
    static let library = Steps(FixtureWorld.self) {
        Given("a step that sends {word} to its own process") { (_, name: String) in
            kill(getpid(), name == "SIGINT" ? SIGINT : SIGTERM)
            try await Task.sleep(nanoseconds: 10_000_000_000)
        }
        Given("a step that calls _exit {int}") { (_, status: Int) in
            _exit(Int32(status))
        }
        // Counts its calls in a file, so across processes: the call numbered `call` traps (one run of a repeated
        // scenario crashes its worker), every other passes.
        Given("a step that traps on call {int} counted in {string}") { (_, call: Int, path: String) in
            let count = (Int((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") ?? 0) + 1
            try String(count).write(toFile: path, atomically: true, encoding: .utf8)
            if count == call { fatalError("a fatal error on call \(count)") }
        }
        // Says so on standard output at once (a test waits for it), then blocks, ignoring cancellation.
        Given("a step that prints {string} and blocks for {int} ms") { (_, text: String, milliseconds: Int) in
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
            FixtureSteps.blockThread(milliseconds: milliseconds)
        }
    }

    /// What the BeforeAll hook of `before-all-fails` throws.
    struct BeforeAllFailure: Error {}

    /// The BeforeAll hook for a working directory holding `before-all-blocks` (blocks its thread for 30 s,
    /// ignoring cancellation), `before-all-stops` (stops its process with SIGSTOP) or `before-all-fails` (throws);
    /// `nil` for any other.
    static var hooks: Steps? {
        let manager = FileManager.default
        if manager.fileExists(atPath: "before-all-fails") {
            return Steps(FixtureWorld.self) {
                BeforeAll(name: "fails") { throw BeforeAllFailure() }
            }
        }
        if manager.fileExists(atPath: "before-all-blocks") {
            return Steps(FixtureWorld.self) {
                BeforeAll(name: "blocks") { FixtureSteps.blockThread(milliseconds: 30_000) }
            }
        }
        if manager.fileExists(atPath: "before-all-stops") {
            return Steps(FixtureWorld.self) {
                BeforeAll(name: "stops its process") { _ = raise(SIGSTOP) }
            }
        }
        return nil
    }
}
