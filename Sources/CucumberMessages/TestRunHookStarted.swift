/// A BeforeAll or AfterAll hook starts.
public struct TestRunHookStarted: Codable, Sendable, Equatable {
    /// This execution's id.
    public var id: String
    /// The run's id.
    public var testRunStartedId: String
    /// The hook's id.
    public var hookId: String
    /// When it started.
    public var timestamp: Timestamp

    package init(id: String, testRunStartedId: String, hookId: String, timestamp: Timestamp) {
        self.id = id
        self.testRunStartedId = testRunStartedId
        self.hookId = hookId
        self.timestamp = timestamp
    }
}
