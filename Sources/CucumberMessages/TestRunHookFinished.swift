/// A BeforeAll or AfterAll hook ends.
public struct TestRunHookFinished: Codable, Sendable, Equatable {
    /// The execution's id.
    public var testRunHookStartedId: String
    /// How it ended.
    public var result: TestStepResult
    /// When it ended.
    public var timestamp: Timestamp

    package init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}
