/// `--format rerun`: the scenarios whose final attempt failed the run, as `path:line:line…` lines (one per
/// feature file, in the order the files were reported), which `spec-runner @FILE` accepts back to run only them.
///
/// With nothing to rerun the file is empty, and `spec-runner @FILE` then runs nothing and succeeds.
@MainActor
final class RerunFormatter: Formatter {
    private let destination: ReportDestination
    private let strict: Bool

    init(destination: ReportDestination, strict: Bool) {
        self.destination = destination
        self.strict = strict
    }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finish(index: RunIndex) {
        var lines: [String: Set<Int>] = [:]
        for scenario in index.totals.failing where scenario.status.failsRun(strict: strict) {
            lines[scenario.uri, default: []].insert(scenario.line)
        }
        for uri in index.documentOrder {
            guard let found = lines[uri] else { continue }
            destination.write(([uri] + found.sorted().map(String.init)).joined(separator: ":") + "\n")
        }
    }
}
