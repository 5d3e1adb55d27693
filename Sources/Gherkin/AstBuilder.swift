/// Builds the ``GherkinDocument`` from the parser's rules and tokens, as the official `AstBuilder` does.
///
/// The grammar is not recursive, so each kind of rule is open at most once at a time: every rule kind has one
/// frame, reset when the rule opens and read when it (or its enclosing rule) closes. Ids are taken in the
/// official order (a table's rows when the table closes, a step when it closes, a scenario's tags just before the
/// scenario itself, a feature's tags last), so that incrementing ids match the official output.
struct AstBuilder: TokenBuilder {
    /// A keyword line (feature, rule, background, scenario, examples, step) as the AST needs it.
    private struct KeywordLine {
        var location: Location
        var keyword: String
        var keywordType: Step.KeywordType?
        var name: String
        var dialectIndex: Int
    }

    /// A tag whose id is not taken yet.
    private struct PendingTag {
        var location: Location
        var name: String
    }

    /// What an open (or just closed) rule has collected.
    private struct Frame {
        var line: KeywordLine?
        var tags: [PendingTag] = []
        var description = ""
        var steps: [Step] = []
        var rows: [TableRow] = []
        var docString: DocString?
        var dataTable: DataTable?
        var featureChildren: [Feature.Child] = []
        var ruleChildren: [Rule.Child] = []
        var examples: [Examples] = []
        var feature: Feature?
        /// Lines of a description or doc string, joined with line feeds.
        var text: [UInt8] = []
        var lineCount = 0
        /// For a description: the length of `text` up to its last non-empty line.
        var textLengthToKeep = 0
        /// For a doc string: the opening delimiter.
        var delimiter: String?
        var delimiterLocation = Location(line: 0, column: nil)
        var mediaType: String?

        init() {}
    }

    private let source: SourceBytes
    private let ids: any IdGenerator
    private let uri: String
    private var stack: [RuleType] = []
    private var frames = [Frame](repeating: Frame(), count: RuleType.allCases.count)
    private var comments: [Comment] = []
    /// The document, once the `GherkinDocument` rule has closed.
    private(set) var document: GherkinDocument?

    init(source: SourceBytes, uri: String, ids: any IdGenerator) {
        self.source = source
        self.uri = uri
        self.ids = ids
    }

    mutating func startRule(_ rule: RuleType) {
        stack.append(rule)
        frames[Int(rule.rawValue)] = Frame()
    }

    mutating func build(_ token: Token) {
        guard let top = stack.last else { return }
        let slot = Int(top.rawValue)
        switch token.type {
        case .comment:
            comments.append(Comment(location: Location(line: token.line, column: token.column), text: text(of: token)))
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            frames[slot].line = KeywordLine(
                location: Location(line: token.line, column: token.column), keyword: token.keyword ?? "",
                keywordType: token.keywordType, name: text(of: token), dialectIndex: token.dialectIndex)
        case .tagLine:
            for item in token.items {
                frames[slot].tags.append(
                    PendingTag(location: Location(line: token.line, column: item.column), name: item.text))
            }
        case .tableRow:
            var cells: [TableCell] = []
            cells.reserveCapacity(token.items.count)
            for item in token.items {
                cells.append(TableCell(location: Location(line: token.line, column: item.column), value: item.text))
            }
            frames[slot].rows.append(
                TableRow(location: Location(line: token.line, column: token.column), cells: cells, id: ids.newId()))
        case .docStringSeparator:
            guard frames[slot].delimiter == nil else { return }  // the closing delimiter
            frames[slot].delimiter = token.keyword ?? ""
            frames[slot].delimiterLocation = Location(line: token.line, column: token.column)
            frames[slot].mediaType = token.textEnd > token.textStart ? text(of: token) : nil
        case .other:
            appendLine(token, to: slot)
        case .empty, .language, .eof:
            break
        }
    }

