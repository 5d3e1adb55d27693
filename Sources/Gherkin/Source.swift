/// A Gherkin source file as the Cucumber Messages `Source` describes it.
public struct Source: Sendable, Hashable, Encodable {
    /// The syntax of a source.
    public enum MediaType: String, Sendable, Hashable, Codable {
        /// Plain Gherkin (`.feature`).
        case gherkinPlain = "text/x.cucumber.gherkin+plain"
        /// Markdown with Gherkin (`.feature.md`).
        case gherkinMarkdown = "text/x.cucumber.gherkin+markdown"

        /// The media type for a path: Markdown for names ending in `.md`, plain Gherkin otherwise.
        public init(path: String) {
            self =
                path.utf8.count >= 3 && path.utf8.suffix(3).elementsEqual(".md".utf8) ? .gherkinMarkdown : .gherkinPlain
        }
    }

    /// Where the source came from.
    public var uri: String
    /// The text.
    public var data: String
    /// The syntax of the text.
    public var mediaType: MediaType

    /// Creates a source.
    public init(uri: String, data: String, mediaType: MediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}
