import Gherkin

extension Diagnostic {
    /// A parse error explained for the person who wrote the feature file: location, the quoted line with a
    /// caret, and a hint in the file's own language.
    init(_ error: GherkinError, source: String, defaultLanguage: String) {
        let explained = GherkinDiagnostic(error, source: source, defaultLanguage: defaultLanguage)
        let rendered = explained.rendered.split(separator: "\n").map(String.init)
        self.init(
            .error,
            path: explained.path,
            line: explained.line,
            column: explained.column,
            message: explained.message,
            context: rendered.dropFirst().filter { !$0.hasPrefix("hint: ") },
            hint: explained.hint
        )
    }
}
