/// A parsed Gherkin file: its feature (absent for a file with no `Feature:` line) and every comment in it.
public struct GherkinDocument: Sendable, Hashable, Encodable {
    /// Where the document came from, as given to the parser.
    public var uri: String?
    /// The feature, or `nil` for a document without one (an empty file, only comments).
    public var feature: Feature?
    /// Every `#` comment of the file, in order.
    public var comments: [Comment]

    /// Creates a document.
    public init(uri: String?, feature: Feature?, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}
