/// The `spec-runner` command line: arguments in, exit status out.
///
/// A package builds its own runner executable by calling ``main(arguments:output:)`` from its `main.swift`.
public enum SpecRunnerCommand {
    /// Runs the command line `arguments` (without the program name) and returns the process exit status.
    public static func main(arguments: [String], output: CommandOutput) async -> Int32 {
        defer { output.flush() }
        if arguments.first == "gherkin" {
            return GherkinCommand.run(arguments: Array(arguments.dropFirst()), output: output)
        }
        output.writeError("error: the runner is not built yet\n")
        return 2
    }
}
