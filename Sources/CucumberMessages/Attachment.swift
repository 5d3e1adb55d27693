/// Something a step or a hook attached to the report: text, a document, an image, a link.
public struct Attachment: Codable, Sendable, Equatable {
    /// How `body` is encoded.
    public enum ContentEncoding: String, Codable, Sendable {
        /// `body` is the text itself.
        case identity = "IDENTITY"
        /// `body` is standard Base64 of the bytes.
        case base64 = "BASE64"
    }

    /// The content.
    public var body: String
    /// How the content is encoded.
    public var contentEncoding: ContentEncoding
    /// The content's media type (`text/plain`, `image/png`…).
    public var mediaType: String
    /// A file name to save the content under.
    public var fileName: String?
    /// When it was attached.
    public var timestamp: Timestamp?
    /// The test case attempt it belongs to, for step and scenario-hook attachments.
    public var testCaseStartedId: String?
    /// The step or hook step it belongs to.
    public var testStepId: String?
    /// The run hook it belongs to, for BeforeAll/AfterAll attachments.
    public var testRunHookStartedId: String?

    package init(
        body: String, contentEncoding: ContentEncoding, mediaType: String, fileName: String? = nil,
        timestamp: Timestamp? = nil, testCaseStartedId: String? = nil, testStepId: String? = nil,
        testRunHookStartedId: String? = nil
    ) {
        self.body = body
        self.contentEncoding = contentEncoding
        self.mediaType = mediaType
        self.fileName = fileName
        self.timestamp = timestamp
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testRunHookStartedId = testRunHookStartedId
    }
}
