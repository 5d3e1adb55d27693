/// A `| … | … |` row of a data table or an examples table.
public struct TableRow: Sendable, Hashable, Encodable {
    /// Where the row's first `|` is.
    public var location: Location
    /// The cells, in order.
    public var cells: [TableCell]
    /// The node's id.
    public var id: String

    /// Creates a table row.
    public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}
