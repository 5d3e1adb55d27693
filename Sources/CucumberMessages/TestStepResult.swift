/// How a test step (or a run hook) ended.
public struct TestStepResult: Codable, Sendable, Equatable {
    /// How long it took.
    public var duration: Duration
    /// Its status.
    public var status: Status
    /// Why it did not pass, when it didn't.
    public var message: String?
    /// The error it threw, when it threw one.
    public var exception: ExceptionMessage?

    /// Creates a result.
    public init(status: Status, duration: Duration = .zero, message: String? = nil, exception: ExceptionMessage? = nil)
    {
        self.status = status
        self.duration = duration
        self.message = message
        self.exception = exception
    }
}
