/// `spec-runner gherkin`: the official Gherkin tool's NDJSON messages, for conformance and debugging.
enum GherkinCommand {
    static func run(arguments: [String], output: CommandOutput) -> Int32 {
        output.writeError("error: gherkin is not built yet\n")
        return 2
    }
}
