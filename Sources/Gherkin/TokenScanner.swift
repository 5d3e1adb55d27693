/// Splits a source into line tokens, as the official scanner does: lines end at `\n` only (a `\r` before it
/// stays in the line and is trimmed later), and the token after the last line is the end of the file.
struct TokenScanner {
    private let source: SourceBytes
    private var position: Int
    private var lineNumber = 0

    init(source: SourceBytes, start: Int) {
        self.source = source
        position = start
    }

    mutating func read() -> Token {
        lineNumber += 1
        let count = source.count
        guard position < count else { return Token(endOfFileAt: lineNumber, offset: count) }
        let start = position
        var end = start
        let base = source.base
        // Eight bytes at a time: a zero byte in `word ^ 0x0A0A…` marks a line feed.
        while end + 8 <= count {
            let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            end += 8
        }
        while end < count && base[end] != 0x0A { end += 1 }
        let hasLineFeed = end < count
        position = hasLineFeed ? end + 1 : end
        let (trimmedStart, leading) = source.skipWhitespace(from: start, to: end)
        // Python's `len(line) - len(line.lstrip())` also counts the line feed of a blank line.
        let indent = trimmedStart == end && hasLineFeed ? leading + 1 : leading
        return Token(line: lineNumber, start: start, end: end, trimmedStart: trimmedStart, indent: indent)
    }
}
