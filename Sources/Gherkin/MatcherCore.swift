/// The state and line operations shared by the plain and the Markdown token matchers.
struct MatcherCore {
    let source: SourceBytes
    let defaultDialect: CompiledDialect
    var dialect: CompiledDialect
    /// The indentation of the opening doc string delimiter, removed from the doc string's lines.
    var indentToRemove = 0
    /// The delimiter of the open doc string, if one is open.
    var activeSeparator: [UInt8]?

    init(source: SourceBytes, defaultDialect: CompiledDialect) {
        self.source = source
        self.defaultDialect = defaultDialect
        dialect = defaultDialect
    }

    mutating func reset() {
        dialect = defaultDialect
        indentToRemove = 0
        activeSeparator = nil
    }

    /// Accepts `token` as `type`; `indent` defaults to the line's indentation.
    func setMatched(
        _ token: inout Token, _ type: TokenType, text: Range<Int>? = nil, keyword: String? = nil,
        keywordType: Step.KeywordType? = nil, indent: Int? = nil, escape: DocStringEscape = .none
    ) {
        token.type = type
        if let text {
            token.textStart = text.lowerBound
            token.textEnd = source.trimCarriageReturns(from: text.lowerBound, to: text.upperBound)
        } else {
            token.textStart = token.start
            token.textEnd = token.start
        }
        token.textEscape = escape
        token.keyword = keyword
        token.keywordType = keywordType
        token.matchedIndent = indent ?? token.indent
        token.column = token.matchedIndent + 1
        token.dialectIndex = dialect.index
    }

    /// The official `get_rest_trimmed(length)`: what follows `offset` on the line, without surrounding whitespace.
    func restTrimmed(_ token: Token, from offset: Int) -> Range<Int> {
        let start = source.skipWhitespace(from: offset, to: token.end).position
        return start..<source.trimEnd(from: start, to: token.end)
    }

    /// The official `get_line_text(indentToRemove)`: the line without `indentToRemove` leading scalars, or without
    /// all its indentation when it has less.
    func lineText(_ token: Token, removing indentToRemove: Int) -> Range<Int> {
        if indentToRemove < 0 || indentToRemove > token.indent { return token.trimmedStart..<token.end }
        return source.advance(token.start, byScalars: indentToRemove, end: token.end)..<token.end
    }

    /// Matches `Keyword:` at the start of the trimmed line against `keywords`, in order.
    func matchTitle(
        _ token: inout Token, _ type: TokenType, _ keywords: [Keyword], startingWith firstBytes: FirstBytes
    ) -> Bool {
        let start = token.trimmedStart
        let end = token.end
        guard start < end, firstBytes.contains(source[start]) else { return false }
        for keyword in keywords {
            let length = keyword.bytes.count
            if source.hasPrefix(keyword.bytes, at: start, end: end), start + length < end,
                source[start + length] == UInt8(ascii: ":")
            {
                setMatched(&token, type, text: restTrimmed(token, from: start + length + 1), keyword: keyword.text)
                return true
            }
        }
        return false
    }

    /// Matches a doc string delimiter: opens with `candidates` (in order) or closes the open one.
    mutating func matchDocStringSeparator(_ token: inout Token, opening candidates: [[UInt8]], closingText: Bool)
        -> Bool
    {
        let start = token.trimmedStart
        if let active = activeSeparator {
            guard source.hasPrefix(active, at: start, end: token.end) else { return false }
            activeSeparator = nil
            indentToRemove = 0
            setMatched(
                &token, .docStringSeparator, text: closingText ? start..<start : nil,
                keyword: String(decoding: active, as: UTF8.self))
            return true
        }
        for separator in candidates where source.hasPrefix(separator, at: start, end: token.end) {
            let mediaType = restTrimmed(token, from: start + separator.count)
            activeSeparator = separator
            indentToRemove = token.indent
            setMatched(
                &token, .docStringSeparator, text: mediaType, keyword: String(decoding: separator, as: UTF8.self))
            return true
        }
        return false
    }

    /// Accepts any line as `Other`: the whole line (less a doc string's indentation), unescaping delimiters.
    func matchOther(_ token: inout Token) -> Bool {
        let escape: DocStringEscape =
            switch activeSeparator {
            case MatcherCore.tripleQuote?: .quotes
            case MatcherCore.tripleBacktick?: .backticks
            default: .none
            }
        setMatched(&token, .other, text: lineText(token, removing: indentToRemove), indent: 0, escape: escape)
        return true
    }

    func matchEOF(_ token: inout Token) -> Bool {
        guard token.isEOF else { return false }
        setMatched(&token, .eof)
        return true
    }

    static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)
    static let tripleBacktick: [UInt8] = Array("```".utf8)
    static let quadrupleBacktick: [UInt8] = Array("````".utf8)
}
