/// The run starts.
public struct TestRunStarted: Codable, Sendable, Equatable {
    /// The run's id.
    public var id: String
    /// When it started.
    public var timestamp: Timestamp
}
