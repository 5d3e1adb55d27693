import CucumberMessages
import SpecRunnerCore

/// Writes pretty-printed JSON text piece by piece, for reports too large to build as values and encode at once.
///
/// Strings are escaped as JSON requires, by ``JSONString`` as in the message stream, so anything a feature file
/// contains is carried exactly. The caller takes the text written so far with ``take()``, as UTF-8
/// (appending bytes is a copy, where appending to a `String` checks its storage each time).
struct JSONTextWriter {
    private var text: [UInt8] = []
    /// For each open container: whether it has an element yet.
    private var hasElements: [Bool] = []
    /// A key was just written: its value follows on the same line.
    private var afterKey = false

    init() {}

    /// A writer for a part of a larger document, rendered on its own: its text goes inside `depth` open
    /// containers that already have elements, so it starts with the comma that separates it from what precedes
    /// it (drop that comma to write it first in its container).
    init(continuingAtDepth depth: Int) {
        hasElements = Array(repeating: true, count: depth)
    }

    /// The text written since the last call, as UTF-8, leaving the writer's state as it is.
    mutating func take() -> [UInt8] {
        defer { text = [] }
        return text
    }

    /// Opens an object: the value of `key` when given, else the next element.
    mutating func beginObject(_ key: String? = nil) { begin("{", key) }

    mutating func endObject() { end("}") }

    /// Opens an array: the value of `key` when given, else the next element.
    mutating func beginArray(_ key: String? = nil) { begin("[", key) }

    mutating func endArray() { end("]") }

    /// An array under `key` of one object for each of `items`, whose fields `fields` writes.
    mutating func objects<Item>(_ key: String, _ items: [Item], fields: (inout JSONTextWriter, Item) -> Void) {
        beginArray(key)
        for item in items {
            beginObject()
            fields(&self, item)
            endObject()
        }
        endArray()
    }

    /// The key of the next value in the current object.
    mutating func key(_ name: String) {
        startValue()
        text.append(UInt8(ascii: "\""))
        text.append(contentsOf: name.utf8)
        text.append(contentsOf: "\": ".utf8)
        afterKey = true
    }

    mutating func value(_ string: String) {
        startValue()
        JSONString.write(string, to: &text)
    }

    mutating func value(_ number: Int) {
        startValue()
        text.append(contentsOf: String(number).utf8)
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
        if hasElements[last] { text.append(UInt8(ascii: ",")) }
        hasElements[last] = true
        text.append(UInt8(ascii: "\n"))
        indent(hasElements.count)
    }

    private mutating func begin(_ bracket: Unicode.Scalar, _ key: String?) {
        if let key { self.key(key) }
        startValue()
        text.append(UInt8(ascii: bracket))
        hasElements.append(false)
    }

    private mutating func end(_ bracket: String) {
        let hadElements = hasElements.removeLast()
        if hadElements {
            text.append(UInt8(ascii: "\n"))
            indent(hasElements.count)
        }
        text.append(contentsOf: bracket.utf8)
    }

    private mutating func indent(_ depth: Int) {
        text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
