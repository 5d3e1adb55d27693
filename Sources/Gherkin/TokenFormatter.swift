/// Collects the accepted tokens in the official `.tokens` text format.
///
/// For example `(4:5)StepLine:(Context)Given /the minimalism/` or `(2:1)TagLine://1:@a,4:@b`.
struct TokenFormatter: TokenBuilder {
    private let source: SourceBytes
    private let markdown: Bool
    private(set) var lines: [String] = []

    init(source: SourceBytes, markdown: Bool) {
        self.source = source
        self.markdown = markdown
    }

    mutating func startRule(_ rule: RuleType) {}

    mutating func endRule(_ rule: RuleType) throws(ParseIssue) {}

    mutating func build(_ token: Token) {
        guard !token.isEOF else {
            lines.append("EOF")
            return
        }
        var line = "(\(token.line):\(token.column))\(token.type.name):"
        if let keyword = token.keyword, !keyword.isEmpty {
            line += "(\(token.keywordType?.rawValue ?? ""))\(keyword)"
        }
        line += "/"
        line += text(of: token)
        line += "/"
        var items: [String] = []
        let finder = LineItems(source: source)
        switch token.type {
        case .tableRow: finder.forEachCell(of: token) { column, value in items.append("\(column):\(value)") }
        case .tagLine where markdown:
            finder.forEachMarkdownTag(of: token) { column, start, end in
                items.append("\(column):\(source.string(from: start, to: end))")
            }
        case .tagLine:
            try? finder.forEachPlainTag(of: token) { column, start, end, needsAt in
                items.append("\(column):\(finder.plainTagName(start, end, needsAt: needsAt))")
            }
        default: break
        }
        line += items.joined(separator: ",")
        lines.append(line)
    }

    private func text(of token: Token) -> String {
        let raw = source.string(from: token.textStart, to: token.textEnd)
        switch token.textEscape {
        case .none: return raw
        case .quotes: return raw.replacing(#"\"\"\""#, with: #"""""#)
        case .backticks: return raw.replacing(#"\`\`\`"#, with: "```")
        }
    }
}
