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
        explained.advice = explained.advice ?? Self.foreignStep(in: explained)
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
        fixes = Self.fixes(for: explained, catalog: catalog)
    }

    /// Where a step may be, a line starting with an English step keyword in a file of another dialect (`When` in a
    /// Spanish file): the dialect's own keyword for it (`Cuando`), as a misspelt keyword's advice.
    private static func foreignStep(in explained: GherkinDiagnostic) -> GherkinDiagnostic.Advice? {
        guard explained.expected.contains("#StepLine"), let line = explained.sourceLine,
            let dialect = GherkinDialect.named(explained.language)
        else { return nil }
        let word = String(line.unicodeScalars.dropFirst(explained.column - 1)).prefix { $0 != " " && $0 != "\t" }
        let foreign = ForeignKeywords.step(word.lowercased(), notIn: dialect)
        return foreign.flatMap { dialect.ownKeyword($0.slot) }.map { .keyword($0) }
    }

    /// The edits the advice of a parse error names: the keyword meant for the word written, or the `# language:`
    /// line of each dialect the file may be in.
    private static func fixes(for explained: GherkinDiagnostic, catalog: MessageCatalog) -> [Fix] {
        switch explained.advice {
        case .keyword(let keyword):
            guard let line = explained.sourceLine else { return [] }
            let text = String(line.unicodeScalars.dropFirst(explained.column - 1))
            let bare = keyword.hasSuffix(":") ? String(keyword.dropLast()) : keyword
            var written = text.split(separator: " ", omittingEmptySubsequences: false)
                .prefix(bare.split(separator: " ").count).joined(separator: " ")
            var meant = keyword
            // A misspelt title keyword is all that comes before its colon (`Escenari:`).
            if GherkinDialect.named(explained.language)?.isTitleKeyword(bare) == true,
                let colon = text.firstIndex(of: ":")
            {
                written = String(text[...colon])
                meant = bare + ":"
            }
            return [.replacing(written, at: explained.line, column: explained.column, with: meant, catalog: catalog)]
        case .otherDialect(_, let codes):
            return codes.map { code in
                let header = "# language: \(code)"
                return Fix(
                    title: catalog.text(.quickFixAddLanguage(line: header)), line: 1, column: 1, length: 0,
                    replacement: header + "\n")
            }
        default:
            return []
        }
    }
}
