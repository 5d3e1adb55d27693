/// The official Gherkin parser's algorithm: read a token, try the current state's transitions in order, open and
/// close rules on the builder, and on a token that fits no transition record an error and carry on, so that all
/// the errors of a document are reported (up to the official limit: parsing stops after the 11th).
struct Parser<Matcher: TokenMatcher, Builder: TokenBuilder> {
    /// Thrown to stop parsing once too many errors were found.
    private struct TooManyErrors: Error {}

    var matcher: Matcher
    var builder: Builder
    private var scanner: TokenScanner
    private let uri: String
    private let table = ParserTable.shared
    /// Tokens read ahead by a lookahead, to be read again.
    private var queue: [Token] = []
    private var queueHead = 0
    /// The tokens one lookahead reads (kept to reuse its storage).
    private var lookaheadTokens: [Token] = []
    private(set) var errors: [GherkinError] = []

    init(matcher: Matcher, builder: Builder, scanner: TokenScanner, uri: String) {
        self.matcher = matcher
        self.builder = builder
        self.scanner = scanner
        self.uri = uri
    }

    /// Parses the whole source; afterwards `errors` holds every problem found, in order.
    mutating func parse() {
        matcher.reset()
        builder.startRule(.gherkinDocument)
        var state = 0
        do throws(TooManyErrors) {
            while true {
                var token = readToken()
                state = try matchToken(in: state, &token)
                if token.isEOF { break }
            }
            try endRule(.gherkinDocument)
        } catch {
            // The errors gathered so far are the result.
        }
    }

    private mutating func readToken() -> Token {
        guard queueHead < queue.count else { return scanner.read() }
        let token = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return token
    }

    private mutating func matchToken(in state: Int, _ token: inout Token) throws(TooManyErrors) -> Int {
        let transitions = table.stateStart[state]..<table.stateStart[state + 1]
        for index in transitions {
            let transition = table.transitions[index]
            guard try match(transition.token, &token) else { continue }
            if let lookahead = transition.lookahead {
                guard try self.lookahead(lookahead) else { continue }
            }
            for actionIndex in transition.actionStart..<transition.actionEnd {
                let action = table.actions[actionIndex]
                if action.isStart {
                    builder.startRule(action.rule)
                } else {
                    try endRule(action.rule)
                }
            }
            builder.build(token)
            return transition.next
        }
        let expected = table.expected[state]
        if token.isEOF {
            let location = Location(line: token.line, column: token.column == 0 ? nil : token.column)
            try add(
                ParseIssue(
                    location: location,
                    summary: "unexpected end of file, expected: \(expected.joined(separator: ", "))",
                    kind: .unexpectedEndOfFile(expected: expected)))
        } else {
            let source = matcher.core.source
            let text = source.string(
                from: token.trimmedStart, to: source.trimEnd(from: token.trimmedStart, to: token.end))
            let location = Location(line: token.line, column: token.column == 0 ? token.indent + 1 : token.column)
            try add(
                ParseIssue(
                    location: location, summary: "expected: \(expected.joined(separator: ", ")), got '\(text)'",
                    kind: .unexpectedToken(expected: expected, got: text)))
        }
        return state
    }

    /// Whether the lines after the current one, past empty, comment and tag lines, start with `target`.
    private mutating func lookahead(_ target: TokenType) throws(TooManyErrors) -> Bool {
        var read = lookaheadTokens
        lookaheadTokens = []
        read.removeAll(keepingCapacity: true)
        defer { lookaheadTokens = read }
        var found = false
        while true {
            var token = readToken()
            if try match(target, &token) {
                read.append(token)
                found = true
                break
            }
            var skipped = try match(.empty, &token)
            if !skipped { skipped = try match(.comment, &token) }
            if !skipped { skipped = try match(.tagLine, &token) }
            read.append(token)
            if !skipped { break }
        }
        queue.append(contentsOf: read)
        return found
    }

    /// Asks the matcher whether `token` is a `type`; a matcher error is recorded and counts as no match.
    private mutating func match(_ type: TokenType, _ token: inout Token) throws(TooManyErrors)
        -> Bool
    {
        if token.isEOF && type != .eof { return false }
        do throws(ParseIssue) {
            switch type {
            case .eof: return matcher.matchEOF(&token)
            case .empty: return matcher.matchEmpty(&token)
            case .comment: return matcher.matchComment(&token)
            case .tagLine: return try matcher.matchTagLine(&token)
            case .featureLine: return matcher.matchFeatureLine(&token)
            case .ruleLine: return matcher.matchRuleLine(&token)
            case .backgroundLine: return matcher.matchBackgroundLine(&token)
            case .scenarioLine: return matcher.matchScenarioLine(&token)
            case .examplesLine: return matcher.matchExamplesLine(&token)
            case .stepLine: return matcher.matchStepLine(&token)
            case .docStringSeparator: return matcher.matchDocStringSeparator(&token)
            case .tableRow: return matcher.matchTableRow(&token)
            case .language: return try matcher.matchLanguage(&token)
            case .other: return matcher.matchOther(&token)
            }
        } catch {
            try add(error)
            return false
        }
    }

    private mutating func endRule(_ rule: RuleType) throws(TooManyErrors) {
        do throws(ParseIssue) {
            try builder.endRule(rule)
        } catch {
            try add(error)
        }
    }

    /// Records an error unless the same message was already recorded; stops parsing after the 11th.
    private mutating func add(_ issue: ParseIssue) throws(TooManyErrors) {
        let error = GherkinError(uri: uri, location: issue.location, summary: issue.summary, kind: issue.kind)
        guard !errors.contains(where: { $0.message == error.message }) else { return }
        errors.append(error)
        if errors.count > 10 { throw TooManyErrors() }
    }
}
