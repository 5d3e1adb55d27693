#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files being written beside reports (see ``ReportFile``), so that a process ending abruptly (a crash, a
/// second signal) removes them and leaves the reports as they were.
///
/// Kept as C strings in a fixed table: ``removeAll()`` runs in signal handlers, where only async-signal-safe
/// work is allowed (`unlink`, no allocation, no lock).
package enum ReportFileCleanup {
    private static let capacity = 64
    /// The paths, each in a slot of its own (nil: a free slot).
    private static let paths = SignalSafeBuffer<UnsafeMutablePointer<CChar>?>(repeating: nil, count: capacity)

    /// Remembers `path` (called on the run's thread only).
    package static func register(_ path: String) {
        for slot in 0..<capacity where paths[slot] == nil {
            paths[slot] = strdup(path)
            return
        }
    }

    /// Forgets `path`: it was renamed or removed.
    package static func unregister(_ path: String) {
        for slot in 0..<capacity {
            guard let stored = paths[slot], String(cString: stored) == path else { continue }
            paths[slot] = nil
            free(stored)
            return
        }
    }

    /// Makes what ``removeAll()`` reads before a signal handler may call it.
    static func prepareForSignals() {
        _ = paths.count
    }

    /// Removes every file still being written: async-signal-safe.
    static func removeAll() {
        for slot in 0..<capacity {
            if let stored = paths[slot] { unlink(stored) }
        }
    }
}
