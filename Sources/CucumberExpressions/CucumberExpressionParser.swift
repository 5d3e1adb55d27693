/// Tokenizes and parses Cucumber Expressions exactly as the official implementations do (same tokens, same
/// tree, same errors), counting positions in Unicode scalars.
enum CucumberExpressionParser {
    // MARK: Tokenizer

    static func tokenize(_ expression: String) throws(CucumberExpressionError) -> [CucumberExpressionToken] {
        let scalars = Array(expression.unicodeScalars)
        var tokens: [CucumberExpressionToken] = []
        var buffer = String.UnicodeScalarView()
        var bufferCount = 0
        var previousType = CucumberExpressionToken.Kind.startOfLine
        var treatAsText = false
        var escaped = 0
        var bufferStart = 0

        func convertBuffer(to type: CucumberExpressionToken.Kind) -> CucumberExpressionToken {
            var escapeTokens = 0
            if type == .text {
                escapeTokens = escaped
                escaped = 0
            }
            let consumed = bufferStart + bufferCount + escapeTokens
            let token = CucumberExpressionToken(type: type, text: String(buffer), start: bufferStart, end: consumed)
            buffer = String.UnicodeScalarView()
            bufferCount = 0
            bufferStart = consumed
            return token
        }

        if scalars.isEmpty {
            tokens.append(CucumberExpressionToken(type: .startOfLine, text: "", start: 0, end: 0))
        }
        for scalar in scalars {
            if !treatAsText && scalar == "\\" {
                escaped += 1
                treatAsText = true
                continue
            }
            let currentType: CucumberExpressionToken.Kind
            if treatAsText {
                guard canEscape(scalar) else {
                    let index = bufferStart + bufferCount + escaped
                    throw .located(
                        .cantEscape, expression: expression, start: index,
                        problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
                        solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
                }
                currentType = .text
            } else {
                currentType = tokenType(of: scalar)
            }
            treatAsText = false
            if currentType != previousType || (currentType != .whiteSpace && currentType != .text) {
                tokens.append(convertBuffer(to: previousType))
            }
            previousType = currentType
            buffer.append(scalar)
            bufferCount += 1
        }
        if bufferCount > 0 {
            tokens.append(convertBuffer(to: previousType))
        }
        if treatAsText {
            throw .located(
                .endOfLineCanNotBeEscaped, expression: expression, start: scalars.count - 1,
                problem: "The end of line can not be escaped", solution: "You can use '\\\\' to escape the '\\'")
        }
        tokens.append(CucumberExpressionToken(type: .endOfLine, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }

    private static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\\", "/", "{", "}", "(", ")": return true
        default: return false
        }
    }

    private static func tokenType(of scalar: Unicode.Scalar) -> CucumberExpressionToken.Kind {
        switch scalar {
        case " ": return .whiteSpace
        case "/": return .alternation
        case "{": return .beginParameter
        case "}": return .endParameter
        case "(": return .beginOptional
        case ")": return .endOptional
        default: return .text
        }
    }

    // MARK: Parser

    static func parse(_ expression: String) throws(CucumberExpressionError) -> CucumberExpressionNode {
        let tokens = try tokenize(expression)
        let parser = Parser(expression: expression, tokens: tokens)
        return try parser.parseBetween(
            .expression, begin: .startOfLine, end: .endOfLine, with: [.alternation, .optional, .parameter, .text],
            at: 0
        ).ast[0]
    }

    private enum Rule {
        case alternation, alternativeSeparator, optional, parameter, text, name
    }

    private struct Parser {
        typealias Token = CucumberExpressionToken
        typealias Node = CucumberExpressionNode
        typealias Result = (consumed: Int, ast: [Node])

        let expression: String
        let tokens: [Token]

        func lookingAt(_ index: Int, _ type: Token.Kind) -> Bool {
            if index < 0 {
                return type == .startOfLine
            }
            if index >= tokens.count {
                return type == .endOfLine
            }
            return tokens[index].type == type
        }

        func lookingAtAny(_ index: Int, _ types: [Token.Kind]) -> Bool {
            types.contains { lookingAt(index, $0) }
        }

        func apply(_ rule: Rule, at current: Int) throws(CucumberExpressionError) -> Result {
            switch rule {
            case .alternation: return try parseAlternation(at: current)
            case .alternativeSeparator: return parseAlternativeSeparator(at: current)
            case .optional:
                return try parseBetween(
                    .optional, begin: .beginOptional, end: .endOptional, with: [.optional, .parameter, .text],
                    at: current)
            case .parameter:
                return try parseBetween(
                    .parameter, begin: .beginParameter, end: .endParameter, with: [.name], at: current)
            case .text: return try parseText(at: current)
            case .name: return try parseName(at: current)
            }
        }

        /// text := whitespace | ')' | '}' | .
        func parseText(at current: Int) throws(CucumberExpressionError) -> Result {
            let token = tokens[current]
            switch token.type {
            case .whiteSpace, .text, .endParameter, .endOptional:
                return (1, [Node(type: .text, start: token.start, end: token.end, token: token.text)])
            case .alternation:
                throw .located(
                    .alternationNotAllowedInOptional, expression: expression, start: token.start, end: token.end,
                    problem: "An alternation can not be used inside an optional",
                    solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. "
                        + "Otherwise rephrase your expression or consider using a regular expression instead.")
            default:
                return (0, [])
            }
        }

        /// name := whitespace | .
        func parseName(at current: Int) throws(CucumberExpressionError) -> Result {
            let token = tokens[current]
            switch token.type {
            case .whiteSpace, .text:
                return (1, [Node(type: .text, start: token.start, end: token.end, token: token.text)])
            case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
                throw .located(
                    .invalidParameterTypeName(name: token.text), expression: expression, start: token.start,
                    end: token.end, problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
                    solution: "Did you mean to use a regular expression?")
            default:
                return (0, [])
            }
        }

        func parseAlternativeSeparator(at current: Int) -> Result {
            guard lookingAt(current, .alternation) else { return (0, []) }
            let token = tokens[current]
            return (1, [Node(type: .alternative, start: token.start, end: token.end, token: token.text)])
        }

        /// Parses `alternation := (?<=left-boundary) alternative* ( '/' alternative* )+ (?=right-boundary)`.
        func parseAlternation(at current: Int) throws(CucumberExpressionError) -> Result {
            guard lookingAtAny(current - 1, [.startOfLine, .whiteSpace, .endParameter]) else { return (0, []) }
            let result = try parseTokens(
                until: [.whiteSpace, .endOfLine, .beginParameter],
                with: [.alternativeSeparator, .optional, .parameter, .text], at: current)
            let subCurrent = current + result.consumed
            guard result.ast.contains(where: { $0.type == .alternative }) else { return (0, []) }
            let start = tokens[current].start
            let end = tokens[subCurrent].start
            // The right-hand boundary token is not consumed.
            let alternatives = splitAlternatives(start: start, end: end, result.ast)
            return (result.consumed, [Node(type: .alternation, start: start, end: end, children: alternatives)])
        }

        func parseBetween(
            _ type: Node.Kind, begin: Token.Kind, end: Token.Kind, with rules: [Rule], at current: Int
        ) throws(CucumberExpressionError) -> Result {
            guard lookingAt(current, begin) else { return (0, []) }
            var subCurrent = current + 1
            let result = try parseTokens(until: [end, .endOfLine], with: rules, at: subCurrent)
            subCurrent += result.consumed
            guard lookingAt(subCurrent, end) else {
                let token = tokens[current]
                throw .located(
                    .missingEndToken, expression: expression, start: token.start, end: token.end,
                    problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
                    solution: "If you did not intend to use \(begin.purpose) you can use '\\\(begin.symbol)' "
                        + "to escape the \(begin.purpose)")
            }
            let node = Node(type: type, start: tokens[current].start, end: tokens[subCurrent].end, children: result.ast)
            return (subCurrent + 1 - current, [node])
        }

        func parseTokens(until endTypes: [Token.Kind], with rules: [Rule], at startAt: Int)
            throws(CucumberExpressionError) -> Result
        {
            var current = startAt
            var ast: [Node] = []
            while current < tokens.count && !lookingAtAny(current, endTypes) {
                var consumed = 0
                for rule in rules {
                    let result = try apply(rule, at: current)
                    if result.consumed != 0 {
                        consumed = result.consumed
                        ast += result.ast
                        break
                    }
                }
                // Every token is accepted by some rule of every list, so this never stalls.
                guard consumed > 0 else { break }
                current += consumed
            }
            return (current - startAt, ast)
        }

        func splitAlternatives(start: Int, end: Int, _ nodes: [Node]) -> [Node] {
            var separators: [Node] = []
            var alternatives: [[Node]] = []
            var alternative: [Node] = []
            for node in nodes {
                if node.type == .alternative {
                    separators.append(node)
                    alternatives.append(alternative)
                    alternative = []
                } else {
                    alternative.append(node)
                }
            }
            alternatives.append(alternative)
            return alternatives.enumerated().map { index, children in
                let nodeStart = index == 0 ? start : separators[index - 1].end
                let nodeEnd = index == alternatives.count - 1 ? end : separators[index].start
                return Node(type: .alternative, start: nodeStart, end: nodeEnd, children: children)
            }
        }
    }
}
