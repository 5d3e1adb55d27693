/// The header of an examples table, prepared once for the ``PlaceholderTemplate``s of an outline.
struct ExamplesHeader {
    /// The header cells, whose values are the placeholder names (the AST's array, shared rather than copied).
    let cells: [TableCell]
    /// Whether no name contains `<` or `>` (see ``PlaceholderTemplate``).
    let namesAreSimple: Bool

    init(_ cells: [TableCell]) {
        self.cells = cells
        namesAreSimple = !cells.contains { cell in
            withUTF8Bytes(of: cell.value) { $0.contains(UInt8(ascii: "<")) || $0.contains(UInt8(ascii: ">")) }
        }
    }

    /// The index of the column named `name`, if any.
    func column(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        cells.firstIndex { cell in
            withUTF8Bytes(of: cell.value) { $0.count == name.count && $0.elementsEqual(name) }
        }
    }
}

/// The values of one examples row, in header order.
struct ExamplesValues {
    /// The row's cells (the AST's array, shared rather than copied).
    let cells: [TableCell]
    /// Whether some value contains `<` (see ``PlaceholderTemplate``).
    let containsOpeningBracket: Bool

    init(_ cells: [TableCell]) {
        self.cells = cells
        containsOpeningBracket = cells.contains { cell in
            withUTF8Bytes(of: cell.value) { $0.contains(UInt8(ascii: "<")) }
        }
    }
}

/// Runs `body` on the UTF-8 bytes of `text` without copying them when the string is native.
func withUTF8Bytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
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

    /// Whether the text has a placeholder for a column of the header (otherwise it renders as itself).
    var hasPlaceholders: Bool { segments != nil }

    private static func segments(of bytes: UnsafeBufferPointer<UInt8>, header: ExamplesHeader) -> [Segment]? {
        guard !header.cells.isEmpty else { return nil }
        var openings = 0
        for byte in bytes where byte == UInt8(ascii: "<") { openings += 1 }
        guard openings > 0 else { return nil }
        var segments: [Segment] = []
        // Each `<` adds at most a value and the literal before it: one allocation rather than one per doubling.
        segments.reserveCapacity(2 * openings + 1)
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
            if let variable = header.column(named: name) {
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
        guard header.namesAreSimple, !row.containsOpeningBracket else { return sequentialRender(row.cells) }
        return withUTF8Bytes(of: text) { bytes in
            var length = 0
            for segment in segments {
                switch segment {
                case .literal(let range): length += range.count
                case .value(let index):
                    // A row shorter than the header (only in a document built in code) keeps the placeholder.
                    length +=
                        index < row.cells.count
                        ? row.cells[index].value.utf8.count : header.cells[index].value.utf8.count + 2
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
                        guard index < row.cells.count else {
                            output[written] = UInt8(ascii: "<")
                            withUTF8Bytes(of: header.cells[index].value) { name in
                                for byte in name {
                                    written += 1
                                    output[written] = byte
                                }
                            }
                            output[written + 1] = UInt8(ascii: ">")
                            written += 2
                            continue
                        }
                        withUTF8Bytes(of: row.cells[index].value) { value in
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
    private func sequentialRender(_ values: [TableCell]) -> String {
        var result = Array(text.utf8)
        for (index, name) in header.cells.enumerated() where index < values.count {
            let needle = Array(("<" + name.value + ">").utf8)
            let value = Array(values[index].value.utf8)
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
