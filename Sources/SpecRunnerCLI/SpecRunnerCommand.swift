import Foundation
import GherkinCommand
import SpecRunner
import SpecRunnerCore
import SpecRunnerLSP
import SpecRunnerMCP

/// The `spec-runner` command line: arguments in, exit status out.
///
/// A package makes its own runner executable by linking its step libraries and calling this from `main.swift`:
///
/// ```swift
/// import SpecRunnerCLI
/// import MyAppSpecs
///
/// SpecRunnerCommand.run(libraries: MyAppSpecs.libraries)
/// ```
public enum SpecRunnerCommand {
    /// Runs the process's command line with `libraries` and exits with the run's status.
    ///
    /// Call it first thing in `main.swift`, not from an `async` context: before any thread exists, it checks
    /// that the system will make the threads a run needs and puts a supervising process around a run
    /// (`RunSupervisor`).
    @MainActor
    public static func run(libraries: [Steps]) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let directory = FileManager.default.currentDirectoryPath
        let catalog = { RunArguments.errorCatalog(arguments, environment: environment, profileDirectory: directory) }
        if let limit = ThreadHeadroom.shortage() {
            let catalog = catalog()
            let diagnostic = Diagnostic(
                .error, message: catalog.text(.threadsUnavailable(needed: ThreadHeadroom.needed, limit: String(limit))),
                hint: catalog.text(.threadsUnavailableHint))
            FileHandle.standardError.write(Data(("spec-runner: " + diagnostic.rendered(catalog)).utf8))
            exit(2)
        }
        if RunSupervisor.supervises(arguments) { RunSupervisor.start(catalog: catalog) }
        Task { @MainActor in
            let output = CommandOutput.standardStreams()
            let status = await main(
                arguments: arguments,
                libraries: libraries,
                output: output,
                environment: environment,
                isTerminal: isatty(1) == 1,
                handlesSignals: true,
                profileDirectory: directory
            )
            output.flush()
            exit(status)
        }
        dispatchMain()
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit status; the profiles of
    /// `spec-runner.profiles` in `profileDirectory`, if given, apply under the arguments.
    @MainActor
    public static func main(
        arguments: [String],
        libraries: [Steps],
        output: CommandOutput,
        environment: [String: String] = [:],
        isTerminal: Bool = false,
        handlesSignals: Bool = false,
        profileDirectory: String? = nil
    ) async -> Int32 {
        defer { output.flush() }
        if let status = await subcommand(
            arguments, libraries: libraries, output: output, environment: environment, isTerminal: isTerminal,
            profileDirectory: profileDirectory)
        {
            return status
        }
        let catalog = RunArguments.errorCatalog(arguments, environment: environment, profileDirectory: profileDirectory)
        var arguments = arguments
        switch DiffCommand.selecting(arguments, output: output, catalog: catalog) {
        case .success(let selected): arguments = selected
        case .failure(let finished): return finished.status
        }
        let request: RunArguments.Request
        do {
            request = try RunArguments.parse(
                arguments,
                environment: environment,
                isTerminal: isTerminal,
                workingDirectory: FileManager.default.currentDirectoryPath,
                profileDirectory: profileDirectory
            )
        } catch {
            let catalog = RunArguments.errorCatalog(
                arguments, environment: environment, profileDirectory: profileDirectory)
            output.writeError(Diagnostic(.error, message: error.message, hint: error.hint).rendered(catalog))
            return 2
        }
        return await answer(
            request, arguments: arguments, libraries: libraries, output: output, environment: environment,
            handlesSignals: handlesSignals)
    }

