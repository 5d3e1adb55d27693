/// Writes pretty-printed JSON text piece by piece, for reports too large to build as values and encode at once.
///
/// Strings are escaped as JSON requires (quotes, backslashes, control characters as `\u00XX`), so anything a
/// feature file contains is carried exactly. The caller takes the text written so far with ``take()``.
struct JSONTextWriter {
    private var text = ""
    /// For each open container: whether it has an element yet.
    private var hasElements: [Bool] = []
    /// A key was just written: its value follows on the same line.
    private var afterKey = false

    /// The text written since the last call, leaving the writer's state as it is.
    mutating func take() -> String {
        defer { text = "" }
        return text
    }

    mutating func beginObject() {
        startValue()
        text += "{"
        hasElements.append(false)
    }

    mutating func endObject() { end("}") }

    mutating func beginArray() {
        startValue()
        text += "["
        hasElements.append(false)
    }

    mutating func endArray() { end("]") }

    /// The key of the next value in the current object.
    mutating func key(_ name: String) {
        startValue()
        text += "\""
        text += name
        text += "\": "
        afterKey = true
    }

    mutating func value(_ string: String) {
        startValue()
        Self.appendEscaped(string, to: &text)
    }

    mutating func value(_ number: Int) {
        startValue()
        text += String(number)
    }

    /// A key and its string value, left out when the value is `nil`.
    mutating func field(_ name: String, _ string: String?) {
        guard let string else { return }
        key(name)
        value(string)
    }

    /// A key and its number value.
    mutating func field(_ name: String, _ number: Int) {
        key(name)
        value(number)
    }

    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasElements.indices.last else { return }
        if hasElements[last] { text += "," }
        hasElements[last] = true
        text += "\n"
        indent(hasElements.count)
    }

    private mutating func end(_ bracket: String) {
        let hadElements = hasElements.removeLast()
        if hadElements {
            text += "\n"
            indent(hasElements.count)
        }
        text += bracket
    }

    private mutating func indent(_ depth: Int) {
        text += String(repeating: "  ", count: depth)
    }

    private static func appendEscaped(_ string: String, to text: inout String) {
        text += "\""
        // Most strings need no escaping: append them whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
