/// Encodes messages as compact JSON with sorted keys, byte for byte as Foundation's `JSONEncoder` does with
/// `[.sortedKeys, .withoutEscapingSlashes]`, faster: a run writes one envelope per step event, and the general
/// encoder's boxing made `--format message` cost more than the run itself.
///
/// Keys are sorted by their UTF-8 bytes; strings escape `"`, `\`, and control characters (`\b \t \n \f \r` short,
/// the others as `\u00xx`) and nothing else. Messages carry no floating-point numbers, so this encoder refuses
/// them (``Unsupported``) rather than imitate Foundation's number formatting: the caller then falls back to
/// `JSONEncoder`.
struct CompactJSONEncoder {
    /// Thrown for a value this encoder does not write the way `JSONEncoder` would.
    struct Unsupported: Error {}

    /// The JSON text of `value`.
    func encode(_ value: some Encodable) throws -> [UInt8] {
        let item = try JSONNodeEncoder.item(for: value)
        var output: [UInt8] = []
        output.reserveCapacity(256)
        item.write(to: &output)
        return output
    }
}

/// A value inside a JSON object or array: a nested container, or a scalar kept inline (most values are scalars,
/// and an object per scalar would be an allocation per field).
private enum JSONItem {
    case node(JSONNode)
    case string(String)
    /// Text written as it is (a number, `true`, `false`, `null`).
    case literal(String)

    func write(to output: inout [UInt8]) {
        switch self {
        case .node(let node): node.write(to: &output)
        case .string(let text): JSONString.write(text, to: &output)
        case .literal(let text): output.append(contentsOf: text.utf8)
        }
    }
}

/// A JSON container being built, or the value a single-value container set.
private final class JSONNode {
    enum Value {
        case pending
        case object([(key: String, item: JSONItem)])
        case array([JSONItem])
        case single(JSONItem)
    }

    var value: Value

    init(_ value: Value = .pending) {
        self.value = value
    }

    /// The node as an item (a single value is unwrapped).
    var item: JSONItem {
        if case .single(let item) = value { return item }
        return .node(self)
    }

    func set(_ key: String, _ item: JSONItem) {
        guard case .object(var members) = value else {
            value = .object([(key, item)])
            return
        }
        value = .pending  // drop the reference so that appending does not copy the members
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].item = item
        } else {
            members.append((key, item))
        }
        value = .object(members)
    }

    func append(_ item: JSONItem) {
        guard case .array(var elements) = value else {
            value = .array([item])
            return
        }
        value = .pending
        elements.append(item)
        value = .array(elements)
    }

    func write(to output: inout [UInt8]) {
        switch value {
        case .pending:
            // A value that encoded nothing, as `JSONEncoder` writes it.
            output.append(contentsOf: "{}".utf8)
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (position, member) in sorted.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONString.write(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.item.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .single(let item):
            item.write(to: &output)
        }
    }

}

/// The `Encoder` behind ``CompactJSONEncoder``: every container writes into a ``JSONNode``.
private struct JSONNodeEncoder: Encoder {
    let node: JSONNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func item(for value: some Encodable) throws -> JSONItem {
        switch value {
        case let text as String: return .string(text)
        case let number as Int: return .literal(String(number))
        case let flag as Bool: return .literal(flag ? "true" : "false")
        case is Double, is Float: throw CompactJSONEncoder.Unsupported()
        default:
            let node = JSONNode()
            try value.encode(to: JSONNodeEncoder(node: node))
            return node.item
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .pending = node.value { node.value = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .pending = node.value { node.value = .array([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: JSONNode
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, .literal("null")) }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            node.set(key.stringValue, .literal(value ? "true" : "false"))
        }
        mutating func encode(_ value: String, forKey key: Key) throws { node.set(key.stringValue, .string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(key, value) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            node.set(key.stringValue, try JSONNodeEncoder.item(for: value))
        }

        private func set(_ key: Key, _ value: some BinaryInteger) {
            node.set(key.stringValue, .literal(String(value)))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = JSONNode(.object([]))
            node.set(key.stringValue, .node(child))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = JSONNode(.array([]))
            node.set(key.stringValue, .node(child))
            return UnkeyedContainer(node: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            let child = JSONNode()
            node.set("super", .node(child))
            return JSONNodeEncoder(node: child, codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let child = JSONNode()
            node.set(key.stringValue, .node(child))
            return JSONNodeEncoder(node: child, codingPath: codingPath + [key])
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: JSONNode
        var codingPath: [any CodingKey]
        var count: Int {
            if case .array(let elements) = node.value { return elements.count }
            return 0
        }

        mutating func encodeNil() throws { node.append(.literal("null")) }
        mutating func encode(_ value: Bool) throws { node.append(.literal(value ? "true" : "false")) }
        mutating func encode(_ value: String) throws { node.append(.string(value)) }
        mutating func encode(_ value: Double) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Int) throws { node.append(.literal(String(value))) }
        mutating func encode(_ value: some Encodable) throws { node.append(try JSONNodeEncoder.item(for: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = JSONNode(.object([]))
            node.append(.node(child))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = JSONNode(.array([]))
            node.append(.node(child))
            return UnkeyedContainer(node: child, codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder {
            let child = JSONNode()
            node.append(.node(child))
            return JSONNodeEncoder(node: child, codingPath: codingPath)
        }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let node: JSONNode
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.value = .single(.literal("null")) }
        mutating func encode(_ value: Bool) throws { node.value = .single(.literal(value ? "true" : "false")) }
        mutating func encode(_ value: String) throws { node.value = .single(.string(value)) }
        mutating func encode(_ value: Double) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Int) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: Int8) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: Int16) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: Int32) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: Int64) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: UInt) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: UInt8) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: UInt16) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: UInt32) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: UInt64) throws { node.value = .single(.literal(String(value))) }
        mutating func encode(_ value: some Encodable) throws {
            node.value = .single(try JSONNodeEncoder.item(for: value))
        }
    }
}
