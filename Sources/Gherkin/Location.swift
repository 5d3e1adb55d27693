/// A position in a Gherkin source: a 1-based line and, when known, a 1-based column counted in Unicode scalars.
///
/// The column is absent only where the official parser leaves it out: the end of the file.
public struct Location: Sendable, Hashable, Codable {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column in Unicode scalars, or `nil` for the end of the file.
    public var column: Int?

    /// Creates a location.
    public init(line: Int, column: Int?) {
        self.line = line
        self.column = column
    }
}
