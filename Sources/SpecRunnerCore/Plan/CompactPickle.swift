import Gherkin

/// A pickle as the plan keeps it for the whole run: its texts and arguments in one buffer of bytes, its ids in
/// one array, and the lines the runner reports it and its steps at; the `Pickle` message is written from it when
/// needed.
///
/// Kept as `Pickle` values (a string or an array per name, text, tag and table cell), the pickles of a
/// 20,000-scenario suite weigh several times what this buffer does (ADR 0004). The ids stay strings: the run's
/// are short enough to be kept inline, so the array costs no allocation per id, and neither writing nor reading
/// the pickle converts them.
package struct CompactPickle: Sendable {
    /// The feature file's uri (shared with the store's, not copied).
    package let uri: String
    /// The line a report shows it at: its examples row, else its scenario.
    package let line: Int
    /// The buffer (see ``Writer``): the pickle's fields, then each step's, in message order.
    let bytes: [UInt8]
    /// The pickle's ids, its tags' and its steps', in message order.
    let idTexts: [String]
    /// Each step's line in the feature file (its Gherkin step), by position.
    let stepLines: [Int32]

    /// `pickle` compacted; `astIndex` indexes its feature file's syntax tree, for the lines.
    package init(_ pickle: Pickle, astIndex: AstIndex) {
        uri = pickle.uri
        line = astIndex.line(of: pickle)
        let scenario = astIndex.scenario(of: pickle)
        // The steps are read in place, field by field, rather than each copied whole.
        let steps = pickle.steps
        var stepLines: [Int32] = []
        stepLines.reserveCapacity(steps.count)
        var idCount = 1 + Self.count(pickle.nodeIds) + pickle.tags.count
        for position in steps.indices {
            let head = astIndex.stepHead(at: position, in: scenario)
            stepLines.append(Int32(clamping: head?.line ?? 0))
            idCount += 1 + Self.count(steps[position].nodeIds)
        }
        self.stepLines = stepLines
        var writer = Writer()
        // About what the corpus's pickles take, so that most are written without growing the buffer; the ids
        // exactly, since the array is kept as it is.
        writer.bytes.reserveCapacity(64 + 64 * steps.count)
        writer.idTexts.reserveCapacity(idCount)
        writer.id(pickle.id)
        writer.string(pickle.name)
        writer.string(pickle.language)
        writer.optionalNumber(pickle.location?.line)
        writer.optionalNumber(pickle.location?.column)
        writer.ids(pickle.nodeIds)
        writer.number(pickle.tags.count)
        for tag in pickle.tags {
            writer.string(tag.name)
            writer.id(tag.astNodeId)
        }
        writer.number(steps.count)
        for position in steps.indices {
            writer.id(steps[position].id)
            writer.string(steps[position].text)
            writer.number(Self.number(of: steps[position].type))
            writer.argument(steps[position].argument)
            writer.ids(steps[position].nodeIds)
        }
        // A copy of the exact size: the buffer kept for the whole run would keep the room it was given to grow.
        bytes = Array(writer.bytes[...])
        idTexts = writer.idTexts
    }

    /// How many steps it has.
    package var stepCount: Int { stepLines.count }

    /// The line of the Gherkin step behind its step at `position`; `nil` if unknown.
    package func stepLine(at position: Int) -> Int? {
        stepLines[position] > 0 ? Int(stepLines[position]) : nil
    }

    /// Its name, read alone from the buffer.
    package var name: String {
        var reader = Reader(bytes: bytes, idTexts: idTexts)
        _ = reader.id()
        return reader.string()
    }

    /// The `Pickle` message, written from the buffer.
    package var pickle: Pickle {
        var reader = Reader(bytes: bytes, idTexts: idTexts)
        let id = reader.id()
        let name = reader.string()
        let language = reader.string()
        let line = reader.optionalNumber()
        let column = reader.optionalNumber()
        let location = line.map { Location(line: $0, column: column) }
        let nodeIds = reader.ids()
        var tags: [PickleTag] = []
        let tagCount = reader.number()
        tags.reserveCapacity(tagCount)
        for _ in 0..<tagCount {
            let name = reader.string()
            tags.append(PickleTag(name: name, astNodeId: reader.id()))
        }
        var steps: [PickleStep] = []
        let stepCount = reader.number()
        steps.reserveCapacity(stepCount)
        for _ in 0..<stepCount {
            let id = reader.id()
            let text = reader.string()
            let type = Self.stepType(reader.number())
            let argument = reader.argument()
            steps.append(PickleStep(id: id, text: text, type: type, argument: argument, nodeIds: reader.ids()))
        }
        return Pickle(
            id: id, uri: uri, location: location, name: name, language: language, steps: steps, tags: tags,
            nodeIds: nodeIds)
    }

    private static func count(_ ids: AstNodeIdList) -> Int {
        switch ids {
        case .one: 1
        case .two: 2
        case .other(let all): all.count
        }
    }

    private static func number(of type: PickleStep.StepType?) -> Int {
        switch type {
        case nil: 0
        case .unknown: 1
        case .context: 2
        case .action: 3
        case .outcome: 4
        }
    }

    private static func stepType(_ number: Int) -> PickleStep.StepType? {
        switch number {
        case 1: .unknown
        case 2: .context
        case 3: .action
        case 4: .outcome
        default: nil
        }
    }

    /// Writes the buffer: numbers as variable-length integers (seven bits a byte), strings as their length and
    /// UTF-8 bytes; ids go to the array of ids.
    private struct Writer {
        var bytes: [UInt8] = []
        var idTexts: [String] = []

        mutating func number(_ value: Int) {
            if value >= 0 && value < 0x80 { return bytes.append(UInt8(value)) }
            var rest = UInt(bitPattern: value)
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func optionalNumber(_ value: Int?) {
            number(value.map { $0 + 1 } ?? 0)
        }

        mutating func string(_ value: String) {
            number(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func optionalString(_ value: String?) {
            guard let value else { return number(0) }
            number(1)
            string(value)
        }

        mutating func id(_ value: String) {
            idTexts.append(value)
        }

        mutating func ids(_ values: AstNodeIdList) {
            switch values {
            case .one(let first):
                number(1)
                id(first)
            case .two(let first, let second):
                number(2)
                id(first)
                id(second)
            case .other(let all):
                number(all.count)
                for value in all { id(value) }
            }
        }

        mutating func argument(_ argument: PickleStepArgument?) {
            switch argument {
            case nil:
                number(0)
            case .docString(let docString):
                number(1)
                self.docString(docString)
            case .dataTable(let table):
                number(2)
                self.table(table)
            case .docStringAndDataTable(let docString, let table):
                number(3)
                self.docString(docString)
                self.table(table)
            }
        }

        private mutating func docString(_ docString: PickleDocString) {
            optionalString(docString.mediaType)
            string(docString.content)
            optionalNumber(docString.argumentIndex)
        }

        private mutating func table(_ table: PickleTable) {
            optionalNumber(table.argumentIndex)
            number(table.rows.count)
            for row in table.rows {
                number(row.count)
                for cell in row { string(cell) }
            }
        }
    }

    /// Reads what ``Writer`` wrote, in the same order.
    private struct Reader {
        let bytes: [UInt8]
        let idTexts: [String]
        var offset = 0
        var idOffset = 0

        mutating func number() -> Int {
            let first = bytes[offset]
            if first < 0x80 {
                offset += 1
                return Int(first)
            }
            var value: UInt = 0
            var shift: UInt = 0
            while true {
                let byte = bytes[offset]
                offset += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { return Int(bitPattern: value) }
                shift += 7
            }
        }

        mutating func optionalNumber() -> Int? {
            let value = number()
            return value == 0 ? nil : value - 1
        }

        mutating func string() -> String {
            let count = number()
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }

        mutating func optionalString() -> String? {
            number() == 0 ? nil : string()
        }

        mutating func id() -> String {
            defer { idOffset += 1 }
            return idTexts[idOffset]
        }

        /// The ids as ``Writer/ids(_:)`` wrote them (one or two, as the compiler gives, need no array).
        mutating func ids() -> AstNodeIdList {
            let count = number()
            switch count {
            case 1: return .one(id())
            case 2: return .two(id(), id())
            default:
                var ids: [String] = []
                ids.reserveCapacity(count)
                for _ in 0..<count { ids.append(id()) }
                return .other(ids)
            }
        }

        mutating func argument() -> PickleStepArgument? {
            switch number() {
            case 1: .docString(docString())
            case 2: .dataTable(table())
            case 3: .docStringAndDataTable(docString(), table())
            default: nil
            }
        }

        private mutating func docString() -> PickleDocString {
            PickleDocString(mediaType: optionalString(), content: string(), argumentIndex: optionalNumber())
        }

        private mutating func table() -> PickleTable {
            let argumentIndex = optionalNumber()
            let rowCount = number()
            var rows: [[String]] = []
            rows.reserveCapacity(rowCount)
            for _ in 0..<rowCount {
                let cellCount = number()
                var cells: [String] = []
                cells.reserveCapacity(cellCount)
                for _ in 0..<cellCount { cells.append(string()) }
                rows.append(cells)
            }
            return PickleTable(rows: rows, argumentIndex: argumentIndex)
        }
    }
}
