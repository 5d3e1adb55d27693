import Dispatch
import Foundation

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
public final class CommandOutput: @unchecked Sendable {
    private enum Destination {
        case standardStreams
        case captured
    }

    // @unchecked Sendable: the pending standard output is guarded by `lock` (a timer writes it out from another
    // thread, and so may an `exit`); the rest is used by the run's thread only.
    private let destination: Destination
    /// Guards the pending standard output: one lock for the process, since `atexit` cannot reach an instance.
    private static let lock = NSLock()
    /// Standard output not yet handed to the system: a fixed block, so that a crash handler can write it out.
    private let pending: UnsafeMutablePointer<UInt8>
    private var pendingCount = 0
    private static let pendingCapacity = 1 << 16
    /// Whether standard output is a terminal (then ``flushSoon()`` flushes at once).
    private let toTerminal: Bool
    /// Writes pending standard output out every tenth of a second, once output goes out in blocks.
    private var timer: (any DispatchSourceTimer)?
    private var errorBuffer: [UInt8] = []

    /// Everything written to standard output so far, when capturing.
    public private(set) var capturedOutput = ""
    /// Everything written to standard error so far, when capturing.
    public private(set) var capturedError = ""

    private init(destination: Destination) {
        self.destination = destination
        let isStandard = if case .standardStreams = destination { true } else { false }
        // A captured output keeps its text in strings: its block is never used.
        pending = .allocate(capacity: isStandard ? Self.pendingCapacity : 1)
        toTerminal = isStandard && isatty(1) == 1
        if isStandard {
            Self.crashPending = pending
            Self.crashPendingCount = 0
            // A step that calls `exit` ends the process without the run's own flush.
            if !Self.flushesAtExit {
                Self.flushesAtExit = true
                atexit {
                    CommandOutput.lock.lock()
                    CommandOutput.writePendingOutput()
                    CommandOutput.lock.unlock()
                }
            }
        }
    }

    deinit {
        timer?.cancel()
        if Self.crashPending == pending { Self.crashPending = nil }
        pending.deallocate()
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
            capturedOutput += String(decoding: bytes, as: UTF8.self)
        case .standardStreams:
            Self.lock.lock()
            defer { Self.lock.unlock() }
            if pendingCount + bytes.count > Self.pendingCapacity { writeOutPending() }
            guard bytes.count <= Self.pendingCapacity else {
                Self.writeAll(Array(bytes), to: 1)
                return
            }
            _ = UnsafeMutableBufferPointer(start: pending + pendingCount, count: bytes.count).initialize(from: bytes)
            pendingCount += bytes.count
            // Published after the copy: a crash in the middle of it leaves the handler the bytes before.
            Self.crashPendingCount = pendingCount
        }
    }

    /// Writes `text` to standard error; diagnostics are never held back.
    ///
    /// Control characters in it are shown escaped: a diagnostic quotes paths and lines of feature files.
    public func writeError(_ text: String) {
        let text = ReportEscaping.terminal(text)
        switch destination {
        case .captured:
            capturedError += text
        case .standardStreams:
            flush()
            errorBuffer.append(contentsOf: text.utf8)
            Self.writeAll(errorBuffer, to: 2)
            errorBuffer.removeAll(keepingCapacity: true)
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
    func flushSoon() {
        guard case .standardStreams = destination else { return }
        if toTerminal { return flush() }
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100), leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in self?.flush() }
        timer.resume()
        self.timer = timer
    }

    /// Writes out the pending block; the caller holds `lock`.
    private func writeOutPending() {
        guard pendingCount > 0 else { return }
        Self.writeAll(pending, count: pendingCount, to: 1)
        pendingCount = 0
        Self.crashPendingCount = 0
    }

    /// The standard output block of the process's output and how much of it is pending, for
    /// ``writePendingOutput()``.
    // nonisolated(unsafe): the crash handler reads these, and a signal handler may take no lock.
    private nonisolated(unsafe) static var crashPending: UnsafeMutablePointer<UInt8>?
    private nonisolated(unsafe) static var crashPendingCount = 0
    private nonisolated(unsafe) static var flushesAtExit = false

    /// Writes out the standard output not yet handed to the system, from a crash handler or at exit: only
    /// async-signal-safe work (one `write(2)` of a fixed block, no lock; a crash while the timer is writing the
    /// same block out may show its lines twice, which is better than losing them).
    static func writePendingOutput() {
        guard let pending = crashPending, crashPendingCount > 0 else { return }
        _ = systemWrite(1, pending, crashPendingCount)
        crashPendingCount = 0
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            writeAll(base, count: buffer.count, to: descriptor)
        }
    }

    private static func writeAll(_ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) {
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
func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
    #else
        Darwin.write(descriptor, pointer, count)
    #endif
}
