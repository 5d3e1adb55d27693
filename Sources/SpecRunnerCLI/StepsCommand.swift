import Foundation
import SpecRunner

/// `spec-runner steps [--json]`: the step-definition index, for people or for editors.
enum StepsCommand {
    static func run(arguments: [String], libraries: [Steps], output: CommandOutput) -> Int32 {
        var json = false
        for argument in arguments {
            switch argument {
            case "--json": json = true
            default:
                output.writeError(
                    Diagnostic(
                        .error, message: "unknown option \(argument) for steps", hint: "use spec-runner steps [--json]"
                    )
                    .description
                )
                return 2
            }
        }
        let index = StepDefinitionIndex(libraries: libraries)
        for diagnostic in index.diagnostics { output.writeError(diagnostic.description) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var sources: [String: [Substring]] = [:]
            let details = index.entries.map { StepSourceDetails($0, sources: &sources) }
            guard let data = try? encoder.encode(details) else { return 2 }
            output.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            let directory = FileManager.default.currentDirectoryPath + "/"
            for entry in index.entries {
                let file = entry.file.hasPrefix(directory) ? String(entry.file.dropFirst(directory.count)) : entry.file
                let shown = entry.kind == "regular-expression" ? "/\(entry.expression)/" : entry.expression
                output.write("\(shown)  # \(file):\(entry.line)\n")
            }
        }
        return index.diagnostics.contains { $0.severity == .error } ? 2 : 0
    }
}
