/// A `Background:`: steps run before every scenario of its feature or rule.
public struct Background: Sendable, Hashable, Encodable {
    /// Where the `Background:` line is.
    public var location: Location
    /// The keyword as written, without the colon.
    public var keyword: String
    /// The text after the keyword, trimmed.
    public var name: String
    /// The free text below the `Background:` line.
    public var description: String
    /// The steps, in order.
    public var steps: [Step]
    /// The node's id.
    public var id: String
}
