#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// In a run without worker processes, a step that traps ends the process; this leaves a last word on
/// standard error naming the scenario that was running and how to isolate such crashes (`--jobs`), then lets
/// the crash proceed as it would have (the runtime's own report, the signal's exit status).
///
/// Only async-signal-safe work happens in the handler: it writes a buffer prepared before each scenario.
enum CrashNote {
    // nonisolated(unsafe): the crash handler reads these, and a signal handler may take no lock.
    private nonisolated(unsafe) static var buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    private nonisolated(unsafe) static var length = 0
    /// The handlers installed before ours, indexed by signal number (a plain buffer: the handler reads it).
    private nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private nonisolated(unsafe) static var installed = false

    /// Whether a crash leaves a note (a run without workers, in the real process).
    static var isInstalled: Bool { installed }
    private static let capacity = 1024
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// Installs the handler for the crash signals (once per process).
    static func install() {
        guard !installed else { return }
        installed = true
        clear()
        for number in signals {
            var action = sigaction()
            var old = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handle
            #else
                action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(number, &action, &old)
            previous[Int(number)] = old
        }
    }

    /// Names the scenario about to run (`uri:line (name)`), for the note.
    ///
    /// Written piece by piece into the buffer: it runs before every scenario.
    static func update(uri: String, line: Int, name: String) {
        guard installed else { return }
        length = 0
        append("\nspec-runner: the run crashed in the scenario at ")
        append(ReportEscaping.terminal(uri))
        append(":")
        append(String(line))
        append(" (")
        append(ReportEscaping.terminal(name))
        append(")")
        appendAdvice()
    }

    /// Leaves a note that names no scenario (between scenarios).
    static func clear() {
        guard installed else { return }
        length = 0
        append("\nspec-runner: the run crashed")
        appendAdvice()
    }

    private static func appendAdvice() {
        append(". Run with --jobs 1 to report a crash as the failure of its scenario and go on with the rest.\n")
    }

    /// Appends `text` to the note, as much of it as fits.
    private static func append(_ text: String) {
        var text = text
        text.withUTF8 { source in
            let count = min(source.count, capacity - length)
            guard count > 0 else { return }
            UnsafeMutableRawPointer(buffer + length).copyMemory(from: source.baseAddress!, byteCount: count)
            length += count
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        // The report so far first (to a pipe or a file, standard output goes out in blocks), then the note.
        CommandOutput.writePendingOutput()
        // The reports cannot be completed: leave each as it was before the run, but the rerun file, which lists
        // what is left to run.
        ReportFileCleanup.removeAll()
        RerunCrashList.writeAfterCrash()
        _ = write(2, CrashNote.buffer, CrashNote.length)
        // Restore whoever handled the signal before (the runtime's crash reporter, or the default), and let
        // the signal take its course.
        sigaction(number, CrashNote.previous + Int(number), nil)
        raise(number)
    }
}
