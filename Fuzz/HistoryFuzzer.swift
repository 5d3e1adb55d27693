// libFuzzer target for the history reader (`--history FILE`): build and run it with `Fuzz/run.sh history` (see
// Fuzz/README.md).
//
// Compiled with Sources/SpecRunnerReports/RunHistory.swift alone into one module. The input is a file's bytes.
// A history it accepts must be one the runner can use: its format and version, every result a known word and
// every percentage from 0 to 100; written back (sorted keys, as the runner writes it) it must read back the same,
// and adding a run must keep at most the limit. Anything else must be a problem, never a trap. Broken
// invariants trap, so that libFuzzer reports them.
import Foundation

/// The words a result may be, as the runner gives them.
private let results: Set<String> = [
    "passed", "failed", "skipped", "pending", "undefined", "ambiguous", "unknown", "flaky", "notrun", "nosteps",
]

/// The libFuzzer entry point: reads one input as a history and checks what it read; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func historyFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let history: RunHistory
    do {
        history = try RunHistory.decode(bytes, results: results)
    } catch {
        return 0
    }
    expect(history.format == RunHistory.formatName, "another format accepted: \(history.format)")
    expect(history.version <= RunHistory.currentVersion, "a newer version accepted: \(history.version)")
    for run in history.runs {
        expect((0...100).contains(run.passing) && (0...100).contains(run.bound), "a percentage out of range: \(run)")
        expect(run.scenarios.values.allSatisfy(results.contains), "an unknown result accepted: \(run.scenarios)")
    }
    do {
        let again = try RunHistory.decode(history.encoded(), results: results)
        expect(again == history, "written back, the history reads otherwise")
    } catch {
        fatalError("written back, the history is refused: \(error)")
    }
    let added = history.adding(RunHistory.Run(started: "now", passing: 100, bound: 100, scenarios: [:]))
    expect(added.runs.count == min(history.runs.count + 1, RunHistory.limit), "adding a run kept \(added.runs.count)")
    return 0
}

private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
