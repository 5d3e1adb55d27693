import Gherkin

/// Writes messages as JSON directly, keys in sorted order, byte for byte as Foundation's `JSONEncoder` writes them
/// with `[.sortedKeys, .withoutEscapingSlashes]` (`EnvelopeJSONTests` holds the two side by side).
///
/// Direct rather than through `Encodable`, which costs much more per message (ADR 0005). Each
/// method mirrors the `encode(to:)` of its type: optional members are left out when `nil`, arrays and strings
/// are written even when empty.
struct MessageJSONWriter {
    private(set) var output: [UInt8] = []

    init(capacity: Int = 192) {
        output.reserveCapacity(capacity)
    }

    /// Appends `text` as it is (keys, punctuation, literals).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        JSONString.write(text, to: &output)
    }

    /// Appends `key` (written with its punctuation: `,"name":`) and `text` as a JSON string.
    mutating func string(_ key: StaticString, _ text: String) {
        raw(key)
        string(text)
    }

    mutating func number(_ value: Int64) {
        DecimalDigits.withDigits(of: value) { output.append(contentsOf: $0) }
    }

    mutating func number(_ value: Int) {
        number(Int64(value))
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends `key` (with its punctuation) and `timestamp`.
    mutating func time(_ key: StaticString, _ timestamp: Timestamp) {
        raw(key)
        time(seconds: timestamp.seconds, nanos: timestamp.nanos)
    }

    /// A `Timestamp` or `Duration` object: `{"nanos":…,"seconds":…}`.
    mutating func time(seconds: Int64, nanos: Int32) {
        raw(#"{"nanos":"#)
        number(Int64(nanos))
        raw(#","seconds":"#)
        number(seconds)
        raw("}")
    }

    /// `{"<messageType>":message}`.
    mutating func envelope(_ envelope: Envelope) {
        switch envelope {
        case .meta(let message):
            raw(#"{"meta":"#)
            meta(message)
        case .source(let message):
            raw(#"{"source":"#)
            source(message)
        case .gherkinDocument(let message):
            raw(#"{"gherkinDocument":"#)
            document(message)
        case .parseError(let message):
            string(#"{"parseError":{"message":"#, message.message)
            location(#","source":{"location":"#, message.location)
            string(#","uri":"#, message.uri)
            raw("}}")
        case .pickle(let message):
            raw(#"{"pickle":"#)
            pickle(message)
        case .parameterType(let message):
            raw(#"{"parameterType":"#)
            parameterType(message)
        case .stepDefinition(let message):
            string(#"{"stepDefinition":{"id":"#, message.id)
            string(#","pattern":{"source":"#, message.pattern.source)
            string(#","type":"#, message.pattern.type.rawValue)
            sourceReference(#"},"sourceReference":"#, message.sourceReference)
            raw("}")
        case .undefinedParameterType(let message):
            string(#"{"undefinedParameterType":{"expression":"#, message.expression)
            string(#","name":"#, message.name)
            raw("}")
        case .hook(let message):
            raw(#"{"hook":"#)
            hook(message)
        case .testRunStarted(let message):
            string(#"{"testRunStarted":{"id":"#, message.id)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testRunHookStarted(let message): write(message)
        case .testRunHookFinished(let message): write(message)
        case .testCase(let message):
            raw(#"{"testCase":"#)
            testCase(message)
        case .testCaseStarted(let message): write(message)
        case .testStepStarted(let message): write(message)
        case .attachment(let message):
            raw(#"{"attachment":"#)
            attachment(message)
        case .suggestion(let message): write(message)
        case .testStepFinished(let message): write(message)
        case .testCaseFinished(let message): write(message)
        case .testRunFinished(let message): write(message)
        }
        raw("}")
    }

    /// `[…]`, each element written by `element`.
    mutating func array<Element>(_ elements: [Element], _ element: (inout Self, Element) -> Void) {
        raw("[")
        for (position, item) in elements.enumerated() {
            if position > 0 { raw(",") }
            element(&self, item)
        }
        raw("]")
    }

    mutating func strings(_ elements: [String]) {
        array(elements) { $0.string($1) }
    }

    // MARK: Support code and results

    private mutating func meta(_ meta: Meta) {
        product(#"{"cpu":"#, meta.cpu)
        product(#","implementation":"#, meta.implementation)
        product(#","os":"#, meta.os)
        string(#","protocolVersion":"#, meta.protocolVersion)
        product(#","runtime":"#, meta.runtime)
        if let shard = meta.shard {
            raw(#","shard":{"count":"#)
            number(shard.count)
            raw(#","index":"#)
            number(shard.index)
            raw("}")
        }
        raw("}")
    }

    private mutating func product(_ key: StaticString, _ product: Meta.Product) {
        raw(key)
        string(#"{"name":"#, product.name)
        if let version = product.version { string(#","version":"#, version) }
        raw("}")
    }

    private mutating func sourceReference(_ key: StaticString, _ reference: SourceReference) {
        raw(key)
        raw(#"{"location":{"line":"#)
        number(reference.location.line)
        string(#"},"uri":"#, reference.uri)
        raw("}")
    }

    private mutating func parameterType(_ type: ParameterTypeMessage) {
        string(#"{"id":"#, type.id)
        string(#","name":"#, type.name)
        raw(#","preferForRegularExpressionMatch":"#)
        bool(type.preferForRegularExpressionMatch)
        raw(#","regularExpressions":"#)
        strings(type.regularExpressions)
        if let reference = type.sourceReference { sourceReference(#","sourceReference":"#, reference) }
        raw(#","useForSnippets":"#)
        bool(type.useForSnippets)
        raw("}")
    }

    private mutating func hook(_ hook: HookMessage) {
        string(#"{"id":"#, hook.id)
        if let name = hook.name { string(#","name":"#, name) }
        sourceReference(#","sourceReference":"#, hook.sourceReference)
        if let expression = hook.tagExpression { string(#","tagExpression":"#, expression) }
        string(#","type":"#, hook.type.rawValue)
        raw("}")
    }
}
