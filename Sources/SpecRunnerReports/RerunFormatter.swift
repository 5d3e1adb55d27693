import CucumberMessages
import SpecRunnerCore

/// `--format rerun`: the scenarios whose final attempt failed the run, as `path:line:line…` lines (one per
/// feature file, in the order the files were reported), which `spec-runner @FILE` accepts back to run only them.
///
/// With nothing to rerun the file is empty, and `spec-runner @FILE` then runs nothing and succeeds. After an
/// interruption it also lists the scenarios that did not run or were skipped (the one cut short is), so that `spec-runner @FILE` finishes the job.
/// Each line is one file, whatever its path holds (spaces, `:`, non-ASCII): the command line reads it back whole.
/// A run without workers that crashes leaves the failed scenarios and those not finished (see ``RerunCrashList``).
@MainActor
final class RerunFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let strict: Bool

    init(destination: ReportDestination, strict: Bool) {
        self.destination = destination
        self.strict = strict
    }

    /// How many failing scenarios the run index had when the last one finished.
    private var failingSeen = 0
    /// Whether a crash would leave the rerun file of ``RerunCrashList``.
    private var listsForCrash = false

    func handle(_ envelope: Envelope, index: RunIndex) {
        switch envelope {
        case .testRunStarted:
            // A run without workers that can crash: the list is ready before any scenario runs.
            guard CrashNote.isInstalled, let file = destination.file else { return }
            let layout = index.layout
            RerunCrashList.prepare(
                path: file.target,
                scenarios: (0..<index.totals.planned).map { position in
                    let scenario = layout.location(at: position)
                    return "\(scenario.uri):\(scenario.line)"
                })
            listsForCrash = true
        case .testCaseFinished(let finished) where listsForCrash && !finished.willBeRetried:
            let failing = index.totals.failing
            let failed = failing.count > failingSeen && failing.last?.status.failsRun(strict: strict) == true
            failingSeen = failing.count
            RerunCrashList.scenarioFinished(failingTheRun: failed)
        default:
            break
        }
    }

    func finish(index: RunIndex) {
        if listsForCrash { RerunCrashList.clear() }
        var lines: [String: Set<Int>] = [:]
        for scenario in index.totals.failing where scenario.status.failsRun(strict: strict) {
            lines[scenario.uri, default: []].insert(scenario.line)
        }
        if Interruption.shared.signal != nil {
            for scenario in index.totals.skipped { lines[scenario.uri, default: []].insert(scenario.line) }
            for pickle in index.totals.unfinishedPickles() {
                lines[pickle.uri, default: []].insert(index.line(of: pickle))
            }
        }
        for uri in index.documentOrder {
            guard let found = lines[uri] else { continue }
            destination.write(([uri] + found.sorted().map(String.init)).joined(separator: ":") + "\n")
        }
    }
}
