/// The token matcher for plain Gherkin (`.feature`), following the official `TokenMatcher`.
struct PlainTokenMatcher: TokenMatcher {
    var core: MatcherCore

    init(source: SourceBytes, dialect: CompiledDialect) {
        core = MatcherCore(source: source, defaultDialect: dialect)
    }

    mutating func reset() { core.reset() }

    func matchEOF(_ token: inout Token) -> Bool { core.matchEOF(&token) }

    func matchEmpty(_ token: inout Token) -> Bool {
        guard token.isBlank else { return false }
        core.setMatched(&token, .empty, indent: 0)
        return true
    }

    func matchComment(_ token: inout Token) -> Bool {
        guard !token.isBlank, core.source[token.trimmedStart] == UInt8(ascii: "#") else { return false }
        core.setMatched(&token, .comment, text: token.start..<token.end, indent: 0)
        return true
    }

    func matchTagLine(_ token: inout Token) throws(ParseIssue) -> Bool {
        guard !token.isBlank, core.source[token.trimmedStart] == UInt8(ascii: "@") else { return false }
        try LineItems(source: core.source).forEachPlainTag(of: token) { _, _, _, _ in }
        core.setMatched(&token, .tagLine)
        return true
    }

    func matchFeatureLine(_ token: inout Token) -> Bool {
        core.matchTitle(&token, .featureLine, core.dialect.feature, startingWith: core.dialect.featureStarts)
    }

    func matchRuleLine(_ token: inout Token) -> Bool {
        core.matchTitle(&token, .ruleLine, core.dialect.rule, startingWith: core.dialect.ruleStarts)
    }

    func matchBackgroundLine(_ token: inout Token) -> Bool {
        core.matchTitle(&token, .backgroundLine, core.dialect.background, startingWith: core.dialect.backgroundStarts)
    }

    func matchScenarioLine(_ token: inout Token) -> Bool {
        core.matchTitle(&token, .scenarioLine, core.dialect.scenario, startingWith: core.dialect.scenarioStarts)
    }

    func matchExamplesLine(_ token: inout Token) -> Bool {
        core.matchTitle(&token, .examplesLine, core.dialect.examples, startingWith: core.dialect.examplesStarts)
    }

    func matchStepLine(_ token: inout Token) -> Bool {
        let start = token.trimmedStart
        guard start < token.end, core.dialect.stepStarts.contains(core.source[start]) else { return false }
        for step in core.dialect.steps where core.source.hasPrefix(step.keyword.bytes, at: start, end: token.end) {
            core.setMatched(
                &token, .stepLine, text: core.restTrimmed(token, from: start + step.keyword.bytes.count),
                keyword: step.keyword.text, keywordType: step.plainType)
            return true
        }
        return false
    }

    mutating func matchDocStringSeparator(_ token: inout Token) -> Bool {
        core.matchDocStringSeparator(&token, opening: PlainTokenMatcher.delimiters, closingText: false)
    }

    func matchTableRow(_ token: inout Token) -> Bool {
        guard !token.isBlank, core.source[token.trimmedStart] == UInt8(ascii: "|") else { return false }
        core.setMatched(&token, .tableRow)
        return true
    }

    /// `# language: xx` (the official `^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$`), switching dialect.
    mutating func matchLanguage(_ token: inout Token) throws(ParseIssue) -> Bool {
        let source = core.source
        let end = token.end
        var index = token.trimmedStart
        guard index < end, source[index] == UInt8(ascii: "#") else { return false }
        index = source.skipWhitespace(from: index + 1, to: end).position
        guard source.hasPrefix(PlainTokenMatcher.language, at: index, end: end) else { return false }
        index = source.skipWhitespace(from: index + PlainTokenMatcher.language.count, to: end).position
        guard index < end, source[index] == UInt8(ascii: ":") else { return false }
        let nameStart = source.skipWhitespace(from: index + 1, to: end).position
        var nameEnd = nameStart
        while nameEnd < end, PlainTokenMatcher.isLanguageNameByte(source[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, source.skipWhitespace(from: nameEnd, to: end).position == end else { return false }
        core.setMatched(&token, .language, text: nameStart..<nameEnd)
        let name = source.string(from: nameStart, to: nameEnd)
        guard let index = DialectRegistry.shared.index(of: name) else {
            throw ParseIssue(
                location: Location(line: token.line, column: token.column), summary: "Language not supported: \(name)",
                kind: .noSuchLanguage(name))
        }
        core.dialect = DialectRegistry.shared.compiled(at: index)
        return true
    }

    func matchOther(_ token: inout Token) -> Bool { core.matchOther(&token) }

    private static let language: [UInt8] = Array("language".utf8)
    /// The doc string delimiters, in the order they are tried (a static array: a literal would allocate per line).
    private static let delimiters = [MatcherCore.tripleQuote, MatcherCore.tripleBacktick]

    private static func isLanguageNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
