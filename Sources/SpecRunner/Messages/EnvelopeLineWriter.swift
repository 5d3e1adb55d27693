import Foundation

/// Writes envelopes as NDJSON lines, as Cucumber implementations do: keys sorted, slashes unescaped, byte for byte
/// what `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]`.
///
/// The messages a stream has many of (sources, syntax trees, pickles, test cases, results) are written directly,
/// the rest through ``CompactJSONEncoder`` (or `JSONEncoder`, for what that refuses). `--format message` and
/// `spec-runner gherkin` both write through it.
package struct EnvelopeLineWriter {
    private let compactEncoder = CompactJSONEncoder()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A writer.
    package init() {}

    /// `envelope` as one line, its newline included.
    package func line(_ envelope: Envelope) -> [UInt8] {
        // Every message type is a plain value: encoding cannot fail short of a bug, which must not lose the rest
        // of the stream (the envelope is then left out).
        guard var bytes = envelope.directJSON ?? (try? compactEncoder.encode(envelope)) ?? fallback(envelope) else {
            return []
        }
        bytes.append(0x0A)
        return bytes
    }

    private func fallback(_ envelope: Envelope) -> [UInt8]? {
        (try? encoder.encode(envelope)).map { [UInt8]($0) }
    }
}
