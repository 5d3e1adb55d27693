/// The formatters `--format` accepts, and how each is made.
import SpecRunnerCore

package enum FormatterKind: String, CaseIterable {
    case pretty
    case progress
    case summary
    case junit
    case json
    case message
    case html
    case rerun
    case usage
    case github
    case markdown

    @MainActor
    package func make(destination: ReportDestination, configuration: RunConfiguration) throws(Diagnostic)
        -> any SpecRunnerCore.Formatter
    {
        switch self {
        case .pretty:
            PrettyFormatter(destination: destination, summary: summary(configuration, destination, detailed: false))
        case .summary:
            SummaryFormatter(destination: destination, summary: summary(configuration, destination, detailed: true))
        case .message:
            MessageFormatter(destination: destination)
        case .progress:
            ProgressFormatter(
                destination: destination,
                summary: summary(configuration, destination, detailed: false),
                live: configuration.interactive && destination.path == nil
            )
        case .junit:
            JUnitFormatter(
                destination: destination,
                strict: configuration.strict,
                workingDirectory: configuration.workingDirectory,
                links: configuration.tagLinks
            )
        case .json:
            CucumberJSONFormatter(destination: destination, workingDirectory: configuration.workingDirectory)
        case .html:
            try HTMLFormatter(
                destination: destination,
                options: HTMLFormatter.Options(
                    dryRun: configuration.dryRun,
                    coverageMinimum: configuration.coverageMinimum,
                    workingDirectory: configuration.workingDirectory,
                    listsUnusedDefinitions: configuration.formats.contains { $0.name == FormatterKind.usage.rawValue },
                    language: configuration.outputLanguage,
                    historyPath: configuration.historyPath,
                    attachmentsDirectory: configuration.attachmentsDirectory,
                    tagLinks: configuration.tagLinks
                )
            )
        case .rerun:
            RerunFormatter(destination: destination, strict: configuration.strict)
        case .usage:
            UsageFormatter(
                destination: destination,
                style: TerminalStyle(enabled: configuration.color && destination.path == nil),
                workingDirectory: configuration.workingDirectory,
                dryRun: configuration.dryRun,
                catalog: configuration.catalog
            )
        case .github:
            GitHubAnnotationsFormatter(
                destination: destination, strict: configuration.strict,
                coverageMinimum: configuration.coverageMinimum, workingDirectory: configuration.workingDirectory,
                catalog: configuration.catalog)
        case .markdown:
            MarkdownSummaryFormatter(
                destination: destination,
                options: MarkdownSummaryFormatter.Options(
                    dryRun: configuration.dryRun, coverageMinimum: configuration.coverageMinimum,
                    workingDirectory: configuration.workingDirectory, catalog: configuration.catalog))
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
                detailedCoverage: detailed,
                catalog: configuration.catalog
            )
        )
    }
}
