import Foundation
import SpecRunner

/// `spec-runner merge FILE… [--format NAME[:PATH]]… [--coverage-min N]`: the reports and the coverage gate of
/// one run, from the Messages NDJSON its shards wrote.
enum MergeCommand {
    /// The options merge takes: those about reports and the gate.
    private static let options: Set<String> = [
        "--format", "-f", "--coverage-min", "--strict", "--no-strict", "--color", "--no-color",
    ]

    @MainActor
    static func run(
        arguments: [String], libraries: [Steps], output: CommandOutput, environment: [String: String], isTerminal: Bool
    )
        -> Int32
    {
        var files: [String] = []
        var rest = arguments[...]
        var kept: [String] = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                files.append(argument)
                continue
            }
            let option = String(argument.prefix { $0 != "=" })
            guard options.contains(option) else {
                return usage("merge does not take \(option)", output: output)
            }
            kept.append(argument)
            if RunArguments.optionsTakingValues.contains(option), !argument.contains("="), let value = rest.popFirst() {
                kept.append(value)
            }
        }
        guard !files.isEmpty else { return usage("merge needs the Messages files of the shards", output: output) }
        // The report options mean what they mean for a run (Bazel's variables play no part in a merge).
        let request: RunArguments.Request
        do {
            request = try RunArguments.parse(
                kept, environment: environment.filter { !$0.key.hasPrefix("TEST_") && $0.key != "XML_OUTPUT_FILE" },
                isTerminal: isTerminal, workingDirectory: FileManager.default.currentDirectoryPath)
        } catch {
            output.writeError(Diagnostic(.error, message: error.message, hint: error.hint).description)
            return 2
        }
        guard case .run(let configuration) = request else { return 2 }
        return ShardMerge.run(files, libraries: libraries, configuration: configuration, output: output).exitStatus
    }

    private static func usage(_ message: String, output: CommandOutput) -> Int32 {
        let hint =
            "spec-runner merge shard-1.ndjson shard-2.ndjson --format html:report.html --coverage-min 100 "
            + "(options: --format, --coverage-min, --strict, --no-strict, --color, --no-color)"
        output.writeError(Diagnostic(.error, message: message, hint: hint).description)
        return 2
    }
}
