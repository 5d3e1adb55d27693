/// A data table step argument.
public struct DataTable: Sendable, Hashable, Encodable {
    /// Where the first row is.
    public var location: Location
    /// The rows, in order.
    public var rows: [TableRow]

    /// Creates a data table.
    public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}
