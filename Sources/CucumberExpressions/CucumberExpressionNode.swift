/// A node of a Cucumber Expression's syntax tree, with its Unicode-scalar offsets into the expression.
public struct CucumberExpressionNode: Sendable, Equatable {
    /// The kinds of node, named as the official implementations name them.
    public enum Kind: String, Sendable, Equatable {
        /// Literal text (`token` holds it).
        case text = "TEXT_NODE"
        /// `( … )`.
        case optional = "OPTIONAL_NODE"
        /// `a/b`.
        case alternation = "ALTERNATION_NODE"
        /// One side of an alternation.
        case alternative = "ALTERNATIVE_NODE"
        /// `{name}`.
        case parameter = "PARAMETER_NODE"
        /// The whole expression.
        case expression = "EXPRESSION_NODE"
    }

    /// The kind of node.
    public let type: Kind
    /// Offset of the first scalar.
    public let start: Int
    /// Offset after the last scalar.
    public let end: Int
    /// The nodes inside (none for text nodes).
    public internal(set) var children: [CucumberExpressionNode] = []
    /// The text of a text node; nil for the other kinds.
    public internal(set) var token: String? = nil

    /// The node's text: its token, or its children's texts joined.
    public var text: String {
        if let token {
            return token
        }
        return children.map(\.text).joined()
    }
}
