/// A ``GherkinError`` explained for the person who wrote the file: where it is, the line with a caret under the
/// spot, and what they probably meant as facts (``Advice``, ``expected``) that the runtime words in its language.
///
/// ```
/// Features/login.feature:7:5: error: expected: #EOF, #TableRow, …, got 'Dadoo el usuario'
///     7 |     Dadoo el usuario
///       |     ^
/// ```
public struct GherkinDiagnostic: Sendable, Hashable {
    /// The file, as given (or the error's URI).
    public var path: String
    /// The 1-based line shown.
    public var line: Int
    /// The 1-based column (in Unicode scalars) the caret points at; past the end of the last line at the end of
    /// the file.
    public var column: Int
    /// The error message without its `(line:column): ` prefix.
    public var message: String
    /// The source line, when the file has it.
    public var sourceLine: String?
    /// What the writer probably meant, or how to fix the file, as facts in the file's dialect.
    public var advice: Advice?
    /// The token names the grammar expected (`#StepLine`, `#EOF`…), in the order a writer adds things; empty for
    /// errors other than an unexpected line or end of file.
    public var expected: [String] = []
    /// The code of the dialect the file is read in (its `# language:`, or the default).
    public var language: String
    /// For a doc string never closed, the line that opens it (where the fix goes); the error itself is at the end.
    public var openingLine: Int?

    /// Explains `error` found in `source`; `defaultLanguage` is the dialect of files without `# language:`.
    public init(_ error: GherkinError, source: String, path: String? = nil, defaultLanguage: String = "en") {
        let lines = GherkinDiagnostic.lines(of: source)
        self.path = path ?? error.uri
        message = error.summary
        if let column = error.location.column, error.location.line >= 1 {
            line = error.location.line
            self.column = column
            sourceLine = error.location.line <= lines.count ? lines[error.location.line - 1] : nil
        } else {
            // The end of the file: just past the last character of the last line that has any.
            let index = lines.lastIndex { !$0.isEmpty } ?? 0
            line = index + 1
            column = (lines.isEmpty ? 0 : lines[index].unicodeScalars.count) + 1
            sourceLine = lines.isEmpty ? nil : lines[index]
        }
        let dialect =
            GherkinDiagnostic.declaredLanguage(in: lines).flatMap(GherkinDialect.named)
            ?? GherkinDialect.named(defaultLanguage) ?? GherkinDialect.named("en")!
        language = dialect.code
        advice = DialectGuesser(dialect: dialect, lines: lines).advice(for: error.kind)
        if case .inconsistentCellCount = error.kind {
            advice = TableRowShape.advice(lines: lines, lineIndex: error.location.line - 1)
        }
        switch error.kind {
        case .unexpectedToken(let expected, _): self.expected = DialectGuesser.sortedExpectation(expected)
        case .unexpectedEndOfFile(let expected):
            self.expected = DialectGuesser.sortedExpectation(expected)
            if expected.contains("#DocStringSeparator") { openingLine = GherkinDiagnostic.unclosedDocString(in: lines) }
        default: break
        }
    }

    /// What the writer of a file that does not parse probably meant, or how to fix it.
    public enum Advice: Sendable, Hashable {
        /// A misspelt keyword (or a title keyword without its colon): the dialect's keyword meant, with its colon
        /// for a title keyword.
        case keyword(String)
        /// A first line whose feature keyword belongs to other dialects (their codes, the likeliest first).
        case otherDialect(keyword: String, codes: [String])
        /// A title keyword (`Background`) where the grammar does not allow it.
        case misplacedKeyword(String)
        /// A doc string opened and never closed.
        case unclosedDocString
        /// The file ends before the grammar is satisfied.
        case endsEarly
        /// A table row with another number of cells than the first row of its table: how many that row has and
        /// this one, the column of this row's first missing or extra cell, and whether the row ends with `|`.
        case inconsistentCellCount(expected: Int, found: Int, column: Int, closed: Bool)
        /// An unknown `# language:`: the nearest codes (none when nothing is close).
        case languageCodes([String])
        /// A tag with whitespace inside it.
        case tagWithWhitespace
        /// Bytes that are not UTF-8.
        case invalidUTF8
    }

