import CucumberMessages
import Foundation
import SpecRunnerCore

/// Worker → parent: the version line, then one line per execution envelope.
///
/// The four messages every scenario and step sends go as tab-separated fields behind a one-digit tag: Foundation's
/// JSON coders, on each side of the pipe, made a parallel run of fast steps many times slower than a serial one. A
/// message whose text fields hold a tab or a line break, or a step result with a message or an exception, still
/// goes as the message stream's JSON (a JSON line starts with `{`, never a digit).
extension WorkerWire {
    /// The worker's first line, its line feed included.
    static var hello: [UInt8] { Array("0\t\(version)\n".utf8) }

    /// The envelope types a worker sends: only execution messages cross the pipe, since the parent parsed the
    /// features and planned the test cases the worker runs, by the same ids.
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

    /// `envelope` as one line, its line feed included: compact for the messages every step sends, the message
    /// stream's NDJSON for the rest.
    static func encode(_ envelope: Envelope) -> [UInt8] {
        if var line = CompactLine.encode(envelope) {
            line.append(0x0A)
            return line
        }
        return EnvelopeLineWriter().line(envelope)
    }

    /// Reads one worker's lines, in order: its version line first.
    struct LineReader {
        private var greeted = false
        private let decoder = JSONDecoder()

        init() {}

        /// The envelope `line` (without its line feed) holds; `nil` for the version line, or a line that is no
        /// execution message.
        ///
        /// Throws when the stream is of another version: its first line is not this one's version line.
        mutating func decode(_ line: UnsafeBufferPointer<UInt8>) throws(VersionMismatch) -> Envelope? {
            guard greeted else {
                let fields = CompactLine.Fields(line)
                guard fields.isTag(UInt8(ascii: "0")), fields.count == 2 else { throw VersionMismatch(theirs: 1) }
                let theirs = fields.integer(1).flatMap(Int.init(exactly:)) ?? 0
                guard theirs == version else { throw VersionMismatch(theirs: theirs) }
                greeted = true
                return nil
            }
            guard let first = line.first else { return nil }
            if first != UInt8(ascii: "{") { return CompactLine.decode(CompactLine.Fields(line)) }
            guard let envelope = try? decoder.decode(Envelope.self, from: Data(line)), isSent(envelope) else {
                return nil
            }
            return envelope
        }
    }
}
