/// The token matcher for Markdown with Gherkin (`.feature.md`), following the official
/// `GherkinInMarkdownTokenMatcher`: keywords in headings (`## Scenario: …`), steps in bullets (`* Given …`),
/// tags in code spans (`` `@tag` ``), tables indented by 2 to 5 spaces, and everything else ignored.
struct MarkdownTokenMatcher: TokenMatcher {
    var core: MatcherCore
    private var matchedFeatureLine = false
    /// The doc string delimiters, in the order they are tried (four backticks before three).
    private static let delimiters = [
        MatcherCore.tripleQuote, MatcherCore.quadrupleBacktick, MatcherCore.tripleBacktick,
    ]

    init(source: SourceBytes, dialect: CompiledDialect) {
        core = MatcherCore(source: source, defaultDialect: dialect)
    }

    mutating func reset() {
        core.reset()
        matchedFeatureLine = false
    }

    func matchEOF(_ token: inout Token) -> Bool { core.matchEOF(&token) }

    /// The first line that is not a tag line is the feature line, whether or not it reads `# Feature: …`.
    mutating func matchFeatureLine(_ token: inout Token) -> Bool {
        guard !matchedFeatureLine else { return false }
        if !matchHeading(&token, .featureLine, core.dialect.feature) {
            core.setMatched(&token, .featureLine, text: token.trimmedStart..<token.end)
        }
        matchedFeatureLine = true
        return true
    }

    func matchRuleLine(_ token: inout Token) -> Bool { matchHeading(&token, .ruleLine, core.dialect.rule) }

    func matchScenarioLine(_ token: inout Token) -> Bool {
        matchHeading(&token, .scenarioLine, core.dialect.scenario)
    }

    func matchBackgroundLine(_ token: inout Token) -> Bool {
        matchHeading(&token, .backgroundLine, core.dialect.background)
    }

    func matchExamplesLine(_ token: inout Token) -> Bool {
        matchHeading(&token, .examplesLine, core.dialect.examples)
    }

    /// A table row is indented by 2 to 5 whitespace characters (to tell it from a Markdown table), and a GFM
    /// separator row (`| --- |`) is not one.
    func matchTableRow(_ token: inout Token) -> Bool {
        let source = core.source
        var index = token.start
        var leading = 0
        while index < token.end && leading < 6 {
            let length = source.whitespaceLength(at: index, end: token.end)
            if length == 0 { break }
            index += length
            leading += 1
        }
        guard leading >= 2 && leading <= 5, index < token.end, source[index] == UInt8(ascii: "|") else { return false }
        guard !isSeparatorRow(token) else { return false }
        core.setMatched(&token, .tableRow, keyword: "|")
        return true
    }

    /// A bullet (`*`, `+` or `-`) followed by a step keyword (`* ` is not one here).
    func matchStepLine(_ token: inout Token) -> Bool {
        let source = core.source
        let start = token.trimmedStart
        guard start < token.end else { return false }
        let bullet = source[start]
        guard bullet == UInt8(ascii: "*") || bullet == UInt8(ascii: "+") || bullet == UInt8(ascii: "-") else {
            return false
        }
        let (keywordStart, spaces) = source.skipWhitespace(from: start + 1, to: token.end)
        for step in core.dialect.markdownSteps
        where source.hasPrefix(step.keyword.bytes, at: keywordStart, end: token.end) {
            let textEnd = token.end
            let text = core.restTrimmed(token, from: keywordStart + step.keyword.bytes.count)
            core.setMatched(
                &token, .stepLine, text: text.lowerBound..<min(text.upperBound, textEnd), keyword: step.keyword.text,
                keywordType: step.firstType, indent: token.indent + 1 + spaces)
            return true
        }
        return false
    }

    /// A GFM table separator row counts as a comment, reported as an empty line.
    func matchComment(_ token: inout Token) -> Bool {
        guard !token.isBlank, core.source[token.trimmedStart] == UInt8(ascii: "|") else { return false }
        guard isSeparatorRow(token) else { return false }
        core.setMatched(&token, .empty, indent: 0)
        return true
    }

    /// Everything that is no other token is an empty line: Markdown prose is ignored.
    ///
    /// Like the official matcher, this tries every other token first, with their side effects (an opening doc
    /// string delimiter opens a doc string even here).
    mutating func matchEmpty(_ token: inout Token) -> Bool {
        var result = token.isBlank
        if !matchTagLineQuietly(&token) && !matchFeatureLine(&token) && !matchScenarioLine(&token)
            && !matchBackgroundLine(&token) && !matchExamplesLine(&token) && !matchRuleLine(&token)
            && !matchTableRow(&token) && !matchComment(&token) && !matchDocStringSeparator(&token)
            && !matchEOF(&token) && !matchStepLine(&token)
        {
            result = true
        }
        guard result else { return false }
        core.setMatched(&token, .empty, indent: 0)
        return true
    }

    /// Markdown files take their language from the default, not from a header.
    func matchLanguage(_ token: inout Token) throws(ParseIssue) -> Bool { false }

    func matchTagLine(_ token: inout Token) throws(ParseIssue) -> Bool { matchTagLineQuietly(&token) }

    /// Tags are code spans starting with `@`: `` `@smoke` ``.
    private func matchTagLineQuietly(_ token: inout Token) -> Bool {
        guard LineItems(source: core.source).forEachMarkdownTag(of: token, { _, _, _ in }) > 0 else { return false }
        core.setMatched(&token, .tagLine)
        return true
    }

    mutating func matchDocStringSeparator(_ token: inout Token) -> Bool {
        core.matchDocStringSeparator(&token, opening: MarkdownTokenMatcher.delimiters, closingText: true)
    }

    func matchOther(_ token: inout Token) -> Bool { core.matchOther(&token) }

    /// `#`–`######`, one whitespace character, a keyword, a colon: `## Scenario: name`.
    private func matchHeading(_ token: inout Token, _ type: TokenType, _ keywords: [Keyword]) -> Bool {
        let source = core.source
        let end = token.end
        var index = token.trimmedStart
        while index < end && source[index] == UInt8(ascii: "#") { index += 1 }
        let hashes = index - token.trimmedStart
        guard hashes >= 1 && hashes <= 6, index < end else { return false }
        let space = source.whitespaceLength(at: index, end: end)
        guard space > 0 else { return false }
        let keywordStart = index + space
        for keyword in keywords {
            let colon = keywordStart + keyword.bytes.count
            guard source.hasPrefix(keyword.bytes, at: keywordStart, end: end), colon < end,
                source[colon] == UInt8(ascii: ":")
            else { continue }
            core.setMatched(
                &token, type, text: core.restTrimmed(token, from: colon + 1), keyword: keyword.text,
                keywordType: core.dialect.firstStepKind(of: keyword.text), indent: token.indent + hashes + 1)
            return true
        }
        return false
    }

    /// Whether a row is a GFM separator: some cell is `-`s, optionally between colons.
    private func isSeparatorRow(_ token: Token) -> Bool {
        var separator = false
        LineItems(source: core.source).forEachCell(of: token) { _, value in
            var bytes = Array(value.utf8)
            if bytes.last == 0x0A { bytes.removeLast() }
            if bytes.first == UInt8(ascii: ":") { bytes.removeFirst() }
            if bytes.last == UInt8(ascii: ":") { bytes.removeLast() }
            if !bytes.isEmpty && bytes.allSatisfy({ $0 == UInt8(ascii: "-") }) { separator = true }
        }
        return separator
    }
}
