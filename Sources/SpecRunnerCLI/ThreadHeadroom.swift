import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the system will make the threads a run needs, asked before any is needed.
///
/// Under a limit on the user's processes (`ulimit -u`; threads count as processes), Dispatch retries a thread it
/// cannot make for ever, and the run waits without a word. So when such a limit is set, the runner first makes
/// that many threads itself, all alive at once, and lets them go.
enum ThreadHeadroom {
    /// The threads a run needs at once: Dispatch's pool (one a core), its manager and the main thread, and
    /// the runner's own (signals, watchdog, a worker's reader).
    static var needed: Int { ProcessInfo.processInfo.activeProcessorCount + 4 }

    /// The limit when it stops `needed` threads being made; `nil` when they can be (or no limit applies).
    static func shortage() -> rlim_t? {
        var limit = rlimit()
        guard getrlimit(resourceLimitOfProcesses, &limit) == 0, limit.rlim_cur != unlimited, geteuid() != 0
        else { return nil }
        return canMake(needed) ? nil : limit.rlim_cur
    }

    #if canImport(Glibc)
        private static let resourceLimitOfProcesses = __rlimit_resource_t(__RLIMIT_NPROC.rawValue)
        private static let unlimited = rlim_t.max
    #else
        private static let resourceLimitOfProcesses = RLIMIT_NPROC
        private static let unlimited = RLIM_INFINITY
    #endif

    /// Makes `count` threads that wait on a pipe, closes it to let them end, and joins those made.
    private static func canMake(_ count: Int) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        var threads: [pthread_t] = []
        for _ in 0..<count {
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let context = UnsafeMutableRawPointer(bitPattern: Int(ends[0]) + 1)
            guard pthread_create(&thread, nil, waitForClose, context) == 0 else { break }
            #if canImport(Glibc)
                threads.append(thread)
            #else
                if let thread { threads.append(thread) }
            #endif
        }
        close(ends[1])
        for thread in threads { pthread_join(thread, nil) }
        close(ends[0])
        return threads.count == count
    }

    /// A thread's body: reads the pipe (whose descriptor + 1 is the context) until it is closed.
    private static let waitForClose: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
        context in
        let descriptor = Int32(Int(bitPattern: context) - 1)
        var byte: UInt8 = 0
        _ = read(descriptor, &byte, 1)
        return nil
    }
}
