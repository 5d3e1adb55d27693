/// The formatters `--format` accepts, and how each is made.
enum FormatterKind: String, CaseIterable {
    case pretty
    case summary
    case message

    @MainActor
    func make(destination: ReportDestination, configuration: RunConfiguration) -> any Formatter {
        switch self {
        case .pretty:
            PrettyFormatter(destination: destination, summary: summary(configuration, destination, detailed: false))
        case .summary:
            SummaryFormatter(destination: destination, summary: summary(configuration, destination, detailed: true))
        case .message:
            MessageFormatter(destination: destination)
        }
    }

    /// The end-of-run summary as `pretty` and `summary` write it; colour only on a terminal.
    @MainActor
    private func summary(_ configuration: RunConfiguration, _ destination: ReportDestination, detailed: Bool)
        -> SummaryReport
    {
        SummaryReport(
            options: SummaryReport.Options(
                style: TerminalStyle(enabled: configuration.color && destination.path == nil),
                order: configuration.order,
                dryRun: configuration.dryRun,
                coverageMinimum: configuration.coverageMinimum,
                workingDirectory: configuration.workingDirectory,
                detailedCoverage: detailed
            )
        )
    }
}
