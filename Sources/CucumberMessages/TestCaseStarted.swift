/// An attempt at a test case starts.
public struct TestCaseStarted: Codable, Sendable, Equatable {
    /// This attempt's id.
    public var id: String
    /// The test case.
    public var testCaseId: String
    /// 0 for the first attempt, 1 for the first retry, and so on.
    public var attempt: Int
    /// When it started.
    public var timestamp: Timestamp
    /// The worker process running it, with `--jobs`.
    public var workerId: String?

    package init(id: String, testCaseId: String, attempt: Int, timestamp: Timestamp, workerId: String? = nil) {
        self.id = id
        self.testCaseId = testCaseId
        self.attempt = attempt
        self.timestamp = timestamp
        self.workerId = workerId
    }
}
