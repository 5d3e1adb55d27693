import Foundation

/// What a worker process tells the parent: the execution envelopes of its scenarios, one JSON object per line.
///
/// Only execution messages cross the pipe; the parent has parsed the same features and built the same plan,
/// so sources, pickles, definitions and test cases are already known to it by the same ids.
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
        return try? decoder.decode(DecodedEnvelope.self, from: line).envelope
    }

    /// Encodes `envelope` as one line (without its line feed): compact for the messages every step sends,
    /// JSON for the rest.
    static func encode(_ envelope: Envelope, with encoder: JSONEncoder) -> Data? {
        if let line = CompactLine.encode(envelope) { return Data(line) }
        return try? encoder.encode(envelope)
    }

    /// Decoding for the execution envelopes (the only ones whose messages are all `Decodable`).
    private struct DecodedEnvelope: Decodable {
        let envelope: Envelope?

        private enum Key: String, CodingKey {
            case testRunHookStarted, testRunHookFinished, testCase, testCaseStarted, testStepStarted, attachment
            case suggestion, testStepFinished, testCaseFinished, testRunFinished
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard let key = container.allKeys.first else {
                envelope = nil
                return
            }
            switch key {
            case .testRunHookStarted:
                envelope = .testRunHookStarted(try container.decode(TestRunHookStarted.self, forKey: key))
            case .testRunHookFinished:
                envelope = .testRunHookFinished(try container.decode(TestRunHookFinished.self, forKey: key))
            case .testCase: envelope = .testCase(try container.decode(TestCase.self, forKey: key))
            case .testCaseStarted: envelope = .testCaseStarted(try container.decode(TestCaseStarted.self, forKey: key))
            case .testStepStarted: envelope = .testStepStarted(try container.decode(TestStepStarted.self, forKey: key))
            case .attachment: envelope = .attachment(try container.decode(Attachment.self, forKey: key))
            case .suggestion: envelope = .suggestion(try container.decode(Suggestion.self, forKey: key))
            case .testStepFinished:
                envelope = .testStepFinished(try container.decode(TestStepFinished.self, forKey: key))
            case .testCaseFinished:
                envelope = .testCaseFinished(try container.decode(TestCaseFinished.self, forKey: key))
            case .testRunFinished: envelope = .testRunFinished(try container.decode(TestRunFinished.self, forKey: key))
            }
        }
    }
}

/// What the parent hands a worker on its standard input, as its first line: the run's configuration.
///
/// The test cases to run follow on a second line, once the parent has planned them
/// (``WorkerProcess/assign(_:)``).
struct WorkerAssignment: Codable {
    /// The parent's configuration (its random seed resolved), so the worker builds the very same plan.
    var configuration: RunConfiguration
    /// Distinguishes the worker's runtime ids (attempts, suggestions, hook runs) from every other process's.
    var workerId: String

    /// Reads the first line of standard input.
    static func read() -> WorkerAssignment? {
        readLine().flatMap { try? JSONDecoder().decode(WorkerAssignment.self, from: Data($0.utf8)) }
    }

    /// Reads the second line: indices into the plan's test cases, in execution order; `nil` when the parent
    /// has none for this worker.
    static func readItems() -> [Int]? {
        readLine().flatMap { try? JSONDecoder().decode([Int].self, from: Data($0.utf8)) }
    }
}

/// The worker's only report: its execution envelopes as NDJSON on a dedicated file descriptor, flushed before
/// user code runs, so that the parent knows which step was running if the worker dies.
@MainActor
final class WorkerMessageFormatter: Formatter {
    nonisolated static let descriptor: Int32 = 3
    /// A step's start is what pins a crash on it.
    var needsStepStarts: Bool { true }

    private let handle = FileHandle(fileDescriptor: WorkerMessageFormatter.descriptor, closeOnDealloc: false)
    private var buffer = Data()
    private var sentTestCase = false
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    func handle(_ envelope: Envelope, index: RunIndex) {
        guard WorkerMessage.isSent(envelope) else { return }
        if case .testCase = envelope {
            // The parent has every test case already; the first one only tells it the BeforeAll hooks are over.
            guard !sentTestCase else { return }
            sentTestCase = true
        }
        guard let data = WorkerMessage.encode(envelope, with: encoder) else { return }
        buffer.append(data)
        buffer.append(0x0A)
        switch envelope {
        case .testStepStarted, .testRunHookStarted, .testCaseFinished, .testRunFinished: flush()
        default: if buffer.count > 1 << 16 { flush() }
        }
    }

    func finish(index: RunIndex) { flush() }

    private func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
