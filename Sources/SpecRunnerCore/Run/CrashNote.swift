import Synchronization

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
package enum CrashNote {
    /// The note the handler writes: the first `length` bytes of `note`, published after they are written.
    private static let note = SignalSafeBuffer<CChar>(repeating: 0, count: capacity)
    private static let length = Atomic<Int>(0)
    /// The handlers installed before ours, indexed by signal number.
    private static let previous = SignalSafeBuffer<sigaction>(repeating: sigaction(), count: 65)
    private static let installed = Atomic<Bool>(false)
    /// The note's words in the run's language, worded once (a note is laid out before every scenario); never
    /// read in the handler.
    private static let words = Mutex(Words(.english))

    /// The note's sentences around the scenario it names.
    private struct Words {
        /// Before the scenario's place (`\nspec-runner: the run crashed in the scenario at `).
        let before: String
        /// After it: the rest of the sentence and the advice.
        let after: String
        /// The whole note when no scenario runs.
        let between: String

        init(_ catalog: MessageCatalog) {
            // Where the scenario goes in the sentence.
            let marker = "\u{1}"
            let sentence = catalog.text(.crashNoteInScenario(place: marker)).split(
                separator: marker, omittingEmptySubsequences: false)
            let advice = ". " + catalog.text(.crashNoteAdvice) + "\n"
            before = "\nspec-runner: " + (sentence.first ?? "")
            after = sentence.dropFirst().joined() + advice
            between = "\nspec-runner: " + catalog.text(.crashNote) + advice
        }
    }

    /// Whether a crash leaves a note (a run without workers, in the real process).
    package static var isInstalled: Bool { installed.load(ordering: .relaxed) }
    private static let capacity = 1024

    /// Installs the handler for the crash signals (once per process), its note in `catalog`'s language.
    package static func install(catalog: MessageCatalog) {
        words.withLock { $0 = Words(catalog) }
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        clear()
        // What the handler reads is in place before it can run (a static is made on its first use, which a
        // signal handler must not be).
        CommandOutput.prepareForSignals()
        ReportFileCleanup.prepareForSignals()
        RerunCrashList.prepareForSignals()
        CrashSignals.install(handle, keepingPreviousIn: previous)
    }

    /// Names the scenario about to run (`uri:line (name)`), for the note.
    ///
    /// Written piece by piece into the buffer: it runs before every scenario.
    static func update(uri: String, line: Int, name: String) {
        guard isInstalled else { return }
        let (before, after) = words.withLock { ($0.before, $0.after) }
        var written = 0
        length.store(0, ordering: .releasing)
        append(before, &written)
        append(ReportEscaping.terminal(uri), &written)
        append(":", &written)
        append(String(line), &written)
        append(" (", &written)
        append(ReportEscaping.terminal(name), &written)
        append(")", &written)
        append(after, &written)
        length.store(written, ordering: .releasing)
    }

    /// Leaves a note that names no scenario (between scenarios).
    static func clear() {
        guard isInstalled else { return }
        let note = words.withLock { $0.between }
        var written = 0
        length.store(0, ordering: .releasing)
        append(note, &written)
        length.store(written, ordering: .releasing)
    }

    /// Appends `text` to the note after the `written` bytes, as much of it as fits.
    private static func append(_ text: String, _ written: inout Int) {
        var text = text
        let offset = written
        written += text.withUTF8 { source in
            let count = min(source.count, capacity - offset)
            guard count > 0 else { return 0 }
            UnsafeMutableRawPointer(note.start + offset).copyMemory(from: source.baseAddress!, byteCount: count)
            return count
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        // The report so far first (to a pipe or a file, standard output goes out in blocks), then the note.
        CommandOutput.writePendingOutput()
        // The reports cannot be completed: leave each as it was before the run, but the rerun file, which lists
        // what is left to run.
        ReportFileCleanup.removeAll()
        RerunCrashList.writeAfterCrash()
        _ = write(2, CrashNote.note.start, CrashNote.length.load(ordering: .acquiring))
        // Restore whoever handled the signal before (the runtime's crash reporter, or the default), and let
        // the signal take its course.
        sigaction(number, CrashNote.previous.start + Int(number), nil)
        raise(number)
    }
}
