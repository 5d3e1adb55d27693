/// A read-only view of a source's UTF-8 bytes with the text operations the Gherkin matchers need.
///
/// "Whitespace" is what the official (Python) implementation strips: ASCII `\t \n \v \f \r`, `\u{1C}`–`\u{1F}`,
/// space, and the Unicode spaces U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
/// The bytes are valid UTF-8 (checked before parsing), so scalars can be walked without further checks.
struct SourceBytes {
    let base: UnsafePointer<UInt8>
    let count: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        // An empty buffer may have no address; any valid pointer does, since nothing is ever read from it.
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        count = buffer.count
    }

    subscript(_ index: Int) -> UInt8 { base[index] }

    /// The byte length of the whitespace scalar starting at `index`, or 0 when it is not whitespace.
    func whitespaceLength(at index: Int, end: Int) -> Int {
        let byte = base[index]
        if byte < 0x80 {
            return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x1C && byte <= 0x1F) ? 1 : 0
        }
        return multiByteWhitespaceLength(at: index, end: end)
    }

    private func multiByteWhitespaceLength(at index: Int, end: Int) -> Int {
        let lead = base[index]
        if lead == 0xC2, index + 1 < end {
            let next = base[index + 1]
            return next == 0x85 || next == 0xA0 ? 2 : 0
        }
        guard index + 2 < end else { return 0 }
        let second = base[index + 1]
        let third = base[index + 2]
        switch lead {
        case 0xE1: return second == 0x9A && third == 0x80 ? 3 : 0
        case 0xE2:
            if second == 0x80 { return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3: return second == 0x80 && third == 0x80 ? 3 : 0
        default: return 0
        }
    }

    /// The first non-whitespace position in `start..<end` (or `end`) and how many whitespace scalars precede it.
    func skipWhitespace(from start: Int, to end: Int) -> (position: Int, scalars: Int) {
        var position = start
        var scalars = 0
        while position < end {
            let length = whitespaceLength(at: position, end: end)
            if length == 0 { break }
            position += length
            scalars += 1
        }
        return (position, scalars)
    }

    /// The end of `start..<end` once trailing whitespace is removed.
    func trimEnd(from start: Int, to end: Int) -> Int {
        var end = end
        while end > start {
            let last = base[end - 1]
            if last < 0x80 {
                guard last == 0x20 || (last >= 0x09 && last <= 0x0D) || (last >= 0x1C && last <= 0x1F) else { break }
                end -= 1
                continue
            }
            var scalarStart = end - 1
            while scalarStart > start && base[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
            guard multiByteWhitespaceLength(at: scalarStart, end: end) == end - scalarStart else { break }
            end = scalarStart
        }
        return end
    }

    /// The end of `start..<end` without its trailing carriage returns (the official `rstrip("\r\n")`).
    func trimCarriageReturns(from start: Int, to end: Int) -> Int {
        var end = end
        while end > start && base[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The number of Unicode scalars in `start..<end`.
    func scalarCount(from start: Int, to end: Int) -> Int {
        var scalars = 0
        var index = start
        while index < end {
            if base[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return scalars
    }

    /// The position `scalars` Unicode scalars after `start`, not beyond `end`.
    func advance(_ start: Int, byScalars scalars: Int, end: Int) -> Int {
        var index = start
        var remaining = scalars
        while remaining > 0 && index < end {
            index += 1
            while index < end && base[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index
    }

    /// Whether `bytes` occur at `index`, within `end`.
    func hasPrefix(_ bytes: [UInt8], at index: Int, end: Int) -> Bool {
        let length = bytes.count
        guard end - index >= length else { return false }
        return bytes.withUnsafeBufferPointer { keyword in
            var offset = 0
            while offset < length {
                if base[index + offset] != keyword[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The text of `start..<end`.
    func string(from start: Int, to end: Int) -> String {
        guard end > start else { return "" }
        return String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }
}
