import Gherkin

extension Diagnostic {
    /// What a file that does not parse is told: its first error explained, and how many follow, which one mistake
    /// (a file read in the wrong language, a line out of place) often makes; `nil` when there is none.
    package static func parseFailure(
        _ errors: [GherkinError], source: String, defaultLanguage: String, catalog: MessageCatalog
    ) -> Diagnostic? {
        guard
            var first = errors.first.map({
                Diagnostic($0, source: source, defaultLanguage: defaultLanguage, catalog: catalog)
            })
        else { return nil }
        if errors.count > 1 { first.note = catalog.text(.moreParseErrors(count: errors.count - 1)) }
        return first
    }

    /// A parse error explained for the person who wrote the feature file: location, the quoted line with a
    /// caret, and in `catalog`'s language (with the keywords of the file's dialect) what was expected, in plain words, and a hint.
    ///
    /// The official message, with its token names (`#EOF, #TableRow, …`), stays in the machine formats; a doc
    /// string never closed is pointed at the line that opens it rather than at the end of the file.
    init(_ error: GherkinError, source: String, defaultLanguage: String, catalog: MessageCatalog) {
        var explained = GherkinDiagnostic(error, source: source, defaultLanguage: defaultLanguage)
        let expectation = explained.expectation(in: catalog)
        var message = explained.problem(in: catalog) ?? expectation ?? explained.message
        var hint = explained.hint(in: catalog)
        if case .inconsistentCellCount(_, _, let column, _) = explained.advice { explained.column = column }
        if let opening = explained.openingLine {
            explained.line = opening
            explained.column = 1
            explained.sourceLine = nil
            // The hint says what is wrong (never closed), and the line is where to look.
            message = hint ?? message
            hint = nil
        }
        if let expectation, let full = hint {
            // The hint may end with the expectation, now the message.
            if full == expectation {
                hint = nil
            } else if full.hasSuffix("; " + expectation) {
                hint = String(full.dropLast(expectation.count + 2))
            }
        }
        let context: [String]
        if explained.openingLine != nil {
            let lines = SourceQuote(Array(source.utf8))
            let column =
                lines.lines.indices.contains(explained.line - 1)
                ? lines.lines[explained.line - 1].unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1 : 1
            explained.column = column
            context = lines.context(line: explained.line, column: column)
        } else {
            context = explained.rendered.split(separator: "\n").map(String.init).dropFirst().map { $0 }
        }
        self.init(
            .error, path: explained.path, line: explained.line, column: explained.column, message: message,
            context: context, hint: hint)
    }
}
