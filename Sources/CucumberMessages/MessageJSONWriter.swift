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
        DecimalDigits.append(value, to: &output)
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
            if let namesFiles = shard.namesFiles { raw(namesFiles ? #","namesFiles":true"# : #","namesFiles":false"#) }
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

    // MARK: Execution

    // Each execution message with its envelope's key (`{"<messageType>":`); ``envelope(_:)`` closes the envelope.

    mutating func write(_ message: TestRunHookStarted) {
        string(#"{"testRunHookStarted":{"hookId":"#, message.hookId)
        string(#","id":"#, message.id)
        string(#","testRunStartedId":"#, message.testRunStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: TestRunHookFinished) {
        raw(#"{"testRunHookFinished":{"result":"#)
        result(message.result)
        string(#","testRunHookStartedId":"#, message.testRunHookStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: TestCaseStarted) {
        raw(#"{"testCaseStarted":{"attempt":"#)
        number(message.attempt)
        string(#","id":"#, message.id)
        string(#","testCaseId":"#, message.testCaseId)
        time(#","timestamp":"#, message.timestamp)
        if let workerId = message.workerId { string(#","workerId":"#, workerId) }
        raw("}")
    }

    mutating func write(_ message: TestStepStarted) {
        string(#"{"testStepStarted":{"testCaseStartedId":"#, message.testCaseStartedId)
        string(#","testStepId":"#, message.testStepId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: Suggestion) {
        string(#"{"suggestion":{"id":"#, message.id)
        string(#","pickleStepId":"#, message.pickleStepId)
        raw(#","snippets":"#)
        array(message.snippets) { writer, snippet in
            writer.string(#"{"code":"#, snippet.code)
            writer.string(#","language":"#, snippet.language)
            writer.raw("}")
        }
        raw("}")
    }

    mutating func write(_ message: TestStepFinished) {
        string(#"{"testStepFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
        string(#","testStepId":"#, message.testStepId)
        raw(#","testStepResult":"#)
        result(message.testStepResult)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func write(_ message: TestCaseFinished) {
        string(#"{"testCaseFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw(#","willBeRetried":"#)
        bool(message.willBeRetried)
        raw("}")
    }

    mutating func write(_ message: TestRunFinished) {
        raw(#"{"testRunFinished":{"#)
        if let exception = message.exception {
            raw(#""exception":"#)
            self.exception(exception)
            raw(",")
        }
        if let text = message.message {
            string(#""message":"#, text)
            raw(",")
        }
        raw(#""success":"#)
        bool(message.success)
        string(#","testRunStartedId":"#, message.testRunStartedId)
        time(#","timestamp":"#, message.timestamp)
        raw("}")
    }

    mutating func testCase(_ testCase: TestCase) {
        string(#"{"id":"#, testCase.id)
        string(#","pickleId":"#, testCase.pickleId)
        string(#","testRunStartedId":"#, testCase.testRunStartedId)
        raw(#","testSteps":"#)
        array(testCase.testSteps) { $0.testStep($1) }
        raw("}")
    }

    private mutating func testStep(_ step: TestStep) {
        raw("{")
        if let hookId = step.hookId {
            string(#""hookId":"#, hookId)
            raw(",")
        }
        string(#""id":"#, step.id)
        if let pickleStepId = step.pickleStepId {
            string(#","pickleStepId":"#, pickleStepId)
        }
        if let definitionIds = step.stepDefinitionIds {
            raw(#","stepDefinitionIds":"#)
            strings(definitionIds)
        }
        if let lists = step.stepMatchArgumentsLists {
            raw(#","stepMatchArgumentsLists":"#)
            array(lists) { writer, list in
                writer.raw(#"{"stepMatchArguments":"#)
                writer.array(list.stepMatchArguments) { writer, argument in
                    writer.raw(#"{"group":"#)
                    writer.group(argument.group)
                    if let name = argument.parameterTypeName {
                        writer.string(#","parameterTypeName":"#, name)
                    }
                    writer.raw("}")
                }
                writer.raw("}")
            }
        }
        raw("}")
    }

    private mutating func group(_ group: MatchGroup) {
        var separator = false
        raw("{")
        if let children = group.children {
            raw(#""children":"#)
            array(children) { $0.group($1) }
            separator = true
        }
        if let start = group.start {
            if separator { raw(",") }
            raw(#""start":"#)
            number(start)
            separator = true
        }
        if let value = group.value {
            if separator { raw(",") }
            string(#""value":"#, value)
        }
        raw("}")
    }

    mutating func attachment(_ attachment: Attachment) {
        string(#"{"body":"#, attachment.body)
        string(#","contentEncoding":"#, attachment.contentEncoding.rawValue)
        if let name = attachment.fileName { string(#","fileName":"#, name) }
        string(#","mediaType":"#, attachment.mediaType)
        if let id = attachment.testCaseStartedId { string(#","testCaseStartedId":"#, id) }
        if let id = attachment.testRunHookStartedId { string(#","testRunHookStartedId":"#, id) }
        if let id = attachment.testStepId { string(#","testStepId":"#, id) }
        if let timestamp = attachment.timestamp { time(#","timestamp":"#, timestamp) }
        raw("}")
    }

    private mutating func result(_ result: TestStepResult) {
        raw(#"{"duration":"#)
        time(seconds: result.duration.seconds, nanos: result.duration.nanos)
        if let exception = result.exception {
            raw(#","exception":"#)
            self.exception(exception)
        }
        if let text = result.message { string(#","message":"#, text) }
        string(#","status":"#, result.status.rawValue)
        raw("}")
    }

    private mutating func exception(_ exception: ExceptionMessage) {
        raw("{")
        if let text = exception.message {
            string(#""message":"#, text)
            raw(",")
        }
        if let trace = exception.stackTrace {
            string(#""stackTrace":"#, trace)
            raw(",")
        }
        string(#""type":"#, exception.type)
        raw("}")
    }
}
