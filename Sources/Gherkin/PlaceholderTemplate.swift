/// The header of an examples table, prepared once for the ``PlaceholderTemplate``s of an outline.
struct ExamplesHeader {
    let names: [String]
    let nameBytes: [[UInt8]]
    /// Whether no name contains `<` or `>` (see ``PlaceholderTemplate``).
    let namesAreSimple: Bool

    init(_ names: [String]) {
        self.names = names
        nameBytes = names.map { Array($0.utf8) }
        namesAreSimple = !nameBytes.contains { $0.contains(UInt8(ascii: "<")) || $0.contains(UInt8(ascii: ">")) }
    }
}

/// The values of one examples row, in header order.
struct ExamplesValues {
    let values: [String]
    /// Whether some value contains `<` (see ``PlaceholderTemplate``).
    let containsOpeningBracket: Bool

    init(_ values: [String]) {
        self.values = values
        containsOpeningBracket = values.contains { value in
            withUTF8Bytes(of: value) { $0.contains(UInt8(ascii: "<")) }
        }
    }
}

/// Runs `body` on the UTF-8 bytes of `text` without copying them when the string is native.
@inline(__always) func withUTF8Bytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
{
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
}

/// A text with `<name>` placeholders for the columns of an examples table, parsed once and filled in per row.
///
/// The official compiler replaces each header cell's placeholder in turn, over the whole text. Filling the
/// placeholders in one pass gives the same text whenever no name contains `<` or `>` and no value contains `<`
/// (then no replacement can create or break another placeholder); otherwise the template falls back to replacing
/// one name after the other.
struct PlaceholderTemplate {
    private enum Segment {
        case literal(Range<Int>)
        case value(Int)
    }

    private let text: String
    private let header: ExamplesHeader
    /// `nil` when the text has no placeholder at all (it is then its own rendering).
    private let segments: [Segment]?

    init(_ text: String, header: ExamplesHeader) {
        self.text = text
        self.header = header
        segments = withUTF8Bytes(of: text) { bytes in PlaceholderTemplate.segments(of: bytes, header: header) }
    }

    private static func segments(of bytes: UnsafeBufferPointer<UInt8>, header: ExamplesHeader) -> [Segment]? {
        guard !header.names.isEmpty, bytes.contains(UInt8(ascii: "<")) else { return nil }
        var segments: [Segment] = []
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < bytes.count && bytes[close] != UInt8(ascii: ">") && bytes[close] != UInt8(ascii: "<") {
                close += 1
            }
            guard close < bytes.count, bytes[close] == UInt8(ascii: ">") else {
                index = close  // another `<` starts a new candidate; the end of the text ends the search
                continue
            }
            let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
            if let variable = header.nameBytes.firstIndex(where: { $0.elementsEqual(name) }) {
                if literalStart < index { segments.append(.literal(literalStart..<index)) }
                segments.append(.value(variable))
                literalStart = close + 1
            }
            index = close + 1
        }
        if segments.isEmpty { return nil }
        if literalStart < bytes.count { segments.append(.literal(literalStart..<bytes.count)) }
        return segments
    }

    /// The text with the placeholders replaced by the row's values.
    func render(_ row: ExamplesValues) -> String {
        guard let segments else { return text }
        guard header.namesAreSimple, !row.containsOpeningBracket else { return sequentialRender(row.values) }
        return withUTF8Bytes(of: text) { bytes in
            var length = 0
            for segment in segments {
                switch segment {
                case .literal(let range): length += range.count
                case .value(let index):
                    // A row shorter than the header (only in a document built in code) keeps the placeholder.
                    length +=
                        index < row.values.count ? row.values[index].utf8.count : header.nameBytes[index].count + 2
                }
            }
            return String(unsafeUninitializedCapacity: length) { output in
                var written = 0
                for segment in segments {
                    switch segment {
                    case .literal(let range):
                        for offset in range {
                            output[written] = bytes[offset]
                            written += 1
                        }
                    case .value(let index):
                        guard index < row.values.count else {
                            output[written] = UInt8(ascii: "<")
                            for byte in header.nameBytes[index] {
                                written += 1
                                output[written] = byte
                            }
                            output[written + 1] = UInt8(ascii: ">")
                            written += 2
                            continue
                        }
                        withUTF8Bytes(of: row.values[index]) { value in
                            for byte in value {
                                output[written] = byte
                                written += 1
                            }
                        }
                    }
                }
                return written
            }
        }
    }

    /// The official algorithm: every `<name>` of the first header cell replaced everywhere, then the second's, ….
    private func sequentialRender(_ values: [String]) -> String {
        var result = Array(text.utf8)
        for (index, name) in header.names.enumerated() where index < values.count {
            let needle = Array(("<" + name + ">").utf8)
            let value = Array(values[index].utf8)
            var output: [UInt8] = []
            output.reserveCapacity(result.count)
            var position = 0
            while position < result.count {
                if result[position] == needle[0], result.count - position >= needle.count,
                    result[position..<position + needle.count].elementsEqual(needle)
                {
                    output.append(contentsOf: value)
                    position += needle.count
                } else {
                    output.append(result[position])
                    position += 1
                }
            }
            result = output
        }
        return String(decoding: result, as: UTF8.self)
    }
}