    /// The line (1-based) of the last doc string opened and never closed: a delimiter (`"""` or a backtick
    /// fence) opens one, and the same delimiter closes it.
    static func unclosedDocString(in lines: [String]) -> Int? {
        var open: (line: Int, delimiter: String)?
        for (index, line) in lines.enumerated() {
            let text = line.trimmingWhitespace()
            let delimiter = text.hasPrefix("\"\"\"") ? "\"\"\"" : text.hasPrefix("```") ? "```" : nil
            guard let delimiter else { continue }
            if let current = open {
                if current.delimiter == delimiter { open = nil }
            } else {
                open = (index + 1, delimiter)
            }
        }
        return open?.line
    }

    /// The diagnostic as text: the `path:line:column: error: message` line and the quoted source line with a caret
    /// under the column; every line ends with a line feed.
    public var rendered: String {
        var text = "\(path):\(line):\(column): error: \(GherkinDiagnostic.shortened(message))\n"
        if let sourceLine {
            let (shown, caretColumn) = GherkinDiagnostic.window(of: sourceLine, around: column)
            let number = String(line)
            let gutter = String(repeating: " ", count: max(number.count, 4))
            text += "\(String(repeating: " ", count: gutter.count - number.count))\(number) | \(shown)\n"
            text += "\(gutter) | \(GherkinDiagnostic.caretPadding(shown, column: caretColumn))^\n"
        }
        return text
    }

    /// At most `limit` scalars of a line, around `column` (with `…` where text is left out), and the column of the
    /// same spot in what is shown.
    static func window(of line: String, around column: Int, limit: Int = 120) -> (text: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > limit else { return (line, column) }
        let start = max(0, min(column - 1 - limit / 2, scalars.count - limit))
        let end = min(scalars.count, start + limit)
        var shown = String.UnicodeScalarView()
        if start > 0 { shown.append("…") }
        shown.append(contentsOf: scalars[start..<end])
        if end < scalars.count { shown.append("…") }
        return (String(shown), column - start + (start > 0 ? 1 : 0))
    }

    /// A message cut to a readable length (an error may quote a whole, very long, line).
    private static func shortened(_ message: String) -> String {
        message.unicodeScalars.count <= 400 ? message : String(message.unicodeScalars.prefix(400)) + "…"
    }

    /// Renders `error` as ``rendered`` does.
    public static func render(
        _ error: GherkinError, source: String, path: String? = nil, defaultLanguage: String = "en"
    ) -> String {
        GherkinDiagnostic(error, source: source, path: path, defaultLanguage: defaultLanguage).rendered
    }

    /// The lines of `source` without their line ends (a byte order mark dropped).
    private static func lines(of source: String) -> [String] {
        var text = Substring(source)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        // By scalars: a CRLF is one Character, so splitting by characters would not see its "\n".
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
            return String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The code of a `# language:` header before the first line that is neither blank nor a comment.
    private static func declaredLanguage(in lines: [String]) -> String? {
        for line in lines {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("#") else { return nil }
            let words = trimmed.dropFirst().split(separator: ":", maxSplits: 1)
            if words.count == 2, words[0].trimmingWhitespace() == "language" {
                let code = words[1].trimmingWhitespace()
                if !code.isEmpty { return code }
            }
        }
        return nil
    }

    /// Spaces (tabs where the line has tabs, two columns for wide characters) up to `column`.
    private static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        for (index, scalar) in line.unicodeScalars.enumerated() where index < column - 1 {
            if scalar == "\t" {
                padding.append("\t")
            } else if scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .enclosingMark
            {
                continue
            } else {
                padding.append(isWide(scalar) ? "  " : " ")
            }
        }
        let missing = column - 1 - line.unicodeScalars.count
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        return padding
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }
}
