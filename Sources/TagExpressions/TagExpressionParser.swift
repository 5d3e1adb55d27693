/// Parses tag expressions with the shunting-yard algorithm, as the official implementations do, so that
/// precedence, associativity and error messages are the same.
struct TagExpressionParser {
    private enum Token: Equatable {
        case operand(String)
        case not, and, or
        case open, close
    }

    private let text: String

    init(_ text: String) {
        self.text = text
    }

    func parse() throws(TagExpressionError) -> TagExpression {
        let tokens = try tokenize()
        if tokens.isEmpty {
            return .always
        }
        var operators: [Token] = []
        var expressions: [TagExpression] = []
        var expectingOperand = true

        func expect(operand: Bool) throws(TagExpressionError) {
            if expectingOperand != operand {
                throw error(operand ? .expectedOperator : .expectedOperand)
            }
        }

        for token in tokens {
            switch token {
            case .not:
                try expect(operand: true)
                operators.append(token)
            case .and, .or:
                try expect(operand: false)
                while let top = operators.last, top != .open, top != .close,
                    TagExpressionParser.precedence(token) <= TagExpressionParser.precedence(top)
                {
                    try push(operators.removeLast(), onto: &expressions)
                }
                operators.append(token)
                expectingOperand = true
            case .open:
                try expect(operand: true)
                operators.append(token)
            case .close:
                try expect(operand: false)
                while let top = operators.last, top != .open {
                    try push(operators.removeLast(), onto: &expressions)
                }
                guard operators.last == .open else { throw error(.unmatchedClose) }
                operators.removeLast()
            case .operand(let name):
                try expect(operand: true)
                expressions.append(.tag(name))
                expectingOperand = false
            }
        }
        if expectingOperand {
            throw error(.expectedOperand)
        }
        while let top = operators.popLast() {
            guard top != .open else { throw error(.unmatchedOpen) }
            try push(top, onto: &expressions)
        }
        guard expressions.count == 1, let result = expressions.first else { throw error(.expectedOperator) }
        return result
    }

    private static func precedence(_ token: Token) -> Int {
        switch token {
        case .or: return 0
        case .and: return 1
        case .not: return 2
        default: return -1
        }
    }

    private func push(_ token: Token, onto expressions: inout [TagExpression]) throws(TagExpressionError) {
        switch token {
        case .not:
            guard let operand = expressions.popLast() else { throw error(.expectedOperand) }
            expressions.append(.not(operand))
        case .and, .or:
            guard expressions.count >= 2 else { throw error(.expectedOperand) }
            let right = expressions.removeLast()
            let left = expressions.removeLast()
            expressions.append(token == .and ? .and(left, right) : .or(left, right))
        default:
            break
        }
    }

    private func error(_ problem: TagExpressionError.Problem) -> TagExpressionError {
        TagExpressionError(expression: text, problem: problem)
    }

    /// Splits at white space and unescaped parentheses; `\` escapes `(`, `)`, `\` and white space only.
    ///
    /// The text is read scalar by scalar, as the official implementations read characters: read as grapheme
    /// clusters, a combining mark after a space or a parenthesis would hide it inside a tag name.
    private func tokenize() throws(TagExpressionError) -> [Token] {
        var tokens: [Token] = []
        var name = ""
        var escaped = false
        var inName = false

        func endName() {
            guard inName else { return }
            switch name {
            case "not": tokens.append(.not)
            case "and": tokens.append(.and)
            case "or": tokens.append(.or)
            default: tokens.append(.operand(name))
            }
            name = ""
            inName = false
        }

        for scalar in text.unicodeScalars {
            if escaped {
                guard scalar == "(" || scalar == ")" || scalar == "\\" || scalar.properties.isWhitespace else {
                    throw error(.illegalEscape(before: scalar))
                }
                name.unicodeScalars.append(scalar)
                inName = true
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar.properties.isWhitespace {
                endName()
            } else if scalar == "(" || scalar == ")" {
                endName()
                tokens.append(scalar == "(" ? .open : .close)
            } else {
                name.unicodeScalars.append(scalar)
                inName = true
            }
        }
        if escaped {
            throw error(.escapeAtEnd)
        }
        endName()
        return tokens
    }
}
