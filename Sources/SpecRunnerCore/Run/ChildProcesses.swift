import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The child processes started and not yet reaped (the workers), so that a runner quitting at once takes them
/// along: process-wide, since the quitting runner (a second signal) has no instance at hand.
package enum ChildProcesses {
    /// The most worker processes a run may ask for (`--jobs`): far more than any machine's cores, few enough
    /// that a mistyped number cannot exhaust the process table (a run never starts more workers than it has
    /// shares of its test cases, ADR 0007).
    package static let maximumWorkers = 256

    /// This executable, which the workers and the watch's runs are, so that they run the same step libraries.
    package static var executable: String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    private static let living = Mutex<Set<pid_t>>([])

    package static func started(_ pid: pid_t) {
        living.withLock { _ = $0.insert(pid) }
    }

    package static func reaped(_ pid: pid_t) {
        living.withLock { _ = $0.remove(pid) }
    }

    /// Kills every child still running: no worker may outlive the runner.
    static func killAll() {
        living.withLock { living in
            for pid in living { kill(pid, SIGKILL) }
        }
    }
}
