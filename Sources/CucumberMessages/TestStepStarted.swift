/// A test step starts.
public struct TestStepStarted: Codable, Sendable, Equatable {
    /// The attempt it belongs to.
    public var testCaseStartedId: String
    /// The step.
    public var testStepId: String
    /// When it started.
    public var timestamp: Timestamp

    package init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}
