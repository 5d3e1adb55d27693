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
        case .testRunHookStarted(let message):
            string(#"{"testRunHookStarted":{"hookId":"#, message.hookId)
            string(#","id":"#, message.id)
            string(#","testRunStartedId":"#, message.testRunStartedId)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testRunHookFinished(let message):
            raw(#"{"testRunHookFinished":{"result":"#)
            result(message.result)
            string(#","testRunHookStartedId":"#, message.testRunHookStartedId)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testCase(let message):
            raw(#"{"testCase":"#)
            testCase(message)
        case .testCaseStarted(let message):
            raw(#"{"testCaseStarted":{"attempt":"#)
            number(message.attempt)
            string(#","id":"#, message.id)
            string(#","testCaseId":"#, message.testCaseId)
            time(#","timestamp":"#, message.timestamp)
            if let workerId = message.workerId { string(#","workerId":"#, workerId) }
            raw("}")
        case .testStepStarted(let message):
            string(#"{"testStepStarted":{"testCaseStartedId":"#, message.testCaseStartedId)
            string(#","testStepId":"#, message.testStepId)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .attachment(let message):
            raw(#"{"attachment":"#)
            attachment(message)
        case .suggestion(let message):
            string(#"{"suggestion":{"id":"#, message.id)
            string(#","pickleStepId":"#, message.pickleStepId)
            raw(#","snippets":"#)
            array(message.snippets) { writer, snippet in
                writer.string(#"{"code":"#, snippet.code)
                writer.string(#","language":"#, snippet.language)
                writer.raw("}")
            }
            raw("}")
        case .testStepFinished(let message):
            string(#"{"testStepFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
            string(#","testStepId":"#, message.testStepId)
            raw(#","testStepResult":"#)
            result(message.testStepResult)
            time(#","timestamp":"#, message.timestamp)
            raw("}")
        case .testCaseFinished(let message):
            string(#"{"testCaseFinished":{"testCaseStartedId":"#, message.testCaseStartedId)
            time(#","timestamp":"#, message.timestamp)
            raw(#","willBeRetried":"#)
            bool(message.willBeRetried)
            raw("}")
        case .testRunFinished(let message):
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

    // MARK: Sources and syntax trees

    mutating func source(_ source: Source) {
        string(#"{"data":"#, source.data)
        string(#","mediaType":"#, source.mediaType.rawValue)
        string(#","uri":"#, source.uri)
        raw("}")
    }

    mutating func document(_ document: GherkinDocument) {
        raw(#"{"comments":"#)
        array(document.comments) { writer, comment in
            writer.location(#"{"location":"#, comment.location)
            writer.string(#","text":"#, comment.text)
            writer.raw("}")
        }
        if let feature = document.feature {
            raw(#","feature":"#)
            self.feature(feature)
        }
        if let uri = document.uri {
            string(#","uri":"#, uri)
        }
        raw("}")
    }

    /// Appends `key` (with its punctuation) and `location`.
    mutating func location(_ key: StaticString, _ location: Location) {
        raw(key)
        self.location(location)
    }

    mutating func location(_ location: Location) {
        if let column = location.column {
            raw(#"{"column":"#)
            number(column)
            raw(#","line":"#)
        } else {
            raw(#"{"line":"#)
        }
        number(location.line)
        raw("}")
    }

    private mutating func feature(_ feature: Feature) {
        raw(#"{"children":"#)
        array(feature.children) { $0.child($1) }
        string(#","description":"#, feature.description)
        if !feature.keyword.isEmpty {
            string(#","keyword":"#, feature.keyword)
        }
        string(#","language":"#, feature.language)
        location(#","location":"#, feature.location)
        string(#","name":"#, feature.name)
        tags(#","tags":"#, feature.tags)
        raw("}")
    }

    /// A child of a feature or a rule: `{"background":…}`, `{"rule":…}` or `{"scenario":…}`.
    private mutating func child(_ child: Feature.Child) {
        switch child {
        case .background(let background):
            raw(#"{"background":"#)
            self.background(background)
        case .rule(let rule):
            raw(#"{"rule":"#)
            self.rule(rule)
        case .scenario(let scenario):
            raw(#"{"scenario":"#)
            self.scenario(scenario)
        }
        raw("}")
    }

    /// The members every rule, background, scenario and examples has between `description` and what follows
    /// `name` (in sorted order, they come together).
    private mutating func head(id: String, keyword: String, location: Location, name: String) {
        string(#","id":"#, id)
        string(#","keyword":"#, keyword)
        self.location(#","location":"#, location)
        string(#","name":"#, name)
    }

    private mutating func rule(_ rule: Rule) {
        raw(#"{"children":"#)
        array(rule.children) { writer, child in
            switch child {
            case .background(let background): writer.child(.background(background))
            case .scenario(let scenario): writer.child(.scenario(scenario))
            }
        }
        string(#","description":"#, rule.description)
        head(id: rule.id, keyword: rule.keyword, location: rule.location, name: rule.name)
        tags(#","tags":"#, rule.tags)
        raw("}")
    }

    private mutating func background(_ background: Background) {
        string(#"{"description":"#, background.description)
        head(id: background.id, keyword: background.keyword, location: background.location, name: background.name)
        raw(#","steps":"#)
        array(background.steps) { $0.step($1) }
        raw("}")
    }

    private mutating func scenario(_ scenario: Scenario) {
        string(#"{"description":"#, scenario.description)
        raw(#","examples":"#)
        array(scenario.examples) { $0.examples($1) }
        head(id: scenario.id, keyword: scenario.keyword, location: scenario.location, name: scenario.name)
        raw(#","steps":"#)
        array(scenario.steps) { $0.step($1) }
        tags(#","tags":"#, scenario.tags)
        raw("}")
    }

    private mutating func examples(_ examples: Examples) {
        string(#"{"description":"#, examples.description)
        head(id: examples.id, keyword: examples.keyword, location: examples.location, name: examples.name)
        raw(#","tableBody":"#)
        array(examples.tableBody) { $0.row($1) }
        if let header = examples.tableHeader {
            raw(#","tableHeader":"#)
            row(header)
        }
        tags(#","tags":"#, examples.tags)
        raw("}")
    }

    private mutating func step(_ step: Step) {
        var separator = false
        raw("{")
        if let table = step.dataTable {
            location(#""dataTable":{"location":"#, table.location)
            raw(#","rows":"#)
            array(table.rows) { $0.row($1) }
            raw("}")
            separator = true
        }
        if let docString = step.docString {
            if separator { raw(",") }
            string(#""docString":{"content":"#, docString.content)
            string(#","delimiter":"#, docString.delimiter)
            location(#","location":"#, docString.location)
            if let mediaType = docString.mediaType {
                string(#","mediaType":"#, mediaType)
            }
            raw("}")
            separator = true
        }
        if separator { raw(",") }
        string(#""id":"#, step.id)
        string(#","keyword":"#, step.keyword)
        if let type = step.keywordType {
            string(#","keywordType":"#, type.rawValue)
        }
        location(#","location":"#, step.location)
        string(#","text":"#, step.text)
        raw("}")
    }

    private mutating func row(_ row: TableRow) {
        raw(#"{"cells":"#)
        array(row.cells) { writer, cell in
            writer.location(#"{"location":"#, cell.location)
            writer.string(#","value":"#, cell.value)
            writer.raw("}")
        }
        string(#","id":"#, row.id)
        location(#","location":"#, row.location)
        raw("}")
    }

    /// Appends `key` (with its punctuation) and `tags`.
    private mutating func tags(_ key: StaticString, _ tags: [Tag]) {
        raw(key)
        array(tags) { writer, tag in
            writer.string(#"{"id":"#, tag.id)
            writer.location(#","location":"#, tag.location)
            writer.string(#","name":"#, tag.name)
            writer.raw("}")
        }
    }

    // MARK: Pickles

    mutating func pickle(_ pickle: Pickle) {
        raw(#"{"astNodeIds":"#)
        strings(pickle.astNodeIds)
        string(#","id":"#, pickle.id)
        string(#","language":"#, pickle.language)
        if let location = pickle.location { self.location(#","location":"#, location) }
        string(#","name":"#, pickle.name)
        raw(#","steps":"#)
        array(pickle.steps) { $0.pickleStep($1) }
        raw(#","tags":"#)
        array(pickle.tags) { writer, tag in
            writer.string(#"{"astNodeId":"#, tag.astNodeId)
            writer.string(#","name":"#, tag.name)
            writer.raw("}")
        }
        string(#","uri":"#, pickle.uri)
        raw("}")
    }

    private mutating func pickleStep(_ step: PickleStep) {
        raw("{")
        if let argument = step.argument {
            raw(#""argument":"#)
            pickleStepArgument(argument)
            raw(",")
        }
        raw(#""astNodeIds":"#)
        strings(step.astNodeIds)
        string(#","id":"#, step.id)
        string(#","text":"#, step.text)
        if let type = step.type {
            string(#","type":"#, type.rawValue)
        }
        raw("}")
    }

    private mutating func pickleStepArgument(_ argument: PickleStepArgument) {
        raw("{")
        if let table = argument.dataTable {
            raw(#""dataTable":{"#)
            argumentIndex(table.argumentIndex)
            raw(#""rows":"#)
            array(table.rows) { writer, cells in
                writer.raw(#"{"cells":"#)
                writer.array(cells) { writer, value in
                    writer.string(#"{"value":"#, value)
                    writer.raw("}")
                }
                writer.raw("}")
            }
            raw("}")
        }
        if let docString = argument.docString {
            if argument.dataTable != nil { raw(",") }
            raw(#""docString":{"#)
            argumentIndex(docString.argumentIndex)
            string(#""content":"#, docString.content)
            if let mediaType = docString.mediaType {
                string(#","mediaType":"#, mediaType)
            }
            raw("}")
        }
        raw("}")
    }

    /// `"argumentIndex":N,` when a step has both a doc string and a table, nothing otherwise.
    private mutating func argumentIndex(_ index: Int?) {
        guard let index else { return }
        raw(#""argumentIndex":"#)
        number(index)
        raw(",")
    }

    // MARK: Test cases

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

    private mutating func attachment(_ attachment: Attachment) {
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
