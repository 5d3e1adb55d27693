/// A `Scenario:`/`Example:`, or a `Scenario Outline:`/`Scenario Template:` when it has examples.
public struct Scenario: Sendable, Hashable, Encodable {
    /// Where the scenario's keyword line is.
    public var location: Location
    /// The tags above the keyword line.
    public var tags: [Tag]
    /// The keyword as written, without the colon.
    public var keyword: String
    /// The text after the keyword, trimmed.
    public var name: String
    /// The free text below the keyword line.
    public var description: String
    /// The steps, in order.
    public var steps: [Step]
    /// The `Examples:` tables of an outline (empty for a plain scenario).
    public var examples: [Examples]
    /// The node's id.
    public var id: String

    /// Creates a scenario.
    public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String, steps: [Step],
        examples: [Examples], id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
        self.id = id
    }
}
