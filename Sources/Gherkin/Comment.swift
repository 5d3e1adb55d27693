/// A `#` comment line.
public struct Comment: Sendable, Hashable, Encodable {
    /// Where the line is (always column 1).
    public var location: Location
    /// The whole line, including its indentation.
    public var text: String
}