    /// Runs `gherkin`, `lsp`, `mcp`, `merge`, `steps`, a worker or `--watch`; `nil` when `arguments` are none of them.
    @MainActor
    private static func subcommand(
        _ arguments: [String], libraries: [Steps], output: CommandOutput, environment: [String: String],
        isTerminal: Bool, profileDirectory: String?
    ) async -> Int32? {
        // The language a run would speak: `--lang`, then the profile, then the locale.
        let catalog = {
            RunArguments.errorCatalog(arguments, environment: environment, profileDirectory: profileDirectory)
        }
        switch arguments.first {
        case "gherkin":
            // Its options are the official tool's: the language is the profile's or the locale's.
            let catalog = RunArguments.errorCatalog([], environment: environment, profileDirectory: profileDirectory)
            let commandOutput = GherkinCommand.Output(
                standardOutput: { output.write(bytes: $0) }, standardError: { output.writeError($0) },
                text: { GherkinNoticeText.text($0, catalog) },
                hint: { diagnostic in diagnostic.hint(in: catalog).map { "\(catalog.text(.hint)): \($0)" } })
            return GherkinCommand.run(arguments: Array(arguments.dropFirst()), output: commandOutput)
        case "--worker":
            return await SpecRun.executeWorker(libraries: libraries, output: output)
        case "lsp":
            // Standard output carries the protocol alone: the server writes to the descriptor, not through `output`.
            output.flush()
            let language = catalog().code
            if arguments.dropFirst().contains("--in-process") {
                return LanguageServer(libraries: libraries, input: 0, output: 1, outputLanguage: language).run()
            }
            // The server runs in a child process of this one, started again if it crashes or is rebuilt (ADR 0008);
            // it is given this command's arguments, so that its options reach it.
            return LanguageServerSupervisor(
                executable: Bundle.main.executablePath ?? CommandLine.arguments[0],
                arguments: arguments + ["--in-process"], input: 0, output: 1, outputLanguage: language
            ).run()
        case "mcp":
            // Standard output carries the protocol alone; a run tool starts this executable again.
            output.flush()
            return MCPServer(
                libraries: libraries, input: 0, output: 1, outputLanguage: catalog().code,
                executable: Bundle.main.executablePath ?? CommandLine.arguments[0]
            ).run()
        case "merge":
            return await MergeCommand.run(
                arguments: Array(arguments.dropFirst()), libraries: libraries, output: output, environment: environment,
                isTerminal: isTerminal, profileDirectory: profileDirectory)
        case "diff":
            return DiffCommand.run(arguments: Array(arguments.dropFirst()), output: output, catalog: catalog())
        case "steps":
            return StepsCommand.run(
                arguments: Array(arguments.dropFirst()), libraries: libraries, output: output, catalog: catalog())
        default:
            if arguments.contains("--watch") {
                return WatchCommand.run(arguments: arguments, output: output, catalog: catalog())
            }
            return nil
        }
    }

    /// Answers what the command line asks for: help, the version, the languages, or a run.
    @MainActor
    private static func answer(
        _ request: RunArguments.Request, arguments: [String], libraries: [Steps], output: CommandOutput,
        environment: [String: String], handlesSignals: Bool
    ) async -> Int32 {
        switch request {
        case .help(let language):
            output.write(HelpText.text(MessageCatalog.named(language) ?? .english))
            return 0
        case .version:
            output.write("spec-runner \(SpecRun.version)\n")
            return 0
        case .languages:
            output.write(DialectTables.languages(RunArguments.errorCatalog(arguments, environment: environment)))
            return 0
        case .keywords(let dialect):
            output.write(
                DialectTables.keywords(of: dialect, RunArguments.errorCatalog(arguments, environment: environment)))
            return 0
        case .nothingToRerun(let files):
            let listed = ReportEscaping.terminal(files.joined(separator: ", "))
            let catalog = RunArguments.errorCatalog(arguments, environment: environment)
            output.write(catalog.text(.nothingToRerun(listed: listed)) + "\n")
            return 0
        case .run(var configuration):
            configuration.handlesSignals = handlesSignals
            if let bazel = try? BazelTestEnvironment(environment, catalog: configuration.catalog) {
                do {
                    try bazel.prepare(warnings: bazel.warnings(for: configuration), for: configuration)
                } catch {
                    output.writeError(error.rendered(configuration.catalog))
                    return 2
                }
            }
            return await SpecRun.execute(configuration, libraries: libraries, output: output).exitStatus
        }
    }
}
