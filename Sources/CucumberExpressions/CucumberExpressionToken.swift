/// A token of a Cucumber Expression, with its Unicode-scalar offsets into the expression.
public struct CucumberExpressionToken: Sendable, Equatable {
    /// The kinds of token, named as the official implementations name them.
    public enum Kind: String, Sendable, Equatable {
        /// The empty token before the first character.
        case startOfLine = "START_OF_LINE"
        /// The empty token after the last character.
        case endOfLine = "END_OF_LINE"
        /// A run of spaces.
        case whiteSpace = "WHITE_SPACE"
        /// `(`.
        case beginOptional = "BEGIN_OPTIONAL"
        /// `)`.
        case endOptional = "END_OPTIONAL"
        /// `{`.
        case beginParameter = "BEGIN_PARAMETER"
        /// `}`.
        case endParameter = "END_PARAMETER"
        /// `/`.
        case alternation = "ALTERNATION"
        /// Anything else, escapes resolved.
        case text = "TEXT"

        /// The character that opens or closes the construct (`(` for `beginOptional`).
        var symbol: String {
            switch self {
            case .beginOptional: return "("
            case .endOptional: return ")"
            case .beginParameter: return "{"
            case .endParameter: return "}"
            case .alternation: return "/"
            default: return ""
            }
        }

        /// What the construct is for, in the official error texts.
        var purpose: String {
            switch self {
            case .beginOptional, .endOptional: return "optional text"
            case .beginParameter, .endParameter: return "a parameter"
            case .alternation: return "alternation"
            default: return ""
            }
        }
    }

    /// The kind of token.
    public let type: Kind
    /// The token's text with escapes resolved (`\(` is `(`).
    public let text: String
    /// Offset of the first scalar (escapes included).
    public let start: Int
    /// Offset after the last scalar.
    public let end: Int
}
