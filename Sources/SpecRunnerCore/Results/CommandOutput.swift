import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes its output and its diagnostics.
///
/// The real process writes to the standard streams, buffered so that large reports cost few system calls;
/// tests capture both streams as strings instead of spawning a process.
///
/// Reports ask for their output to go out as a run goes (``flushSoon()``). To a terminal it goes at once; to
/// a pipe or a file, as C's standard I/O does, it goes in blocks: within a tenth of a second (a timer writes
/// it out, so a slow step holds nothing back), and before a crash note (the crash handler writes out what is
/// pending, see ``writePendingOutput()``).
public final class CommandOutput: Sendable {
    private enum Destination {
        case standardStreams
        case captured
    }

    /// What a command output changes as it goes: the timer that writes standard output out (it runs on another
    /// thread), and what a capturing output kept.
    private struct State {
        var timer: (any DispatchSourceTimer)?
        var capturedOutput = ""
        var capturedError = ""
    }

    private let destination: Destination
    private let state = Mutex(State())
    /// Guards the pending standard output: one lock for the process, since `atexit` cannot reach an instance.
    private static let lock = NSLock()
    /// Standard output not yet handed to the system, the process's one block: a crash handler writes it out.
    private static let pending = SignalSafeBuffer<UInt8>(repeating: 0, count: pendingCapacity)
    /// How many bytes of `pending` are waiting, published after they are copied (written under `lock`).
    private static let pendingCount = Atomic<Int>(0)
    private static let pendingCapacity = 1 << 16
    /// Whether pending output is written out when the process exits (set up by the first standard output).
    private static let flushesAtExit = Atomic<Bool>(false)
    /// Whether standard output is a terminal (then ``flushSoon()`` flushes at once).
    private let toTerminal: Bool

    /// Everything written to standard output so far, when capturing.
    public var capturedOutput: String { state.withLock { $0.capturedOutput } }
    /// Everything written to standard error so far, when capturing.
    public var capturedError: String { state.withLock { $0.capturedError } }

    private init(destination: Destination) {
        self.destination = destination
        let isStandard = if case .standardStreams = destination { true } else { false }
        toTerminal = isStandard && isatty(1) == 1
        // A step that calls `exit` ends the process without the run's own flush.
        if isStandard && !Self.flushesAtExit.exchange(true, ordering: .relaxed) {
            atexit {
                CommandOutput.lock.lock()
                CommandOutput.writePendingOutput()
                CommandOutput.lock.unlock()
            }
        }
    }

    deinit {
        state.withLock { $0.timer?.cancel() }
    }

    /// Output that goes to the process's standard output and standard error.
    public static func standardStreams() -> CommandOutput { CommandOutput(destination: .standardStreams) }

    /// Output that is kept in memory, for tests.
    public static func capturing() -> CommandOutput { CommandOutput(destination: .captured) }

    /// Writes `text` to standard output.
    public func write(_ text: String) {
        write(bytes: text.utf8)
    }

    /// Writes UTF-8 `bytes` to standard output.
    package func write(bytes: some Collection<UInt8>) {
        switch destination {
        case .captured:
            state.withLock { $0.capturedOutput += String(decoding: bytes, as: UTF8.self) }
        case .standardStreams:
            Self.lock.lock()
            defer { Self.lock.unlock() }
            var count = Self.pendingCount.load(ordering: .relaxed)
            if count + bytes.count > Self.pendingCapacity {
                writeOutPending()
                count = 0
            }
            guard bytes.count <= Self.pendingCapacity else {
                Self.writeAll(Array(bytes), to: 1)
                return
            }
            _ = UnsafeMutableBufferPointer(start: Self.pending.start + count, count: bytes.count).initialize(
                from: bytes)
            // Published after the copy: a crash in the middle of it leaves the handler the bytes before.
            Self.pendingCount.store(count + bytes.count, ordering: .releasing)
        }
    }

    /// Writes `text` to standard error; diagnostics are never held back.
    ///
    /// Control characters in it are shown escaped: a diagnostic quotes paths and lines of feature files.
    public func writeError(_ text: String) {
        let text = ReportEscaping.terminal(text)
        switch destination {
        case .captured:
            state.withLock { $0.capturedError += text }
        case .standardStreams:
            flush()
            Self.writeAll(Array(text.utf8), to: 2)
        }
    }

    /// Sends buffered standard output to the operating system now.
    public func flush() {
        guard case .standardStreams = destination else { return }
        Self.lock.lock()
        writeOutPending()
        Self.lock.unlock()
    }

    /// Sends buffered standard output to the operating system soon: at once to a terminal, within a tenth of a
    /// second to a pipe or a file (without a system call per scenario).
    package func flushSoon() {
        guard case .standardStreams = destination else { return }
        if toTerminal { return flush() }
        state.withLock { state in
            guard state.timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
            timer.schedule(
                deadline: .now() + .milliseconds(100), repeating: .milliseconds(100), leeway: .milliseconds(20))
            timer.setEventHandler { [weak self] in self?.flush() }
            timer.resume()
            state.timer = timer
        }
    }

    /// Writes out the pending block; the caller holds `lock`.
    private func writeOutPending() {
        let count = Self.pendingCount.load(ordering: .relaxed)
        guard count > 0 else { return }
        Self.writeAll(Self.pending.start, count: count, to: 1)
        Self.pendingCount.store(0, ordering: .releasing)
    }

    /// Makes what ``writePendingOutput()`` reads before a signal handler may call it.
    static func prepareForSignals() {
        _ = pending.count
        _ = pendingCount.load(ordering: .relaxed)
    }

    /// Writes out the standard output not yet handed to the system, from a crash handler or at exit: only
    /// async-signal-safe work (one `write(2)` of a fixed block, no lock; a crash while the timer is writing the
    /// same block out may show its lines twice, which is better than losing them).
    static func writePendingOutput() {
        let count = pendingCount.load(ordering: .acquiring)
        guard count > 0 else { return }
        _ = systemWrite(1, pending.start, count)
        pendingCount.store(0, ordering: .releasing)
    }

    /// Writes all of `bytes` to `descriptor` (a pipe, a terminal), as far as the reader takes them.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            writeAll(base, count: buffer.count, to: descriptor)
        }
    }

    /// Writes `count` bytes to `descriptor`, again after an interruption; async-signal-safe (a crash handler's).
    static func writeAll(_ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) {
        var offset = 0
        while offset < count {
            let written = systemWrite(descriptor, bytes + offset, count - offset)
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

/// `write(2)` under the name of this platform's C library (for types with a `write` method of their own).
package func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
    #else
        Darwin.write(descriptor, pointer, count)
    #endif
}
