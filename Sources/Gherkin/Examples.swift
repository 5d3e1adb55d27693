/// An `Examples:` table of a scenario outline: a header row naming the placeholders and one body row per pickle.
public struct Examples: Sendable, Hashable, Encodable {
    /// Where the `Examples:` line is.
    public var location: Location
    /// The tags above the `Examples:` line.
    public var tags: [Tag]
    /// The keyword as written, without the colon.
    public var keyword: String
    /// The text after the keyword, trimmed.
    public var name: String
    /// The free text below the `Examples:` line.
    public var description: String
    /// The first row (the placeholder names), or `nil` when the table is missing.
    public var tableHeader: TableRow?
    /// The other rows.
    public var tableBody: [TableRow]
    /// The node's id.
    public var id: String

    /// Creates an examples table.
    public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String, tableHeader: TableRow?,
        tableBody: [TableRow], id: String
    ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.tableHeader = tableHeader
        self.tableBody = tableBody
        self.id = id
    }
}
