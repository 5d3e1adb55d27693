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

    /// The whole duration in nanoseconds, held at `Int64`'s bounds: a duration read from a file (a shard's
    /// messages) may be any number of seconds.
    public var totalNanoseconds: Int64 {
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? (seconds < 0 ? .min : .max) : Self.saturating(scaled, plus: Int64(nanos))
    }

    /// The whole duration in seconds.
    public var totalSeconds: Double { Double(seconds) + Double(nanos) / 1e9 }

    /// The sum of two durations.
    public static func + (lhs: Duration, rhs: Duration) -> Duration {
        Duration(nanoseconds: saturating(lhs.totalNanoseconds, plus: rhs.totalNanoseconds))
    }

    /// `first + second`, held at `Int64`'s bounds.
    static func saturating(_ first: Int64, plus second: Int64) -> Int64 {
        let (sum, overflow) = first.addingReportingOverflow(second)
        return overflow ? (second < 0 ? .min : .max) : sum
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: Duration, rhs: Duration) -> Bool {
        lhs.totalNanoseconds < rhs.totalNanoseconds
    }
}
