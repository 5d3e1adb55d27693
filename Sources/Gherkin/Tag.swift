/// A tag (`@smoke`) on a feature, rule, scenario or examples table.
public struct Tag: Sendable, Hashable, Encodable {
    /// Where the tag's `@` is.
    public var location: Location
    /// The tag including its `@`.
    public var name: String
    /// The node's id.
    public var id: String
}
