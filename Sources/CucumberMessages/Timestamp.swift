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

    /// The time from `self` to `later`.
    public func duration(to later: Timestamp) -> Duration {
        let nanoseconds = (later.seconds - seconds) * 1_000_000_000 + Int64(later.nanos - nanos)
        return Duration(nanoseconds: max(0, nanoseconds))
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanos) < (rhs.seconds, rhs.nanos)
    }
}
