/// What a lint found in a feature file: its warnings, and what of the file the run therefore does not check.
package struct LintFindings: Sendable {
    package var warnings: [Diagnostic] = []
    /// The content the warnings are about, for the coverage gate (see ``LostContent``).
    package var lost: [LostContent] = []

    /// Adds a warning about `lost`, quoting its line of `quote` with a caret under `column`, with the `fix` found.
    mutating func warn(
        _ message: String, hint: String, column: Int, quote: SourceQuote, lost: LostContent, fix: Diagnostic.Fix? = nil
    ) {
        var warning = Diagnostic(
            .warning, path: lost.uri, line: lost.line, column: column, message: message,
            context: quote.context(line: lost.line, column: column), hint: hint)
        warning.fixes = fix.map { [$0] } ?? []
        warnings.append(warning)
        self.lost.append(lost)
    }
}
