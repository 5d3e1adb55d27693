import CucumberMessages
import SpecRunnerCore

/// `--format summary`: only the end-of-run summary, with coverage per feature, rule and tag.
@MainActor
final class SummaryFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let summary: SummaryReport
    private let started = MonotonicInstant.now()

    init(destination: ReportDestination, summary: SummaryReport) {
        self.destination = destination
        self.summary = summary
    }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finish(index: RunIndex) {
        destination.write(summary.render(index, duration: started.duration(to: .now())))
    }
}
