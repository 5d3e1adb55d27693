/// A located problem in a Gherkin source, with the official parser's message text.
///
/// Encodes as the Cucumber Messages `ParseError`: `{"source": {"uri": …, "location": …}, "message": …}`.
public struct GherkinError: Error, Sendable, Hashable, Encodable, CustomStringConvertible {
    /// What went wrong, for tools that want more than the message.
    public enum Kind: Sendable, Hashable {
        /// A line that the grammar does not allow here; `expected` are token names such as `#StepLine`.
        case unexpectedToken(expected: [String], got: String)
        /// The file ended where the grammar needs more (an open doc string, tags with nothing to tag, …).
        case unexpectedEndOfFile(expected: [String])
        /// A table row with a different number of cells than the table's first row.
        case inconsistentCellCount
        /// A `# language:` header (or a default language) that names no dialect.
        case noSuchLanguage(String)
        /// A tag with whitespace inside it.
        case tagWithWhitespace
        /// Bytes that are not UTF-8.
        case invalidUTF8
    }

    /// The source the error is in.
    public var uri: String
    /// Where the error is; the column is `nil` only at the end of the file.
    public var location: Location
    /// The official message, prefixed with `(line:column): `.
    ///
    /// For example `(2:1): expected: #EOF, …, got 'x'`; the column is 0 at the end of the file.
    public var message: String
    /// The kind of error.
    public var kind: Kind

    /// The message without its `(line:column): ` prefix.
    public var summary: String {
        guard message.hasPrefix("("), let end = message.firstIndex(of: ")") else { return message }
        let rest = message[message.index(after: end)...]
        return rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : String(rest)
    }

    /// The message.
    public var description: String { message }

    private enum CodingKeys: String, CodingKey {
        case source, message
    }

    private enum SourceKeys: String, CodingKey {
        case uri, location
    }

    /// Encodes as the Cucumber Messages `ParseError`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var source = container.nestedContainer(keyedBy: SourceKeys.self, forKey: .source)
        try source.encode(uri, forKey: .uri)
        try source.encode(location, forKey: .location)
        try container.encode(message, forKey: .message)
    }
}

// In an extension, so that the struct keeps its memberwise initializer.
extension GherkinError {
    /// Creates an error whose message is `summary` prefixed with its location, as the official parser writes it.
    public init(uri: String, location: Location, summary: String, kind: Kind) {
        self.init(
            uri: uri, location: location, message: "(\(location.line):\(location.column ?? 0)): \(summary)", kind: kind)
    }
}
