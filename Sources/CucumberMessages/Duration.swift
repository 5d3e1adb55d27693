/// A span of time, as Cucumber Messages encode it.
public struct Duration: Codable, Sendable, Hashable, Comparable {
    /// Whole seconds.
    public var seconds: Int64
    /// Nanoseconds within the second.
    public var nanos: Int32

    /// Creates a duration from its parts.
    public init(seconds: Int64, nanos: Int32) {
        self.seconds = seconds
        self.nanos = nanos
    }

    /// Creates a duration from a number of nanoseconds.
    public init(nanoseconds: Int64) {
        self.init(seconds: nanoseconds / 1_000_000_000, nanos: Int32(nanoseconds % 1_000_000_000))
    }

    /// No time at all.
    public static let zero = Duration(seconds: 0, nanos: 0)

    /// The whole duration in nanoseconds.
    public var totalNanoseconds: Int64 { seconds * 1_000_000_000 + Int64(nanos) }

    /// The whole duration in seconds.
    public var totalSeconds: Double { Double(seconds) + Double(nanos) / 1e9 }

    /// The sum of two durations.
    public static func + (lhs: Duration, rhs: Duration) -> Duration {
        Duration(nanoseconds: lhs.totalNanoseconds + rhs.totalNanoseconds)
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: Duration, rhs: Duration) -> Bool {
        lhs.totalNanoseconds < rhs.totalNanoseconds
    }
}