    mutating func endRule(_ rule: RuleType) throws(ParseIssue) {
        guard let node = stack.popLast() else { return }
        let slot = Int(node.rawValue)
        let parent = stack.last.map { Int($0.rawValue) }
        switch node {
        case .tags:
            if let parent { frames[parent].tags = frames[slot].tags }
        case .description:
            let frame = frames[slot]
            if let parent {
                frames[parent].description = String(decoding: frame.text[0..<frame.textLengthToKeep], as: UTF8.self)
            }
        case .docString:
            let frame = frames[slot]
            if let parent {
                frames[parent].docString = DocString(
                    location: frame.delimiterLocation, mediaType: frame.mediaType,
                    content: String(decoding: frame.text, as: UTF8.self), delimiter: frame.delimiter ?? "")
            }
        case .dataTable:
            let rows = frames[slot].rows
            try ensureCellCount(rows)
            if let parent, let first = rows.first {
                frames[parent].dataTable = DataTable(location: first.location, rows: rows)
            }
        case .examplesTable:
            let rows = frames[slot].rows
            try ensureCellCount(rows)
            if let parent { frames[parent].rows = rows }
        case .step:
            let frame = frames[slot]
            if let parent, let line = frame.line {
                frames[parent].steps.append(
                    Step(
                        location: line.location, keyword: line.keyword, keywordType: line.keywordType, text: line.name,
                        docString: frame.docString, dataTable: frame.dataTable, id: ids.newId()))
            }
        case .background:
            let frame = frames[slot]
            if let parent, let line = frame.line {
                let background = Background(
                    location: line.location, keyword: line.keyword, name: line.name, description: frame.description,
                    steps: frame.steps, id: ids.newId())
                if parent == Int(RuleType.rule.rawValue) {
                    frames[parent].ruleChildren.append(.background(background))
                } else {
                    frames[parent].featureChildren.append(.background(background))
                }
            }
        case .scenarioDefinition:
            let tags = takeIds(frames[slot].tags)
            let scenarioFrame = frames[Int(RuleType.scenario.rawValue)]
            if let parent, let line = scenarioFrame.line {
                let scenario = Scenario(
                    location: line.location, tags: tags, keyword: line.keyword, name: line.name,
                    description: scenarioFrame.description, steps: scenarioFrame.steps,
                    examples: scenarioFrame.examples, id: ids.newId())
                if parent == Int(RuleType.rule.rawValue) {
                    frames[parent].ruleChildren.append(.scenario(scenario))
                } else {
                    frames[parent].featureChildren.append(.scenario(scenario))
                }
            }
        case .examplesDefinition:
            let tags = takeIds(frames[slot].tags)
            let examplesFrame = frames[Int(RuleType.examples.rawValue)]
            if let parent, let line = examplesFrame.line {
                let rows = examplesFrame.rows
                frames[parent].examples.append(
                    Examples(
                        location: line.location, tags: tags, keyword: line.keyword, name: line.name,
                        description: examplesFrame.description, tableHeader: rows.first,
                        tableBody: Array(rows.dropFirst()), id: ids.newId()))
            }
        case .rule:
            let header = frames[Int(RuleType.ruleHeader.rawValue)]
            guard let line = header.line else { return }
            let tags = takeIds(header.tags)
            let rule = Rule(
                location: line.location, tags: tags, keyword: line.keyword, name: line.name,
                description: header.description, children: frames[slot].ruleChildren, id: ids.newId())
            if let parent { frames[parent].featureChildren.append(.rule(rule)) }
        case .feature:
            let header = frames[Int(RuleType.featureHeader.rawValue)]
            guard let line = header.line else { return }
            let tags = takeIds(header.tags)
            let feature = Feature(
                location: line.location, tags: tags, language: DialectRegistry.shared.dialects[line.dialectIndex].code,
                keyword: line.keyword, name: line.name, description: header.description,
                children: frames[slot].featureChildren)
            if let parent { frames[parent].feature = feature }
        case .gherkinDocument:
            document = GherkinDocument(uri: uri, feature: frames[slot].feature, comments: comments)
        case .featureHeader, .ruleHeader, .scenario, .examples:
            break  // read by the enclosing rule
        }
    }

    private func takeIds(_ tags: [PendingTag]) -> [Tag] {
        tags.map { Tag(location: $0.location, name: $0.name, id: ids.newId()) }
    }

    private func ensureCellCount(_ rows: [TableRow]) throws(ParseIssue) {
        guard let count = rows.first?.cells.count else { return }
        for row in rows where row.cells.count != count {
            throw ParseIssue(
                location: row.location, summary: "inconsistent cell count within the table",
                kind: .inconsistentCellCount)
        }
    }

    /// Adds an `Other` line to a description (keeping track of trailing blank lines, which are dropped) or to a
    /// doc string.
    ///
    /// A line of only whitespace counts as blank, as the official builder compares the trimmed line with "".
    private mutating func appendLine(_ token: Token, to slot: Int) {
        if frames[slot].lineCount > 0 { frames[slot].text.append(0x0A) }
        frames[slot].lineCount += 1
        appendText(of: token, to: &frames[slot].text)
        if token.trimmedStart < token.end { frames[slot].textLengthToKeep = frames[slot].text.count }
    }

    private func text(of token: Token) -> String {
        if token.textEscape == .none { return source.string(from: token.textStart, to: token.textEnd) }
        var bytes: [UInt8] = []
        appendText(of: token, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a token's text, turning `\"\"\"` (or `` \`\`\` ``) back into the delimiter inside a doc string.
    private func appendText(of token: Token, to bytes: inout [UInt8]) {
        let start = token.textStart
        let end = token.textEnd
        let quote: UInt8
        switch token.textEscape {
        case .none:
            bytes.append(contentsOf: UnsafeBufferPointer(start: source.base + start, count: end - start))
            return
        case .quotes: quote = UInt8(ascii: "\"")
        case .backticks: quote = UInt8(ascii: "`")
        }
        let backslash = UInt8(ascii: "\\")
        var index = start
        while index < end {
            if index + 5 < end, source[index] == backslash, source[index + 1] == quote, source[index + 2] == backslash,
                source[index + 3] == quote, source[index + 4] == backslash, source[index + 5] == quote
            {
                bytes.append(quote)
                bytes.append(quote)
                bytes.append(quote)
                index += 6
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
    }
}
