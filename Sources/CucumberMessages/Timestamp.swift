#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point in wall-clock time, as Cucumber Messages encode it.
public struct Timestamp: Codable, Sendable, Hashable, Comparable {
    /// Whole seconds since the Unix epoch.
    public var seconds: Int64
    /// Nanoseconds within the second.
    public var nanos: Int32

    /// Creates a timestamp from its parts.
    public init(seconds: Int64, nanos: Int32) {
        self.seconds = seconds
        self.nanos = nanos
    }

    /// The current wall-clock time.
    public static func now() -> Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(seconds: Int64(time.tv_sec), nanos: Int32(time.tv_nsec))
    }

    /// The time from `self` to `later`, none when `later` is earlier; held at `Int64`'s bounds (a timestamp read
    /// from a file may be any number).
    public func duration(to later: Timestamp) -> Duration {
        let (seconds, overflow) = later.seconds.subtractingReportingOverflow(self.seconds)
        if overflow { return Duration(nanoseconds: later.seconds < self.seconds ? 0 : .max) }
        let span = Duration(seconds: seconds, nanos: 0).totalNanoseconds
        return Duration(nanoseconds: max(0, Duration.saturating(span, plus: Int64(later.nanos) - Int64(nanos))))
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanos) < (rhs.seconds, rhs.nanos)
    }
}
