/// Collects the accepted tokens in the official `.tokens` text format.
///
/// For example `(4:5)StepLine:(Context)Given /the minimalism/` or `(2:1)TagLine://1:@a,4:@b`.
struct TokenFormatter: TokenBuilder {
    private let source: SourceBytes
    private(set) var lines: [String] = []

    init(source: SourceBytes) {
        self.source = source
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
        line += token.items.map { "\($0.column):\($0.text)" }.joined(separator: ",")
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
