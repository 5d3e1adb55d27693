import CucumberMessages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A monotonic clock reading, for measuring durations that wall-clock jumps must not distort.
package struct MonotonicInstant: Sendable {
    package let nanoseconds: Int64

    package static func now() -> MonotonicInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicInstant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    package func duration(to later: MonotonicInstant) -> Duration {
        Duration(nanoseconds: max(0, later.nanoseconds - nanoseconds))
    }
}
