/// A test step ends.
public struct TestStepFinished: Codable, Sendable, Equatable {
    /// The attempt it belongs to.
    public var testCaseStartedId: String
    /// The step.
    public var testStepId: String
    /// How it ended.
    public var testStepResult: TestStepResult
    /// When it ended.
    public var timestamp: Timestamp

    package init(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testStepResult = testStepResult
        self.timestamp = timestamp
    }
}
