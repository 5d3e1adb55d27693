/// The tags and table cells of a line, found without intermediate arrays: each one is handed to a closure, so
/// that matchers can merely check a line and builders can turn the items straight into AST values.
struct LineItems {
    let source: SourceBytes

    /// Hands each cell of a table row to `body` (the official `table_cells`).
    ///
    /// `\|`, `\\` and `\n` are unescaped, values are trimmed of whitespace other than line feeds, and `column`
    /// points at each trimmed value. What precedes the first `|` and follows the last one is not a cell.
    func forEachCell(of token: Token, _ body: (_ column: Int, _ value: String) -> Void) {
        let end = source.trimEnd(from: token.trimmedStart, to: token.end)
        var column = 0  // 1-based column of the current scalar within the trimmed row
        var cellStart = -1  // the first byte of the current cell, -1 before the first `|`
        var cellStartColumn = 0
        var cellHasEscape = false
        var index = token.trimmedStart
        while index < end {
            let byte = source[index]
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "|") {
                if cellStart >= 0 {
                    if cellHasEscape {
                        let (value, leading) = escapedCell(cellStart, index)
                        body(cellStartColumn + token.indent + leading, value)
                    } else {
                        let (valueStart, leading) = source.skipWhitespace(from: cellStart, to: index)
                        let valueEnd = source.trimEnd(from: valueStart, to: index)
                        body(cellStartColumn + token.indent + leading, source.string(from: valueStart, to: valueEnd))
                    }
                }
                cellStart = index + 1
                cellStartColumn = column + 1
                cellHasEscape = false
            } else if byte == UInt8(ascii: "\\") {
                cellHasEscape = true
                // The escaped character belongs to the escape: it never ends the cell.
                if index + 1 < end {
                    index += 1
                    if source[index] & 0xC0 != 0x80 { column += 1 }
                }
            }
            index += 1
        }
    }

    /// A cell with backslashes (`\n` is a line feed, `\|` and `\\` are `|` and `\`, any other backslash stays),
    /// trimmed as the official `^[^\S\n]*` / `[^\S\n]*$` substitutions do; `leading` counts the scalars trimmed
    /// at the start.
    private func escapedCell(_ start: Int, _ end: Int) -> (value: String, leading: Int) {
        var raw: [UInt8] = []
        raw.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = source[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < end else {
                raw.append(byte)
                continue
            }
            let next = source[index]
            if next == UInt8(ascii: "n") {
                raw.append(0x0A)
                index += 1
            } else if next == UInt8(ascii: "|") || next == UInt8(ascii: "\\") {
                raw.append(next)
                index += 1
            } else {
                raw.append(byte)
            }
        }
        return raw.withUnsafeBufferPointer { buffer in
            let bytes = SourceBytes(buffer)
            var start = 0
            var leading = 0
            while start < bytes.count && bytes[start] != 0x0A {
                let length = bytes.whitespaceLength(at: start, end: bytes.count)
                if length == 0 { break }
                start += length
                leading += 1
            }
            var end = bytes.count
            // `$` also matches before a final line feed, so whitespace before it goes as well.
            let keepsFinalLineFeed = end > start && bytes[end - 1] == 0x0A
            if keepsFinalLineFeed { end -= 1 }
            while end > start {
                var scalarStart = end - 1
                while scalarStart > start && bytes[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
                guard bytes[scalarStart] != 0x0A, bytes.whitespaceLength(at: scalarStart, end: end) == end - scalarStart
                else { break }
                end = scalarStart
            }
            var value = bytes.string(from: start, to: end)
            if keepsFinalLineFeed { value.append("\n") }
            return (value, leading)
        }
    }

    /// Hands each tag of a plain tag line to `body` (the official `GherkinLine.tags`).
    ///
    /// The tags are the text before the first whitespace followed by `#`, split at `@`, each piece trimmed and
    /// prefixed with `@`. `body` receives each tag's column and name bounds (`needsAt` when the `@` before them is
    /// not adjacent); a tag with whitespace inside is an error.
    func forEachPlainTag(
        of token: Token, _ body: (_ column: Int, _ nameStart: Int, _ nameEnd: Int, _ needsAt: Bool) -> Void
    ) throws(ParseIssue) {
        let lineEnd = source.trimEnd(from: token.trimmedStart, to: token.end)
        var uncommentedEnd = lineEnd
        var index = token.trimmedStart
        while index < lineEnd {
            let length = source.whitespaceLength(at: index, end: lineEnd)
            if length > 0, index + length < lineEnd, source[index + length] == UInt8(ascii: "#") {
                uncommentedEnd = index
                break
            }
            index += max(length, 1)
        }
        let end = source.trimEnd(from: token.trimmedStart, to: uncommentedEnd)
        var column = token.indent + 1
        // The text before the first `@` (nothing: the line starts with one) is not a tag.
        var itemStart = token.trimmedStart + 1
        while itemStart <= end {
            var itemEnd = itemStart
            while itemEnd < end && source[itemEnd] != UInt8(ascii: "@") { itemEnd += 1 }
            let valueStart = source.skipWhitespace(from: itemStart, to: itemEnd).position
            let valueEnd = source.trimEnd(from: valueStart, to: itemEnd)
            var inner = valueStart
            while inner < valueEnd {
                if source.whitespaceLength(at: inner, end: valueEnd) > 0 {
                    throw ParseIssue(
                        location: Location(line: token.line, column: column),
                        summary: "A tag may not contain whitespace", kind: .tagWithWhitespace)
                }
                inner += 1
            }
            body(column, valueStart, valueEnd, valueStart != itemStart)
            column += source.scalarCount(from: itemStart, to: itemEnd) + 1
            itemStart = itemEnd + 1
        }
    }

    /// Hands each tag of a Markdown tag line to `body` and returns how many there are.
    ///
    /// Tags are code spans starting with `@` (`` `@smoke` ``); `body` receives each tag's column and the bounds of
    /// its name (from the `@`).
    @discardableResult
    func forEachMarkdownTag(of token: Token, _ body: (_ column: Int, _ nameStart: Int, _ nameEnd: Int) -> Void) -> Int {
        let end = token.end
        let backtick = UInt8(ascii: "`")
        var count = 0
        var index = token.trimmedStart
        while index + 1 < end {
            guard source[index] == backtick, source[index + 1] == UInt8(ascii: "@") else {
                index += 1
                continue
            }
            var close = index + 2
            while close < end && source[close] != backtick { close += 1 }
            guard close < end else { break }
            guard close > index + 2 else {
                index += 1
                continue
            }
            body(token.indent + source.scalarCount(from: token.trimmedStart, to: index) + 2, index + 1, close)
            count += 1
            index = close + 1
        }
        return count
    }

    /// The name of a plain tag whose bounds ``forEachPlainTag(of:_:)`` gave.
    func plainTagName(_ nameStart: Int, _ nameEnd: Int, needsAt: Bool) -> String {
        needsAt ? "@" + source.string(from: nameStart, to: nameEnd) : source.string(from: nameStart - 1, to: nameEnd)
    }
}
