/// A cell of a table row.
public struct TableCell: Sendable, Hashable, Encodable {
    /// Where the cell's trimmed value starts.
    public var location: Location
    /// The value, trimmed, with `\|`, `\\` and `\n` unescaped.
    public var value: String
}
