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
enum ReportFileCleanup {
    private static let capacity = 64
    // nonisolated(unsafe): signal handlers read these, and a signal handler may take no lock.
    private nonisolated(unsafe) static let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
        capacity: capacity)
    private nonisolated(unsafe) static var initialized = false

    /// Remembers `path` (called on the run's thread only).
    static func register(_ path: String) {
        prepare()
        for slot in 0..<capacity where paths[slot] == nil {
            paths[slot] = strdup(path)
            return
        }
    }

    /// Forgets `path`: it was renamed or removed.
    static func unregister(_ path: String) {
        prepare()
        for slot in 0..<capacity {
            guard let stored = paths[slot], String(cString: stored) == path else { continue }
            paths[slot] = nil
            free(stored)
            return
        }
    }

    /// Removes every file still being written: async-signal-safe.
    static func removeAll() {
        guard initialized else { return }
        for slot in 0..<capacity {
            if let stored = paths[slot] { unlink(stored) }
        }
    }

    private static func prepare() {
        guard !initialized else { return }
        paths.initialize(repeating: nil, count: capacity)
        initialized = true
    }
}
