/// Builds the ``GherkinDocument`` from the parser's rules and tokens, as the official `AstBuilder` does.
///
/// The grammar is not recursive, so each kind of rule is open at most once at a time: every rule kind has its own
/// fields, reset when the rule opens and read when it (or its enclosing rule) closes. Ids are taken in the
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

    /// What a `Background`, `Scenario`, `Examples`, `Rule` or `Feature` has collected besides its children.
    private struct Header {
        var line: KeywordLine?
        /// Where the node's tags are in ``pendingTags``.
        var tags = 0..<0
        var description = ""
    }

    private let source: SourceBytes
    private let ids: any IdGenerator
    private let uri: String
    private let markdown: Bool
    private var stack: [RuleType] = []
    private var comments: [Comment] = []

    // Tags, Description, DocString, DataTable/ExamplesTable: the innermost rules.
    /// Every tag of the document so far, each node keeping the range of its own: one array for the whole document
    /// rather than one per tag line (the AST's tags are built from it when the node takes their ids).
    private var pendingTags: [PendingTag] = []
    /// Where the open `Tags` rule's tags start in ``pendingTags``.
    private var tagsStart = 0
    private var text: [UInt8] = []
    private var textLineCount = 0
    private var textLengthToKeep = 0
    private var delimiter: String?
    private var delimiterLocation = Location(line: 0, column: nil)
    private var mediaType: String?
    private var rows: [TableRow] = []

    private var step = Header()
    private var stepDocString: DocString?
    private var stepDataTable: DataTable?
    /// The steps of the open background or scenario (a scratch buffer, copied once to the AST).
    private var steps: [Step] = []
    private var background = Header()
    private var scenario = Header()
    private var scenarioExamples: [Examples] = []
    private var examples = Header()
    private var examplesRows: [TableRow] = []
    private var rule = Header()
    private var ruleChildren: [Rule.Child] = []
    private var feature = Header()
    private var featureChildren: [Feature.Child] = []
    private var builtFeature: Feature?
    /// The document, once the `GherkinDocument` rule has closed.
    private(set) var document: GherkinDocument?

    init(source: SourceBytes, uri: String, ids: any IdGenerator, markdown: Bool) {
        self.source = source
        self.uri = uri
        self.ids = ids
        self.markdown = markdown
    }

    mutating func startRule(_ ruleType: RuleType) {
        stack.append(ruleType)
        switch ruleType {
        case .tags: tagsStart = pendingTags.count
        case .description:
            AstBuilder.clear(&text)
            textLineCount = 0
            textLengthToKeep = 0
        case .docString:
            AstBuilder.clear(&text)
            textLineCount = 0
            delimiter = nil
            mediaType = nil
        // The arrays a rule collects are handed to the AST as they are (no element copies), so each rule starts
        // with a fresh one, sized for the usual case.
        case .dataTable, .examplesTable: rows = AstBuilder.freshArray()
        case .step:
            step = Header()
            stepDocString = nil
            stepDataTable = nil
        case .background:
            background = Header()
            steps = AstBuilder.freshArray()
        case .scenarioDefinition: scenario = Header()
        case .scenario:
            let definitionTags = scenario.tags
            scenario = Header()
            scenario.tags = definitionTags
            steps = AstBuilder.freshArray()
            scenarioExamples = []
        case .examplesDefinition: examples = Header()
        case .examples:
            let definitionTags = examples.tags
            examples = Header()
            examples.tags = definitionTags
            examplesRows = []
        case .rule, .ruleHeader:
            if ruleType == .rule {
                rule = Header()
                ruleChildren = AstBuilder.freshArray()
            }
        case .feature, .featureHeader:
            if ruleType == .feature {
                feature = Header()
                featureChildren = AstBuilder.freshArray()
            }
        case .gherkinDocument:
            builtFeature = nil
        }
    }

    mutating func build(_ token: Token) {
        guard let top = stack.last else { return }
        switch token.type {
        case .comment:
            comments.append(
                Comment(location: Location(line: token.line, column: token.column), text: string(of: token)))
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            let line = KeywordLine(
                location: Location(line: token.line, column: token.column), keyword: token.keyword ?? "",
                keywordType: token.keywordType, name: string(of: token), dialectIndex: token.dialectIndex)
            changeHeader(of: top) { $0.line = line }
        case .tagLine:
            // The closures work on locals: capturing `self` would copy the whole builder.
            let source = self.source
            let finder = LineItems(source: source)
            let line = token.line
            var collected = pendingTags
            pendingTags = []
            if markdown {
                finder.forEachMarkdownTag(of: token) { column, start, end in
                    collected.append(
                        PendingTag(
                            location: Location(line: line, column: column), name: source.string(from: start, to: end)))
                }
            } else {
                try? finder.forEachPlainTag(of: token) { column, start, end, needsAt in
                    collected.append(
                        PendingTag(
                            location: Location(line: line, column: column),
                            name: finder.plainTagName(start, end, needsAt: needsAt)))
                }
            }
            pendingTags = collected
        case .tableRow:
            var cells: [TableCell] = []
            cells.reserveCapacity(pipeCount(token))
            let line = token.line
            let source = self.source
            LineItems(source: source).forEachCell(of: token) { column, value in
                cells.append(TableCell(location: Location(line: line, column: column), value: value))
            }
            rows.append(
                TableRow(location: Location(line: token.line, column: token.column), cells: cells, id: ids.newId()))
        case .docStringSeparator:
            guard delimiter == nil else { return }  // the closing delimiter
            delimiter = token.keyword ?? ""
            delimiterLocation = Location(line: token.line, column: token.column)
            mediaType = token.textEnd > token.textStart ? string(of: token) : nil
        case .other:
            if textLineCount > 0 { text.append(0x0A) }
            textLineCount += 1
            // Static: a method on `self` taking one of its properties `inout` would copy the whole builder.
            AstBuilder.appendText(of: token, in: source, to: &text)
            // A description ends at its last line with content: the official builder compares the trimmed line
            // with "", so a line of only whitespace counts as blank (doc strings keep every line).
            if !token.isBlank { textLengthToKeep = text.count }
        case .empty, .language, .eof:
            break
        }
    }

    mutating func endRule(_ ruleType: RuleType) throws(ParseIssue) {
        guard let node = stack.popLast() else { return }
        let parent = stack.last
        switch node {
        case .tags:
            endTags(in: parent)
        case .description:
            endDescription(in: parent)
        case .docString:
            stepDocString = DocString(
                location: delimiterLocation, mediaType: mediaType, content: String(decoding: text, as: UTF8.self),
                delimiter: delimiter ?? "")
        case .dataTable:
            try ensureCellCount(rows)
            if let first = rows.first { stepDataTable = DataTable(location: first.location, rows: rows) }
        case .examplesTable:
            try ensureCellCount(rows)
            examplesRows = rows
        case .step:
            guard let line = step.line else { return }
            steps.append(
                Step(
                    location: line.location, keyword: line.keyword, keywordType: line.keywordType, text: line.name,
                    docString: stepDocString, dataTable: stepDataTable, id: ids.newId()))
        case .background:
            guard let line = background.line else { return }
            let built = Background(
                location: line.location, keyword: line.keyword, name: line.name, description: background.description,
                steps: steps, id: ids.newId())
            addChild(built, in: parent, Rule.Child.background, Feature.Child.background)
        case .scenarioDefinition:
            let tags = takeIds(scenario.tags)
            guard let line = scenario.line else { return }
            let built = Scenario(
                location: line.location, tags: tags, keyword: line.keyword, name: line.name,
                description: scenario.description, steps: steps, examples: scenarioExamples, id: ids.newId())
            addChild(built, in: parent, Rule.Child.scenario, Feature.Child.scenario)
        case .examplesDefinition:
            let tags = takeIds(examples.tags)
            guard let line = examples.line else { return }
            scenarioExamples.append(
                Examples(
                    location: line.location, tags: tags, keyword: line.keyword, name: line.name,
                    description: examples.description, tableHeader: examplesRows.first,
                    tableBody: Array(examplesRows.dropFirst()), id: ids.newId()))
        case .rule:
            guard let line = rule.line else { return }
            let tags = takeIds(rule.tags)
            featureChildren.append(
                .rule(
                    Rule(
                        location: line.location, tags: tags, keyword: line.keyword, name: line.name,
                        description: rule.description, children: ruleChildren, id: ids.newId())))
        case .feature:
            guard let line = feature.line else { return }
            let tags = takeIds(feature.tags)
            builtFeature = Feature(
                location: line.location, tags: tags, language: DialectRegistry.shared.code(at: line.dialectIndex),
                keyword: line.keyword, name: line.name, description: feature.description,
                children: featureChildren)
        case .gherkinDocument:
            document = GherkinDocument(uri: uri, feature: builtFeature, comments: comments)
        case .featureHeader, .ruleHeader, .scenario, .examples:
            break  // read by the enclosing rule
        }
    }

    /// Adds a background or scenario to the rule it is in, or else to the feature.
    private mutating func addChild<Node>(
        _ node: Node, in parent: RuleType?, _ ruleChild: (Node) -> Rule.Child, _ featureChild: (Node) -> Feature.Child
    ) {
        if parent == .rule {
            ruleChildren.append(ruleChild(node))
        } else {
            featureChildren.append(featureChild(node))
        }
    }

    /// Gives the tags just read to the header or definition they belong to.
    private mutating func endTags(in parent: RuleType?) {
        let tags = tagsStart..<pendingTags.count
        switch parent {
        case .featureHeader: feature.tags = tags
        case .ruleHeader: rule.tags = tags
        case .scenarioDefinition: scenario.tags = tags
        case .examplesDefinition: examples.tags = tags
        default: break
        }
    }

    /// Gives the description just read (trailing blank lines dropped) to the node it belongs to.
    private mutating func endDescription(in parent: RuleType?) {
        let description = String(decoding: text[0..<textLengthToKeep], as: UTF8.self)
        changeHeader(of: parent) { $0.description = description }
    }

    /// Applies `change` to the header of the open rule `ruleType`, if that rule has one.
    private mutating func changeHeader(of ruleType: RuleType?, _ change: (inout Header) -> Void) {
        switch ruleType {
        case .featureHeader: change(&feature)
        case .ruleHeader: change(&rule)
        case .background: change(&background)
        case .scenario: change(&scenario)
        case .examples: change(&examples)
        case .step: change(&step)
        default: break
        }
    }

    /// An upper bound of a row's cell count, to allocate its cells once.
    private func pipeCount(_ token: Token) -> Int {
        var count = 0
        for index in token.trimmedStart..<token.end where source[index] == UInt8(ascii: "|") { count += 1 }
        return max(count - 1, 0)
    }

    /// Empties the text buffer, giving it room for a usual description or doc string the first time: growing it
    /// from nothing took half a dozen allocations per document.
    private static func clear(_ text: inout [UInt8]) {
        if text.capacity == 0 {
            text.reserveCapacity(1024)
        } else {
            text.removeAll(keepingCapacity: true)
        }
    }

    /// An empty array with room for the usual number of steps, rows or children.
    private static func freshArray<Element>() -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(8)
        return array
    }

    private func takeIds(_ tags: Range<Int>) -> [Tag] {
        guard !tags.isEmpty else { return [] }
        var taken: [Tag] = []
        taken.reserveCapacity(tags.count)
        for index in tags {
            let tag = pendingTags[index]
            taken.append(Tag(location: tag.location, name: tag.name, id: ids.newId()))
        }
        return taken
    }

    private func ensureCellCount(_ rows: [TableRow]) throws(ParseIssue) {
        guard let count = rows.first?.cells.count else { return }
        for row in rows where row.cells.count != count {
            throw ParseIssue(
                location: row.location, summary: "inconsistent cell count within the table",
                kind: .inconsistentCellCount)
        }
    }

    private func string(of token: Token) -> String {
        if token.textEscape == .none { return source.string(from: token.textStart, to: token.textEnd) }
        var bytes: [UInt8] = []
        AstBuilder.appendText(of: token, in: source, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a token's text, turning `\"\"\"` (or `` \`\`\` ``) back into the delimiter inside a doc string.
    private static func appendText(of token: Token, in source: SourceBytes, to bytes: inout [UInt8]) {
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
