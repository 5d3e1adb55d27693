/// The run ends.
public struct TestRunFinished: Codable, Sendable, Equatable {
    /// The run's id.
    public var testRunStartedId: String
    /// When it ended.
    public var timestamp: Timestamp
    /// Whether the run succeeded: no final attempt and no run hook ended failed, pending, undefined or
    /// ambiguous (pending and undefined only count in strict mode).
    public var success: Bool
    /// Why the run itself failed, when it did.
    public var message: String?
    /// The error that failed the run itself, when one did.
    public var exception: ExceptionMessage?

    package init(
        testRunStartedId: String, timestamp: Timestamp, success: Bool, message: String? = nil,
        exception: ExceptionMessage? = nil
    ) {
        self.testRunStartedId = testRunStartedId
        self.timestamp = timestamp
        self.success = success
        self.message = message
        self.exception = exception
    }
}
