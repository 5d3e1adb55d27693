import CucumberMessages
import Foundation
import SpecRunnerCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A worker process: this same runner executable started with `--worker`, given its assignment on standard
/// input, sending its envelopes on descriptor 3 and its diagnostics on standard error.
///
/// The assignment comes in two parts: the run's configuration, one line as soon as the worker starts, so that it
/// starts while the parent parses and plans the features, then its share of the plan as bytes to the end of the
/// input once the parent has planned it (``assign(_:)``).
final class WorkerProcess: Sendable {
    /// How a worker process ended.
    enum Exit: Sendable, Equatable {
        case status(Int32)
        case signal(Int32)
    }

    /// Something that happened in a worker, delivered to the parent in order.
    enum Event: Sendable {
        /// The envelopes of the complete lines one read brought (a batch: one hop to the parent's actor for all of
        /// them).
        case envelopes(slot: Int, [Envelope])
        /// The worker speaks another version of the wire (it is being killed; its exit follows).
        case refused(slot: Int, WorkerWire.VersionMismatch)
        case exited(slot: Int, Exit, lastErrorLines: [String])
    }

    let slot: Int
    let pid: pid_t
    private let input: Int32
    private let messages: Int32
    private let errors: Int32
    /// The last lines of its standard error, for the report of a worker that dies.
    private let recentErrorLines = Mutex<[String]>([])
    /// Signalled once the configuration is written, so that the test cases follow it.
    private let configurationWritten = DispatchSemaphore(value: 0)
    /// Signalled when its standard error ends (the worker is gone), so that its last lines are read before its
    /// exit is reported.
    private let errorsRead = DispatchSemaphore(value: 0)
    /// Set when its start failed half-way (a thread it needs could not be made): its end is not an event.
    private let startFailed = Atomic<Bool>(false)

    private init(slot: Int, pid: pid_t, input: Int32, messages: Int32, errors: Int32) {
        self.slot = slot
        self.pid = pid
        self.input = input
        self.messages = messages
        self.errors = errors
    }

    /// Starts a worker for `assignment` (its share of the plan comes later, by ``assign(_:)``); its events
    /// arrive through `continuation`.
    static func launch(
        slot: Int,
        assignment: WorkerAssignment,
        continuation: AsyncStream<Event>.Continuation
    ) throws -> WorkerProcess {
        let catalog = assignment.configuration.catalog
        let input = try pipe(catalog)
        let messages = try pipe(catalog)
        let errors = try pipe(catalog)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, messages.write, WorkerMessageFormatter.descriptor)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        for descriptor in [input.read, input.write, messages.read, messages.write, errors.read, errors.write] {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        let executable = ChildProcesses.executable
        let arguments = [executable, "--worker"]
        var environment = ProcessInfo.processInfo.environment
        // A crash is reported by the parent with the step's location; the runtime's long backtrace would bury it.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(input.read)
        close(messages.write)
        close(errors.write)
        guard result == 0 else {
            close(input.write)
            close(messages.read)
            close(errors.read)
            throw WorkerError(
                description: catalog.text(.workerCannotStart(reason: FileSystem.Failure(code: result).text(catalog))))
        }

        let worker = WorkerProcess(
            slot: slot, pid: pid, input: input.write, messages: messages.read, errors: errors.read)
        let line = WorkerWire.encode(assignment)
        // Each thread owns the descriptor it reads or writes from here on, and closes it. Under a process limit
        // (threads count as processes) a thread may not be made: the worker is then ended, and not started.
        let bodies: [@Sendable () -> Void] = [
            { worker.forwardErrors() },
            { worker.readMessages(into: continuation) },
            {
                CommandOutput.writeAll(line, to: input.write)
                worker.configurationWritten.signal()
            },
        ]
        let started = bodies.prefix { DetachedThread.start($0) }.count
        guard started == 3 else {
            worker.startFailed.store(true, ordering: .sequentiallyConsistent)
            kill(pid, SIGKILL)
            if started < 2 {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                close(messages.read)
            }
            if started < 1 { close(errors.read) }
            close(input.write)
            throw WorkerError(
                description: catalog.text(.workerCannotStart(reason: FileSystem.Failure(code: EAGAIN).text(catalog))))
        }
        ChildProcesses.started(pid)
        return worker
    }

    /// Gives the worker its share of the plan; `nil` lets it go without running anything (the run did not
    /// start, or has fewer test cases than workers).
    func assign(_ share: WorkerShare?) {
        let bytes = WorkerWire.encode(share)
        let written = DetachedThread.start { [self] in
            configurationWritten.wait()
            CommandOutput.writeAll(bytes, to: input)
            close(input)
        }
        // No thread to write it (a process limit): without its share the worker ends at once, which the run
        // reports as a worker that ended outside any scenario.
        if !written { kill(pid, SIGKILL) }
    }

    /// Asks the worker to stop gracefully, as a user's Ctrl-C would.
    func terminate() {
        kill(pid, SIGTERM)
    }

    /// Ends the worker at once: its step will not stop (see ``ParallelRunner``).
    func killNow() {
        kill(pid, SIGKILL)
    }

