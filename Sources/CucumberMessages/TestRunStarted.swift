/// The run starts.
public struct TestRunStarted: Codable, Sendable, Equatable {
    /// The run's id.
    public var id: String
    /// When it started.
    public var timestamp: Timestamp

    package init(id: String, timestamp: Timestamp) {
        self.id = id
        self.timestamp = timestamp
    }
}
