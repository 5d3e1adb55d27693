/// How the text of an `Other` line inside a doc string is unescaped.
enum DocStringEscape: UInt8 {
    case none
    /// `\"\"\"` stands for `"""`.
    case quotes
    /// `` \`\`\` `` stands for ```` ``` ````.
    case backticks
}

/// One line of the source (or the end of the file) and what a token matcher recognised in it.
///
/// The line is described by byte offsets into the source; the matched text is a byte range too (and tags and cells
/// are found again by ``LineItems`` when built), so that a line costs no allocation until the AST keeps its text.
struct Token {
    /// The 1-based line number.
    let line: Int
    /// The offset of the line's first byte.
    let start: Int
    /// The offset just past the line's last byte, excluding the line feed.
    let end: Int
    /// The offset of the first non-whitespace byte (`end` for a blank line).
    let trimmedStart: Int
    /// The official "indent": the number of leading whitespace scalars (counting the line feed of a blank line).
    let indent: Int
    /// Whether this token is the end of the file rather than a line.
    let isEOF: Bool

    /// What the line was recognised as (meaningful once a matcher accepted it).
    var type = TokenType.other
    /// The keyword, for keyword lines, doc string separators and Markdown table rows.
    var keyword: String?
    /// The step keyword's kind.
    var keywordType: Step.KeywordType?
    var textStart = 0
    var textEnd = 0
    var textEscape = DocStringEscape.none
    /// The column of the token's first meaningful character, 0-based (the official "matched indent").
    var matchedIndent = 0
    /// The 1-based column of the token once matched, 0 until then.
    var column = 0
    /// The dialect in force when the line was matched.
    var dialectIndex = 0

    init(line: Int, start: Int, end: Int, trimmedStart: Int, indent: Int) {
        self.line = line
        self.start = start
        self.end = end
        self.trimmedStart = trimmedStart
        self.indent = indent
        isEOF = false
    }

    init(endOfFileAt line: Int, offset: Int) {
        self.line = line
        start = offset
        end = offset
        trimmedStart = offset
        indent = 0
        isEOF = true
    }

    /// Whether the line has nothing but whitespace.
    var isBlank: Bool { trimmedStart == end }
}
