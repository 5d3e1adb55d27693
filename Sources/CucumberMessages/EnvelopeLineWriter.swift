/// Writes envelopes as NDJSON lines, as Cucumber implementations do: keys sorted, slashes unescaped, byte for byte
/// what `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]` (the line separators U+2028, U+2029 and
/// U+0085 aside, escaped so that one message stays one line).
///
/// The one writer of the message stream: `--format message`, `spec-runner gherkin` and the worker pipe all write
/// through it.
package struct EnvelopeLineWriter: Sendable {
    /// A writer.
    package init() {}

    /// `envelope` as one line, its newline included.
    package func line(_ envelope: Envelope) -> [UInt8] {
        var writer = MessageJSONWriter(capacity: Self.capacity(for: envelope))
        writer.envelope(envelope)
        writer.raw("\n")
        return writer.output
    }

    /// A first guess at the line's length, so that a large message grows its buffer once or not at all.
    private static func capacity(for envelope: Envelope) -> Int {
        switch envelope {
        case .source(let source): source.data.utf8.count + 128
        case .gherkinDocument: 8192
        case .pickle, .testCase: 1024
        default: 256
        }
    }
}
