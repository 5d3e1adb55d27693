import Foundation
import SpecRunner
import SpecRunnerCore

/// `spec-runner merge FILE… [--format NAME[:PATH]]… [--coverage-min N] [--profile NAME]… [--link L]…`: the reports
/// and the coverage gate of one run, from the Messages NDJSON its shards wrote.
enum MergeCommand {
    /// The options merge takes: those about reports and the gate.
    private static let options: Set<String> = [
        "--format", "-f", "--coverage-min", "--strict", "--no-strict", "--color", "--no-color", "--lang", "--profile",
        "--link",
    ]

    @MainActor
    static func run(
        arguments: [String], libraries: [Steps], output: CommandOutput, environment: [String: String],
        isTerminal: Bool, profileDirectory: String?
    ) async -> Int32 {
        let catalog = RunArguments.errorCatalog(arguments, environment: environment, profileDirectory: profileDirectory)
        var files: [String] = []
        var kept: [String] = []
        for word in RunArguments.words(arguments) {
            switch word {
            case .path(let file): files.append(file)
            case .option(let option, let words, _):
                guard options.contains(option) else {
                    return usage(catalog.text(.mergeNoOption(option: option)), output: output, catalog)
                }
                kept += words
            }
        }
        guard !files.isEmpty else { return usage(catalog.text(.mergeNeedsFiles), output: output, catalog) }
        // The report and gate options mean what they mean for a run, over the same profiles (`default`, then each
        // `--profile`): a team's gate holds for its merges too. Bazel's variables play no part in a merge.
        let request: RunArguments.Request
        do {
            request = try RunArguments.parse(
                kept, environment: environment.filter { !$0.key.hasPrefix("TEST_") && $0.key != "XML_OUTPUT_FILE" },
                isTerminal: isTerminal, workingDirectory: FileManager.default.currentDirectoryPath,
                profileDirectory: profileDirectory)
        } catch {
            output.writeError(Diagnostic(.error, message: error.message, hint: error.hint).rendered(catalog))
            return 2
        }
        guard case .run(var configuration) = request else { return 2 }
        // The language the profile or the locale chose, as for a run's.
        configuration.outputLanguage = catalog.code
        // Read for that language, so no report may name it.
        if let profileDirectory {
            let path = ProfileFile.path(in: profileDirectory, workingDirectory: configuration.workingDirectory)
            if case .read = ConfigurationFile.load(path) { configuration.profilesPath = path }
        }
        return await ShardMerge.run(files, libraries: libraries, configuration: configuration, output: output)
            .exitStatus
    }

    private static func usage(_ message: String, output: CommandOutput, _ catalog: MessageCatalog) -> Int32 {
        let hint = catalog.text(
            .mergeUsageHint(
                options:
                    "--format, --coverage-min, --strict, --no-strict, --color, --no-color, --lang, --profile, --link"))
        output.writeError(Diagnostic(.error, message: message, hint: hint).rendered(catalog))
        return 2
    }
}
