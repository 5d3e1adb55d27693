/// A boolean expression over tags (`@smoke and not (@wip or @flaky)`), as Cucumber filters scenarios with.
///
/// `not` binds tighter than `and`, which binds tighter than `or`; binary operators group to the left.
/// `\(`, `\)`, `\\` and `\ ` escape inside tag names. The empty expression matches everything.
public indirect enum TagExpression: Sendable, Equatable, CustomStringConvertible {
    /// The empty expression: always true.
    case always
    /// True when the tag set holds this tag.
    case tag(String)
    /// Negation.
    case not(TagExpression)
    /// Conjunction.
    case and(TagExpression, TagExpression)
    /// Disjunction.
    case or(TagExpression, TagExpression)

    /// Parses `text`; throws the official error for malformed expressions.
    public static func parse(_ text: String) throws(TagExpressionError) -> TagExpression {
        try TagExpressionParser(text).parse()
    }

    /// Whether a scenario with `tags` is selected.
    public func evaluate(_ tags: Set<String>) -> Bool {
        switch self {
        case .always:
            return true
        case .tag(let name):
            return tags.contains(name)
        case .not(let expression):
            return !expression.evaluate(tags)
        case .and(let left, let right):
            return left.evaluate(tags) && right.evaluate(tags)
        case .or(let left, let right):
            return left.evaluate(tags) || right.evaluate(tags)
        }
    }

    /// Whether a scenario with `tags` is selected.
    public func evaluate(_ tags: some Sequence<String>) -> Bool {
        evaluate(Set(tags))
    }

    /// The official canonical form: `( a and b )`, `not ( a )`, escapes restored, `""` for the empty one.
    public var description: String {
        switch self {
        case .always:
            return ""
        case .tag(let name):
            // Scalar by scalar, as the parser reads: a combining mark must not hide a space or a parenthesis.
            var escaped = String.UnicodeScalarView()
            for scalar in name.unicodeScalars {
                if scalar == "\\" || scalar == "(" || scalar == ")" || scalar.properties.isWhitespace {
                    escaped.append("\\")
                }
                escaped.append(scalar)
            }
            return String(escaped)
        case .not(let expression):
            switch expression {
            case .and, .or:
                // Binary operators already print their own parentheses.
                return "not " + expression.description
            default:
                return "not ( " + expression.description + " )"
            }
        case .and(let left, let right):
            return "( " + left.description + " and " + right.description + " )"
        case .or(let left, let right):
            return "( " + left.description + " or " + right.description + " )"
        }
    }
}
