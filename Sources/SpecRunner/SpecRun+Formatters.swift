import Gherkin
import SpecRunnerCore
import SpecRunnerReports

extension SpecRun {
    /// The reports of `configuration`, each attached to `bus` and writing to its destination: at most one on standard
    /// output, every format known, no file named twice.
    @MainActor
    static func attachFormatters(
        _ configuration: RunConfiguration,
        bus: EventBus,
        output: CommandOutput
    ) throws(Diagnostic) -> [ReportDestination] {
        let requests = configuration.formats.isEmpty ? [FormatRequest(name: "pretty")] : configuration.formats
        let toStandardOutput = requests.filter { $0.path == nil || $0.path == "-" }
        let catalog = configuration.catalog
        if toStandardOutput.count > 1 {
            throw Diagnostic(
                .error,
                message: catalog.text(
                    .runOneStandardOutput(formats: toStandardOutput.map(\.name).joined(separator: ", "))),
                hint: catalog.text(.runOneStandardOutputHint)
            )
        }
        for request in requests {
            if request.path == "" {
                throw Diagnostic(
                    .error,
                    message: catalog.text(.runFormatNoFile(name: request.name)),
                    hint: catalog.text(.runFormatNoFileHint(name: request.name))
                )
            }
            guard FormatterKind(rawValue: request.name) != nil else {
                throw Diagnostic(
                    .error,
                    message: catalog.text(.runUnknownFormat(name: request.name)),
                    hint: formatHint(for: request.name, catalog)
                )
            }
        }
        let destinations = try requests.map { request throws(Diagnostic) in
            guard let path = request.path, path != "-" else { return ReportDestination.standardOutput(output) }
            return try ReportDestination.file(at: path, catalog: catalog)
        }
        let files = zip(requests, destinations).compactMap { request, destination in
            destination.file.map { (format: request.name, file: $0) }
        }
        if let problem = ReportPathCheck.sameFileTwice(files, configuration.catalog) { throw problem }
        for (request, destination) in zip(requests, destinations) {
            bus.add(
                try FormatterKind(rawValue: request.name)!.make(destination: destination, configuration: configuration))
        }
        return destinations
    }

    /// The formats, after "did you mean pretty?" for a misspelling (not for a short other word such as `xml`).
    private static func formatHint(for name: String, _ catalog: MessageCatalog) -> String {
        let names = FormatterKind.allCases.map(\.rawValue)
        let list = catalog.text(.runFormatsList(formats: names.joined(separator: ", ")))
        guard let nearest = names.min(by: { EditDistance.between(name, $0) < EditDistance.between(name, $1) }),
            EditDistance.between(name, nearest) * 3 < name.count
        else { return list }
        return catalog.text(.didYouMeanValue(values: nearest)) + " (\(list))"
    }
}
