import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT and SIGTERM into a graceful stop.
///
/// The step running is cancelled, nothing new starts, every report is still written, and the run exits 130
/// (SIGINT) or 143 (SIGTERM). A second signal ends the process at once.
///
/// The signal handler only writes the signal on a pipe, and a thread of its own reads it: neither needs Dispatch,
/// which under a process limit can wait for ever for a thread and would leave a signal unheard.
package final class Interruption: Sendable {
    /// The process-wide instance; signals belong to the process.
    package static let shared = Interruption()

    private struct State {
        var received: Int32?
        /// The last signal not sent by the supervisor, and when: the supervisor's copy of it is no second signal.
        var lastDirect: (number: Int32, at: MonotonicInstant)?
        var installed = false
        var cancelCurrentWork: (@Sendable () -> Void)?
        /// The language of the run's notices (``install(catalog:)``).
        var catalog = MessageCatalog.english
    }

    private let state = Mutex(State())
    /// The pipe's write end, for the signal handler (which can reach only globals); -1 before ``install(catalog:)``.
    private static let signalPipe = Atomic<Int32>(-1)
    /// The process that supervises this one (`RunSupervisor`), whose copy of a signal the process group already
    /// delivered here is not a second signal; 0 when unsupervised.
    private static let supervisor = Atomic<Int32>(0)

    /// The signal that asked the run to stop, if one did.
    package var signal: Int32? {
        state.withLock { $0.received }
    }

    /// The exit status for the signal received: 128 + its number.
    package var exitStatus: Int32? { signal.map { 128 + $0 } }

    /// The name of the signal received (`SIGINT`, `SIGTERM`), if one was.
    var signalName: String? { signal.map(Self.name) }

    /// The name of SIGINT or SIGTERM.
    package static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT" : "SIGTERM"
    }

    /// What the reports of an interrupted run say about it (`interrupted by SIGINT: …`), or `nil`.
    var reportMessage: String? {
        let (received, catalog) = state.withLock { ($0.received, $0.catalog) }
        return received.map { catalog.text(.runInterrupted(signal: Self.name($0))) }
    }

    /// Names the process that forwards this one the signals it is sent (`RunSupervisor`).
    package static func superviseBy(_ process: pid_t) {
        supervisor.store(process, ordering: .relaxed)
    }

    /// Starts listening for SIGINT and SIGTERM (idempotent), saying what happens in `catalog`'s language.
    ///
    /// When no thread can be made to listen, the signals keep their default action: they end the process.
    package func install(catalog: MessageCatalog) {
        state.withLock { state in
            state.catalog = catalog
            guard !state.installed else { return }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let readEnd = ends[0]
            guard DetachedThread.start({ Interruption.listen(on: readEnd) }) else {
                close(ends[0])
                close(ends[1])
                return
            }
            Self.signalPipe.store(ends[1], ordering: .releasing)
            for number in [SIGINT, SIGTERM] {
                var action = sigaction()
                #if canImport(Glibc)
                    action.__sigaction_handler.sa_sigaction = Interruption.handle
                #else
                    action.__sigaction_u.__sa_sigaction = Interruption.handle
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_SIGINFO | SA_RESTART
                sigaction(number, &action, nil)
            }
            state.installed = true
        }
    }

    /// Registers what to cancel if a signal arrives while user code runs (cancelled at once when one already
    /// has).
    package func cancelOnSignal(_ cancel: (@Sendable () -> Void)?) {
        let alreadyInterrupted = state.withLock { state in
            state.cancelCurrentWork = cancel
            return state.received != nil
        }
        if alreadyInterrupted { cancel?() }
    }

    /// The signal handler: async-signal-safe, it writes the signal's number and whether the supervisor sent it.
    private static let handle:
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) ->
            Void = { number, info, _ in
                #if canImport(Glibc)
                    let sender = info?.pointee._sifields._kill.si_pid ?? 0
                #else
                    let sender = info?.pointee.si_pid ?? 0
                #endif
                let supervisor = Interruption.supervisor.load(ordering: .relaxed)
                let forwarded: UInt8 = supervisor != 0 && sender == supervisor ? 1 : 0
                let bytes: (UInt8, UInt8) = (UInt8(truncatingIfNeeded: number), forwarded)
                let descriptor = Interruption.signalPipe.load(ordering: .relaxed)
                _ = withUnsafeBytes(of: bytes) { write(descriptor, $0.baseAddress, 2) }
            }

    /// The listening thread: one signal at a time, as the handler wrote them.
    private static func listen(on descriptor: Int32) {
        var bytes: (UInt8, UInt8) = (0, 0)
        while withUnsafeMutableBytes(of: &bytes, { read(descriptor, $0.baseAddress, 2) }) == 2 {
            shared.receive(Int32(bytes.0), fromSupervisor: bytes.1 == 1)
        }
    }

    private func receive(_ number: Int32, fromSupervisor: Bool) {
        let now = MonotonicInstant.now()
        let (isSecond, cancel, catalog) = state.withLock {
            state -> (Bool?, (@Sendable () -> Void)?, MessageCatalog) in
            // The supervisor forwards what it is sent; when the whole process group was signalled (Ctrl-C, a
            // service manager), this process had it a moment before: that copy is not a second signal.
            if fromSupervisor, let direct = state.lastDirect, direct.number == number,
                direct.at.duration(to: now).seconds < 1
            {
                return (nil, nil, state.catalog)
            }
            if !fromSupervisor { state.lastDirect = (number, now) }
            if state.received != nil { return (true, nil, state.catalog) }
            state.received = number
            return (false, state.cancelCurrentWork, state.catalog)
        }
        guard let isSecond else { return }
        if isSecond {
            // The second signal: the user really wants out, and no worker may outlive the runner; the reports,
            // incomplete, stay as they were.
            ChildProcesses.killAll()
            ReportFileCleanup.removeAll()
            _exit(128 + number)
        }
        FileHandle.standardError.write(
            Data("\nspec-runner: \(catalog.text(.runSignalReceived(signal: Self.name(number))))\n".utf8))
        cancel?()
    }
}
