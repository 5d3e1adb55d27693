/// The expression a step definition matches step text with.
///
/// A string literal is a Cucumber Expression (`"I have {int} cukes"`); `.regex("^I have (\\d+) cukes$")` is a
/// regular expression.
public struct StepPattern: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The kind of expression.
    public enum Kind: Sendable, Hashable {
        /// A Cucumber Expression.
        case cucumberExpression
        /// A regular expression.
        case regularExpression
    }

    /// The expression exactly as written.
    public let source: String
    /// Its kind.
    public let kind: Kind

    /// A Cucumber Expression.
    public init(_ source: String) {
        self.source = source
        self.kind = .cucumberExpression
    }

    /// A Cucumber Expression written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    private init(source: String, kind: Kind) {
        self.source = source
        self.kind = kind
    }

    /// A regular expression; anchor it with `^…$` to match whole steps, as Cucumber does.
    public static func regex(_ pattern: String) -> StepPattern {
        StepPattern(source: pattern, kind: .regularExpression)
    }
}