    /// How long the reader pauses after a short read, so that a worker's lines reach the parent in batches.
    ///
    /// A worker writes its lines in blocks (``CrashSafeOutbox``), a short one whenever lines have waited a tenth of
    /// a second; the parent then wakes once per batch. A millisecond is nothing to a report; a wake-up per write
    /// made a parallel run of fast steps much slower. A worker's writes do not wait for it: a pipe holds more than
    /// a batch.
    private static let batchingPause: useconds_t = 1000

    private func readMessages(into continuation: AsyncStream<Event>.Continuation) {
        // Bytes read and not yet a whole line are kept at the front of `buffer`; lines are cut out of it in place
        // (slicing and searching a `Data` cost several thousand instructions a line, a line per step).
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var kept = 0
        // Decoded here, on the reader's own thread: the parent's actor gets envelopes.
        var reader = WorkerWire.LineReader()
        var refused = false
        while true {
            if kept == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let count = buffer.withUnsafeMutableBytes { read(messages, $0.baseAddress! + kept, $0.count - kept) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            var envelopes: [Envelope] = []
            var mismatch: WorkerWire.VersionMismatch?
            buffer.withUnsafeMutableBufferPointer { bytes in
                let end = kept + count
                var start = 0
                var position = kept
                while position < end {
                    if bytes[position] == 0x0A {
                        if position > start, !refused {
                            do throws(WorkerWire.VersionMismatch) {
                                let line = UnsafeBufferPointer(rebasing: bytes[start..<position])
                                if let envelope = try reader.decode(line) { envelopes.append(envelope) }
                            } catch {
                                refused = true
                                mismatch = error
                            }
                        }
                        start = position + 1
                    }
                    position += 1
                }
                kept = end - start
                if start > 0 && kept > 0 { memmove(bytes.baseAddress!, bytes.baseAddress! + start, kept) }
            }
            if !envelopes.isEmpty { continuation.yield(.envelopes(slot: slot, envelopes)) }
            if let mismatch {
                continuation.yield(.refused(slot: slot, mismatch))
                kill(pid, SIGKILL)
            }
            // A short read: let lines gather before the next (see ``batchingPause``).
            if count < 1 << 15 { usleep(Self.batchingPause) }
        }
        close(messages)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        ChildProcesses.reaped(pid)
        let exit: Exit = (status & 0x7F) == 0 ? .status((status >> 8) & 0xFF) : .signal(status & 0x7F)
        // The last lines the worker wrote before it died are read first (a process it started and that still
        // holds its standard error is not waited for long).
        _ = errorsRead.wait(timeout: .now() + .milliseconds(200))
        guard !startFailed.load(ordering: .sequentiallyConsistent) else { return }
        continuation.yield(.exited(slot: slot, exit, lastErrorLines: recentErrorLines.withLock { $0 }))
    }

    /// Passes the worker's standard error on (prefixed), remembering the last lines for a crash report; the
    /// runtime's unsymbolicated stack frames after a fatal error are left out.
    private func forwardErrors() {
        var inStackTrace = false
        var pending = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            pending.append(contentsOf: chunk[0..<count])
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                recentErrorLines.withLock { recentErrorLines in
                    recentErrorLines.append(line)
                    if recentErrorLines.count > 40 { recentErrorLines.removeFirst() }
                }
                if line == "Current stack trace:" {
                    inStackTrace = true
                    continue
                }
                if inStackTrace, line.first?.isNumber == true { continue }
                inStackTrace = false
                FileHandle.standardError.write(Data("[worker \(slot + 1)] \(line)\n".utf8))
            }
        }
        close(errors)
        errorsRead.signal()
    }

    /// The lowest number a pipe end of the parent's may have: above the descriptors a worker receives its ends as.
    private static let lowestEnd: Int32 = 10

    private static func pipe(_ catalog: MessageCatalog) throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard systemPipe(&descriptors) == 0 else {
            let code = errno
            throw WorkerError(
                description: catalog.text(.workerCannotCreatePipe(reason: FileSystem.Failure(code: code).text(catalog)))
            )
        }
        // Not inherited by the workers started later: a worker that held another's standard input open would keep
        // that one waiting for its assignment for as long as it lives (a stuck worker: for ever). The worker's own
        // ends are duplicated onto 0, 2 and 3, which do not keep the flag; so they are moved above those numbers
        // first: an end that was 3 itself would be closed again after its duplication, leaving the worker mute.
        let ends = descriptors.map { descriptor in
            let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, lowestEnd)
            close(descriptor)
            return moved
        }
        guard ends.allSatisfy({ $0 >= 0 }) else {
            let code = errno
            for end in ends where end >= 0 { close(end) }
            throw WorkerError(
                description: catalog.text(.workerCannotCreatePipe(reason: FileSystem.Failure(code: code).text(catalog)))
            )
        }
        return (ends[0], ends[1])
    }
}

/// A worker process that could not be started, or a share it cannot run; worded in the run's output language.
package struct WorkerError: Error, CustomStringConvertible {
    package let description: String
}

/// `pipe(2)`, named apart from `WorkerProcess.pipe`.
private func systemPipe(_ descriptors: inout [Int32]) -> Int32 {
    descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}
