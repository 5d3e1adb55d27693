import CucumberMessages
import Foundation
import SpecRunnerCore

/// What a worker process tells the parent: the execution envelopes of its scenarios, one JSON object per line.
///
/// Only execution messages cross the pipe; the parent parsed the features and planned the test cases the worker
/// runs, so sources, pickles, definitions and test cases are already known to it by the same ids.
enum WorkerMessage {
    /// The envelope types a worker sends.
    static func isSent(_ envelope: Envelope) -> Bool {
        switch envelope {
        case .testRunHookStarted, .testRunHookFinished, .testCase, .testCaseStarted, .testStepStarted, .attachment,
            .suggestion, .testStepFinished, .testCaseFinished, .testRunFinished:
            true
        case .meta, .source, .gherkinDocument, .parseError, .pickle, .parameterType, .stepDefinition,
            .undefinedParameterType, .hook, .testRunStarted:
            false
        }
    }

    /// Decodes one line a worker sent; `nil` for a line that is not a known execution message.
    static func decode(_ line: Data, with decoder: JSONDecoder) -> Envelope? {
        if let first = line.first, first != UInt8(ascii: "{") { return CompactLine.decode(line) }
        guard let envelope = try? decoder.decode(Envelope.self, from: line), isSent(envelope) else { return nil }
        return envelope
    }

    /// Encodes `envelope` as one line, its line feed included: compact for the messages every step sends, the
    /// message stream's NDJSON for the rest.
    static func encode(_ envelope: Envelope) -> [UInt8] {
        if var line = CompactLine.encode(envelope) {
            line.append(0x0A)
            return line
        }
        return EnvelopeLineWriter().line(envelope)
    }
}

/// What the parent hands a worker on its standard input, as its first line: the run's configuration.
///
/// Its share of the plan follows, as bytes to the end of the input, once the parent has planned it (``WorkerShare``,
/// ``WorkerProcess/assign(_:)``).
package struct WorkerAssignment: Codable {
    /// The parent's configuration (its random seed resolved), so the worker builds the very same plan.
    package var configuration: RunConfiguration
    /// Distinguishes the worker's runtime ids (attempts, suggestions, hook runs) from every other process's.
    package var workerId: String

    /// Reads the first line of standard input, and returns it with the bytes read past it (the share's first).
    package static func read() -> (assignment: WorkerAssignment, rest: [UInt8])? {
        // Read from the descriptor, not through `readLine`'s buffer, which would keep the share's first bytes.
        var bytes: [UInt8] = []
        while true {
            if let end = bytes.firstIndex(of: 0x0A) {
                guard let assignment = try? JSONDecoder().decode(WorkerAssignment.self, from: Data(bytes[..<end]))
                else { return nil }
                return (assignment, Array(bytes[(end + 1)...]))
            }
            guard readBlock(into: &bytes) else { return nil }
        }
    }

    /// Reads the rest of standard input, after `rest` (read with the first line): the worker's share of the plan,
    /// as bytes; `nil` when the parent has none for this worker (it closes the input without one).
    ///
    /// Throws, saying so in `catalog`'s language, when the bytes are not a share.
    package static func readShare(after rest: [UInt8], catalog: MessageCatalog) throws(WorkerError) -> WorkerShare? {
        var bytes = rest
        while readBlock(into: &bytes) {}
        guard !bytes.isEmpty else { return nil }
        do {
            return try WorkerShare(bytes: bytes)
        } catch {
            throw WorkerError(description: catalog.text(.workerMalformedShare))
        }
    }

    /// Appends what one `read(2)` of standard input gives to `bytes`; `false` at its end (or an error).
    private static func readBlock(into bytes: inout [UInt8]) -> Bool {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Foundation.read(0, &block, block.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            bytes.append(contentsOf: block[0..<count])
            return true
        }
    }
}

/// The worker's only report: its execution envelopes as lines on a dedicated file descriptor, held and written in
/// blocks (``CrashSafeOutbox``), which a crash writes out too, so that the parent knows which step was running
/// if the worker dies.
@MainActor
package final class WorkerMessageFormatter: SpecRunnerCore.Formatter {
    nonisolated static let descriptor: Int32 = 3
    /// A step's start is what pins a crash on it.
    package var needsStepStarts: Bool { true }

    /// Whether the parent's reports want every step's start; otherwise a step's start is only set aside, for a
    /// crash or a step that takes long.
    private let sendsStepStarts: Bool
    private var sentTestCase = false

    /// A formatter for a worker whose parent passes step starts on to its reports (`sendsStepStarts`), or not.
    package init(sendsStepStarts: Bool) {
        self.sendsStepStarts = sendsStepStarts
        CrashSafeOutbox.open(descriptor: Self.descriptor)
    }

    package func handle(_ envelope: Envelope, index: RunIndex) {
        guard WorkerMessage.isSent(envelope) else { return }
        switch envelope {
        case .testCase:
            // The parent has every test case already; the first one only tells it the BeforeAll hooks are over.
            guard !sentTestCase else { return }
            sentTestCase = true
        case .testCaseStarted:
            // Whichever thread runs this test case's steps can report a stack overflow in them.
            CrashSafeOutbox.prepareThreadForCrashes()
            // A test case's start goes out at once, with the results held before it: a worker killed from outside
            // (the out-of-memory killer's SIGKILL), which no handler sees, still has its test case named and only
            // that test case's results lost.
            CrashSafeOutbox.append(WorkerMessage.encode(envelope))
            return CrashSafeOutbox.writeOut()
        case .testStepStarted where !sendsStepStarts:
            return CrashSafeOutbox.setAside(WorkerMessage.encode(envelope))
        case .testStepFinished where !sendsStepStarts:
            CrashSafeOutbox.dropSetAside()
        default:
            break
        }
        CrashSafeOutbox.append(WorkerMessage.encode(envelope))
    }

    package func finish(index: RunIndex) { CrashSafeOutbox.writeOut() }
}
