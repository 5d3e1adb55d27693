/// A doc string argument of a pickle step.
public struct PickleDocString: Sendable, Hashable, Encodable {
    /// The media type, if the doc string declares one.
    public var mediaType: String?
    /// The content, with outline placeholders replaced.
    public var content: String
    /// 1 or 2 when the step also has a data table: the position of this argument among the two.
    public var argumentIndex: Int?

    /// Creates a doc string argument.
    public init(mediaType: String?, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}
