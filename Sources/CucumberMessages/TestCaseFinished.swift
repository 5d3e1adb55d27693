/// An attempt at a test case ends.
public struct TestCaseFinished: Codable, Sendable, Equatable {
    /// The attempt's id.
    public var testCaseStartedId: String
    /// When it ended.
    public var timestamp: Timestamp
    /// Whether the test case will be attempted again (`--retry`).
    public var willBeRetried: Bool

    package init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
