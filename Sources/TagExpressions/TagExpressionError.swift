/// A tag expression that can't be parsed: what is wrong, as a fact, and the official message.
public struct TagExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with an expression; a runner words it for people, ``reason`` is the official wording.
    public enum Problem: Sendable, Equatable {
        /// A tag, `not` or `(` was expected (after an operator, or at the start).
        case expectedOperand
        /// `and`, `or` or `)` was expected (between two operands).
        case expectedOperator
        /// A `(` is never closed.
        case unmatchedOpen
        /// A `)` closes nothing.
        case unmatchedClose
        /// `\` before a character it cannot escape.
        case illegalEscape(before: Unicode.Scalar)
        /// The expression ends with a lone `\`.
        case escapeAtEnd
    }

    /// The expression as given.
    public let expression: String
    /// What is wrong.
    public let problem: Problem

    /// Creates an error for `expression`.
    public init(expression: String, problem: Problem) {
        self.expression = expression
        self.problem = problem
    }

    /// What is wrong, as officially worded (`Expected operand.`).
    public var reason: String {
        switch problem {
        case .expectedOperand: "Expected operand."
        case .expectedOperator: "Expected operator."
        case .unmatchedOpen: "Unmatched (."
        case .unmatchedClose: "Unmatched )."
        case .illegalEscape(let scalar): "Illegal escape before \"\(scalar)\"."
        case .escapeAtEnd: "Illegal escape at the end of the expression."
        }
    }

    /// The official message, `Tag expression "…" could not be parsed because of syntax error: ….`.
    public var message: String {
        "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)"
    }

    /// The message.
    public var description: String { message }
}
