/// A doc string step argument: the lines between two `"""` (or ```` ``` ````) delimiters.
public struct DocString: Sendable, Hashable, Encodable {
    /// Where the opening delimiter is.
    public var location: Location
    /// The media type written after the opening delimiter, if any.
    public var mediaType: String?
    /// The lines, joined with `\n`, with the delimiter's indentation removed.
    public var content: String
    /// The delimiter: `"""` or ```` ``` ````.
    public var delimiter: String

    /// Creates a doc string.
    public init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}
