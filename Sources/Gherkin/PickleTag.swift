/// A tag of a pickle, inherited from the feature, rule, scenario or examples.
public struct PickleTag: Sendable, Hashable, Encodable {
    /// The tag including its `@`.
    public var name: String
    /// The id of the AST tag.
    public var astNodeId: String

    /// Creates a pickle tag.
    public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
