/// Every error found in one Gherkin source, in the order the parser met them.
public struct GherkinErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors (at least one).
    public var errors: [GherkinError]

    /// Creates the error collection.
    public init(errors: [GherkinError]) {
        self.errors = errors
    }

    /// `Parser errors:` followed by one message per line, as the official parser reports them.
    public var description: String {
        (["Parser errors:"] + errors.map(\.message)).joined(separator: "\n")
    }
}
