import Gherkin

/// Writes messages as JSON directly, keys in sorted order, byte for byte as Foundation's `JSONEncoder` writes them
/// with `[.sortedKeys, .withoutEscapingSlashes]` (`CompactJSONTests` holds the two side by side).
///
/// It covers the envelopes a run sends per step and test case and the large ones it sends per file and pickle
/// (sources, syntax trees, pickles, test cases): through `Encodable`, even with ``CompactJSONEncoder``, a pickle
/// cost about half a million instructions. Each method mirrors the `encode(to:)` of its type: optional members
/// are left out when `nil`, arrays and strings are written even when empty.
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

    /// Appends the decimal digits of `value` (without making a `String` of it: locations have two numbers each).
    mutating func number(_ value: Int64) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = digits.count
            repeat {
                position -= 1
                digits[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position...]))
        }
    }

    mutating func number(_ value: Int) {
        number(Int64(value))
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// A `Timestamp` or `Duration` object: `{"nanos":…,"seconds":…}`.
    mutating func time(seconds: Int64, nanos: Int32) {
        raw(#"{"nanos":"#)
        number(Int64(nanos))
        raw(#","seconds":"#)
        number(seconds)
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
        raw(#"{"data":"#)
        string(source.data)
        raw(#","mediaType":"#)
        string(source.mediaType.rawValue)
        raw(#","uri":"#)
        string(source.uri)
        raw("}")
    }

    mutating func document(_ document: GherkinDocument) {
        raw(#"{"comments":"#)
        array(document.comments) { writer, comment in
            writer.raw(#"{"location":"#)
            writer.location(comment.location)
            writer.raw(#","text":"#)
            writer.string(comment.text)
            writer.raw("}")
        }
        if let feature = document.feature {
            raw(#","feature":"#)
            self.feature(feature)
        }
        if let uri = document.uri {
            raw(#","uri":"#)
            string(uri)
        }
        raw("}")
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
        array(feature.children) { writer, child in
            switch child {
            case .background(let background):
                writer.raw(#"{"background":"#)
                writer.background(background)
            case .rule(let rule):
                writer.raw(#"{"rule":"#)
                writer.rule(rule)
            case .scenario(let scenario):
                writer.raw(#"{"scenario":"#)
                writer.scenario(scenario)
            }
            writer.raw("}")
        }
        raw(#","description":"#)
        string(feature.description)
        if !feature.keyword.isEmpty {
            raw(#","keyword":"#)
            string(feature.keyword)
        }
        raw(#","language":"#)
        string(feature.language)
        raw(#","location":"#)
        location(feature.location)
        raw(#","name":"#)
        string(feature.name)
        raw(#","tags":"#)
        tags(feature.tags)
        raw("}")
    }

    private mutating func rule(_ rule: Rule) {
        raw(#"{"children":"#)
        array(rule.children) { writer, child in
            switch child {
            case .background(let background):
                writer.raw(#"{"background":"#)
                writer.background(background)
            case .scenario(let scenario):
                writer.raw(#"{"scenario":"#)
                writer.scenario(scenario)
            }
            writer.raw("}")
        }
        raw(#","description":"#)
        string(rule.description)
        raw(#","id":"#)
        string(rule.id)
        raw(#","keyword":"#)
        string(rule.keyword)
        raw(#","location":"#)
        location(rule.location)
        raw(#","name":"#)
        string(rule.name)
        raw(#","tags":"#)
        tags(rule.tags)
        raw("}")
    }

    private mutating func background(_ background: Background) {
        raw(#"{"description":"#)
        string(background.description)
        raw(#","id":"#)
        string(background.id)
        raw(#","keyword":"#)
        string(background.keyword)
        raw(#","location":"#)
        location(background.location)
        raw(#","name":"#)
        string(background.name)
        raw(#","steps":"#)
        array(background.steps) { $0.step($1) }
        raw("}")
    }

    private mutating func scenario(_ scenario: Scenario) {
        raw(#"{"description":"#)
        string(scenario.description)
        raw(#","examples":"#)
        array(scenario.examples) { $0.examples($1) }
        raw(#","id":"#)
        string(scenario.id)
        raw(#","keyword":"#)
        string(scenario.keyword)
        raw(#","location":"#)
        location(scenario.location)
        raw(#","name":"#)
        string(scenario.name)
        raw(#","steps":"#)
        array(scenario.steps) { $0.step($1) }
        raw(#","tags":"#)
        tags(scenario.tags)
        raw("}")
    }

    private mutating func examples(_ examples: Examples) {
        raw(#"{"description":"#)
        string(examples.description)
        raw(#","id":"#)
        string(examples.id)
        raw(#","keyword":"#)
        string(examples.keyword)
        raw(#","location":"#)
        location(examples.location)
        raw(#","name":"#)
        string(examples.name)
        raw(#","tableBody":"#)
        array(examples.tableBody) { $0.row($1) }
        if let header = examples.tableHeader {
            raw(#","tableHeader":"#)
            row(header)
        }
        raw(#","tags":"#)
        tags(examples.tags)
        raw("}")
    }

    private mutating func step(_ step: Step) {
        var separator = false
        raw("{")
        if let table = step.dataTable {
            raw(#""dataTable":{"location":"#)
            location(table.location)
            raw(#","rows":"#)
            array(table.rows) { $0.row($1) }
            raw("}")
            separator = true
        }
        if let docString = step.docString {
            if separator { raw(",") }
            raw(#""docString":{"content":"#)
            string(docString.content)
            raw(#","delimiter":"#)
            string(docString.delimiter)
            raw(#","location":"#)
            location(docString.location)
            if let mediaType = docString.mediaType {
                raw(#","mediaType":"#)
                string(mediaType)
            }
            raw("}")
            separator = true
        }
        if separator { raw(",") }
        raw(#""id":"#)
        string(step.id)
        raw(#","keyword":"#)
        string(step.keyword)
        if let type = step.keywordType {
            raw(#","keywordType":"#)
            string(type.rawValue)
        }
        raw(#","location":"#)
        location(step.location)
        raw(#","text":"#)
        string(step.text)
        raw("}")
    }

    private mutating func row(_ row: TableRow) {
        raw(#"{"cells":"#)
        array(row.cells) { writer, cell in
            writer.raw(#"{"location":"#)
            writer.location(cell.location)
            writer.raw(#","value":"#)
            writer.string(cell.value)
            writer.raw("}")
        }
        raw(#","id":"#)
        string(row.id)
        raw(#","location":"#)
        location(row.location)
        raw("}")
    }

    private mutating func tags(_ tags: [Tag]) {
        array(tags) { writer, tag in
            writer.raw(#"{"id":"#)
            writer.string(tag.id)
            writer.raw(#","location":"#)
            writer.location(tag.location)
            writer.raw(#","name":"#)
            writer.string(tag.name)
            writer.raw("}")
        }
    }

    // MARK: Pickles

    mutating func pickle(_ pickle: Pickle) {
        raw(#"{"astNodeIds":"#)
        strings(pickle.astNodeIds)
        raw(#","id":"#)
        string(pickle.id)
        raw(#","language":"#)
        string(pickle.language)
        if let location = pickle.location {
            raw(#","location":"#)
            self.location(location)
        }
        raw(#","name":"#)
        string(pickle.name)
        raw(#","steps":"#)
        array(pickle.steps) { $0.pickleStep($1) }
        raw(#","tags":"#)
        array(pickle.tags) { writer, tag in
            writer.raw(#"{"astNodeId":"#)
            writer.string(tag.astNodeId)
            writer.raw(#","name":"#)
            writer.string(tag.name)
            writer.raw("}")
        }
        raw(#","uri":"#)
        string(pickle.uri)
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
        raw(#","id":"#)
        string(step.id)
        raw(#","text":"#)
        string(step.text)
        if let type = step.type {
            raw(#","type":"#)
            string(type.rawValue)
        }
        raw("}")
    }

    private mutating func pickleStepArgument(_ argument: PickleStepArgument) {
        raw("{")
        if let table = argument.dataTable {
            raw(#""dataTable":{"#)
            if let index = table.argumentIndex {
                raw(#""argumentIndex":"#)
                number(index)
                raw(",")
            }
            raw(#""rows":"#)
            array(table.rows) { writer, cells in
                writer.raw(#"{"cells":"#)
                writer.array(cells) { writer, value in
                    writer.raw(#"{"value":"#)
                    writer.string(value)
                    writer.raw("}")
                }
                writer.raw("}")
            }
            raw("}")
        }
        if let docString = argument.docString {
            if argument.dataTable != nil { raw(",") }
            raw(#""docString":{"#)
            if let index = docString.argumentIndex {
                raw(#""argumentIndex":"#)
                number(index)
                raw(",")
            }
            raw(#""content":"#)
            string(docString.content)
            if let mediaType = docString.mediaType {
                raw(#","mediaType":"#)
                string(mediaType)
            }
            raw("}")
        }
        raw("}")
    }

    // MARK: Test cases

    mutating func testCase(_ testCase: TestCase) {
        raw(#"{"id":"#)
        string(testCase.id)
        raw(#","pickleId":"#)
        string(testCase.pickleId)
        raw(#","testRunStartedId":"#)
        string(testCase.testRunStartedId)
        raw(#","testSteps":"#)
        array(testCase.testSteps) { $0.testStep($1) }
        raw("}")
    }

    private mutating func testStep(_ step: TestStep) {
        raw("{")
        if let hookId = step.hookId {
            raw(#""hookId":"#)
            string(hookId)
            raw(",")
        }
        raw(#""id":"#)
        string(step.id)
        if let pickleStepId = step.pickleStepId {
            raw(#","pickleStepId":"#)
            string(pickleStepId)
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
                        writer.raw(#","parameterTypeName":"#)
                        writer.string(name)
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
            raw(#""value":"#)
            string(value)
        }
        raw("}")
    }
}
