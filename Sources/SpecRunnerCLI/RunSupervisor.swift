import Foundation
import SpecRunner
import SpecRunnerCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a run's exit status honest when step code ends the process behind the runner's back (ADR 0007).
///
/// `_exit(0)` from a step runs no handler: the shell would see a green run that never finished. So, before any
/// thread exists, the runner forks. The child runs and, when it ends through `exit` (every way the runner ends,
/// and the one `RunAbort` reports for step code), says so with one byte on a pipe. The parent only waits: it
/// forwards the signals it is sent, passes on the child's status or signal, and turns a status 0 the child never
/// announced into a failure with a message. A fork is chosen over starting the process again because it is the
/// cheaper of the two (docs/performance.md, «Speed back»).
enum RunSupervisor {
    /// The write end of the pipe on which the child says it ended through `exit`; -1 in an unsupervised process.
    private static let finishedPipe = Atomic<Int32>(-1)
    /// The signals the parent waits for: its child's end, and those it forwards.
    private static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Whether `arguments` make a run whose steps execute in this process: not `lsp`, `mcp`, `merge`, `steps`,
    /// `gherkin`, `--watch` or a worker, whose processes are supervised otherwise or run no step code.
    static func supervises(_ arguments: [String]) -> Bool {
        let commands: Set<String> = ["lsp", "mcp", "merge", "steps", "gherkin", "--worker"]
        return !(arguments.first.map(commands.contains) ?? false) && !arguments.contains("--watch")
    }

    /// Forks into a waiting parent, which never returns, and the child, which returns to run.
    ///
    /// Returns at once, unsupervised, when the process already has threads (a fork would copy none of them) or
    /// cannot fork.
    /// `catalog` gives the language of the parent's message.
    static func start(catalog: () -> MessageCatalog) {
        guard isSingleThreaded else { return }
        var waited = sigset_t()
        sigemptyset(&waited)
        for number in forwarded + [SIGCHLD] { sigaddset(&waited, number) }
        var previousMask = sigset_t()
        sigprocmask(SIG_BLOCK, &waited, &previousMask)
        var ends: [Int32] = [-1, -1]
        let parent = getpid()
        let child = pipe(&ends) == 0 ? fork() : -1
        guard child != 0 else {
            close(ends[0])
            startChild(parent: parent, finishedPipe: ends[1], mask: previousMask)
            return
        }
        guard child > 0 else {
            sigprocmask(SIG_SETMASK, &previousMask, nil)
            for end in ends where end >= 0 { close(end) }
            return
        }
        // The signals stay blocked in the parent from before the fork on: a child that ends at once must find its
        // SIGCHLD kept pending for `sigwait`, not discarded by the default action while unblocked.
        close(ends[1])
        superviseChild(child, waiting: waited, finishedPipe: ends[0], catalog: catalog)
    }

    private static var isSingleThreaded: Bool {
        #if canImport(Glibc)
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) == 1
        #else
            pthread_is_threaded_np() == 0
        #endif
    }

    private static func startChild(parent: pid_t, finishedPipe: Int32, mask: sigset_t) {
        _ = fcntl(finishedPipe, F_SETFD, FD_CLOEXEC)
        #if canImport(Glibc)
            // No run outlives its supervisor (a SIGKILL to it, a harness's time-out). `prctl` is not in the Glibc
            // module: looked up by name, with the type of its C declaration.
            typealias ProcessControl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            let setParentDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
                _ = unsafeBitCast(symbol, to: ProcessControl.self)(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
            }
            if getppid() != parent { _exit(1) }
        #endif
        var mask = mask
        sigprocmask(SIG_SETMASK, &mask, nil)
        Self.finishedPipe.store(finishedPipe, ordering: .relaxed)
        atexit {
            var byte: UInt8 = 1
            _ = write(RunSupervisor.finishedPipe.load(ordering: .relaxed), &byte, 1)
        }
        Interruption.superviseBy(parent)
    }

    private static func superviseChild(
        _ child: pid_t, waiting signals: sigset_t, finishedPipe: Int32, catalog: () -> MessageCatalog
    ) -> Never {
        // A handler, though it never runs (the signal is blocked and waited for): a SIGCHLD left to its default
        // action may be discarded rather than kept pending.
        signal(SIGCHLD) { _ in }
        var signals = signals
        while true {
            var number: Int32 = 0
            guard sigwait(&signals, &number) == 0 else { continue }
            if number != SIGCHLD {
                kill(child, number)
                continue
            }
            var status: Int32 = 0
            if waitpid(child, &status, WNOHANG) == child {
                end(asChildEnded: status, announced: readsByte(finishedPipe), catalog: catalog)
            }
        }
    }

    private static func readsByte(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 1
    }

    /// Ends the parent as the child ended: with its status, by its signal, or failed when it ended with
    /// status 0 without announcing it.
    private static func end(asChildEnded status: Int32, announced: Bool, catalog: () -> MessageCatalog) -> Never {
        let signalNumber = status & 0x7f
        guard signalNumber == 0 else {
            signal(signalNumber, SIG_DFL)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, signalNumber)
            sigprocmask(SIG_UNBLOCK, &unblocked, nil)
            raise(signalNumber)
            exit(128 + signalNumber)
        }
        let code = (status >> 8) & 0xff
        guard code == 0, !announced else { exit(code) }
        let catalog = catalog()
        let diagnostic = Diagnostic(
            .error, message: catalog.text(.runEndedWithoutFinishing),
            hint: catalog.text(.runEndedWithoutFinishingHint))
        FileHandle.standardError.write(Data(("spec-runner: " + diagnostic.rendered(catalog)).utf8))
        exit(1)
    }
}
