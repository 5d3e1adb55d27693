import Foundation
import SpecRunner
import SpecRunnerCore

/// `spec-runner steps [--json] [--lang CODE]`: the step-definition index, for people or for editors.
enum StepsCommand {
    static func run(arguments: [String], libraries: [Steps], output: CommandOutput, catalog: MessageCatalog) -> Int32 {
        var json = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            // Read by the caller, for the language of these texts.
            case "--lang": _ = rest.popFirst()
            case _ where argument.hasPrefix("--lang="): continue
            default:
                output.writeError(
                    Diagnostic(
                        .error, message: catalog.text(.stepsUnknownOption(argument: argument)),
                        hint: catalog.text(.stepsUsageHint)
                    )
                    .rendered(catalog)
                )
                return 2
            }
        }
        let index = StepDefinitionIndex(
            libraries: libraries, catalog: catalog, workingDirectory: FileManager.default.currentDirectoryPath)
        for diagnostic in index.diagnostics { output.writeError(diagnostic.rendered(catalog)) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var sources: [String: [Substring]] = [:]
            // The sources are read where the compiler found them: the entries name them from their package.
            let files = StepDefinitionIndex(libraries: libraries, catalog: catalog).entries.map(\.file)
            let details = zip(index.entries, files).map { StepSourceDetails($0, file: $1, sources: &sources) }
            guard let data = try? encoder.encode(details) else { return 2 }
            output.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            for entry in index.entries {
                let shown = entry.kind == "regular-expression" ? "/\(entry.expression)/" : entry.expression
                output.write("\(shown)  # \(entry.file):\(entry.line)\n")
            }
        }
        return index.diagnostics.contains { $0.severity == .error } ? 2 : 0
    }
}
