/// JSON string literals, escaped as Foundation's `JSONEncoder` escapes them (`/` and non-ASCII as they are),
/// except for the line separators U+2028, U+2029 and U+0085, written `\u2028`, `\u2029` and `\u0085`: some line
/// splitters (JavaScript's, Python's `splitlines`) break a line there, and one message must stay one line.
package enum JSONString {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string, escaped as `JSONEncoder` escapes it.
    package static func write(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        text.withUTF8Bytes { writeEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` escaped, copying the runs between escapes in one go (most strings have none).
    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if needsEscape(byte) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: byte, to: &output)
                runStart = index + 1
            } else if byte >= 0xC2, let separator = lineSeparator(in: utf8, at: index) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                separator.escape.withUTF8Buffer { output.append(contentsOf: $0) }
                index += separator.length
                runStart = index
                continue
            }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// The Unicode line separator starting at `index` (U+0085 is C2 85, U+2028 and U+2029 are E2 80 A8/A9): its
    /// length in bytes and its escape.
    private static func lineSeparator(
        in utf8: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (length: Int, escape: StaticString)? {
        switch utf8[index] {
        case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0x85:
            (2, "\\u0085")
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] == 0xA8:
            (3, "\\u2028")
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] == 0xA9:
            (3, "\\u2029")
        default: nil
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x09: output.append(UInt8(ascii: "t"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        default:
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
