import Foundation

/// `--format message`: the run as Cucumber Messages, one JSON envelope per line, as every Cucumber
/// implementation writes them (and as report tools, the HTML formatter and the Compatibility Kit read them).
@MainActor
final class MessageFormatter: Formatter {
    /// The stream is every message, in order.
    var needsEveryMessage: Bool { true }

    private let destination: ReportDestination
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(destination: ReportDestination) {
        self.destination = destination
    }

    private let compactEncoder = CompactJSONEncoder()

    func handle(_ envelope: Envelope, index: RunIndex) {
        if var bytes = envelope.directJSON ?? (try? compactEncoder.encode(envelope)) {
            bytes.append(0x0A)
            destination.write(bytes: bytes)
        } else {
            destination.write(Self.line(envelope, encoder: encoder))
        }
    }

    func finish(index: RunIndex) {}

    /// One NDJSON line for `envelope`.
    static func line(_ envelope: Envelope, encoder: JSONEncoder) -> String {
        // Every message type is a plain value; encoding cannot fail short of a bug, which must not lose the rest.
        guard let data = try? encoder.encode(envelope) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
