/// A step's doc string, passed to a step closure whose last parameter is a `DocString`.
///
/// A closure whose last parameter is a `String` receives just the content.
public struct DocString: Sendable, Equatable {
    /// The text between the delimiters, indentation removed.
    public let content: String
    /// The media type written after the opening delimiter (`"""json`), if any.
    public let mediaType: String?

    /// Creates a doc string.
    public init(_ content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }
}
