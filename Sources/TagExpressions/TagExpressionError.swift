/// A tag expression that can't be parsed, with the official message.
public struct TagExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The expression as given.
    public let expression: String
    /// What is wrong, as officially worded (`Expected operand.`).
    public let reason: String

    /// Creates an error for `expression`.
    public init(expression: String, reason: String) {
        self.expression = expression
        self.reason = reason
    }

    /// The official message, `Tag expression "…" could not be parsed because of syntax error: ….`.
    public var message: String {
        "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)"
    }

    /// The message.
    public var description: String { message }
}
