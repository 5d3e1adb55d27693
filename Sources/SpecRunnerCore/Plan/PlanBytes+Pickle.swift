import Gherkin

extension PlanBytes.Writer {
    /// Writes a planned test case's pickle and its lines, for another process (a worker's share).
    ///
    /// That process then has the pickle without the feature file. Its uri is left to the caller (one for all of a
    /// file's pickles).
    package mutating func pickle(of testCase: PlannedTestCase) {
        let pickle = testCase.pickle
        number(testCase.line)
        number(testCase.stepLines.count)
        for line in testCase.stepLines { number(Int(line)) }
        string(pickle.id)
        string(pickle.name)
        string(pickle.language)
        optionalNumber(pickle.location?.line)
        optionalNumber(pickle.location?.column)
        ids(pickle.nodeIds)
        number(pickle.tags.count)
        for tag in pickle.tags {
            string(tag.name)
            string(tag.astNodeId)
        }
        number(pickle.steps.count)
        for step in pickle.steps {
            string(step.id)
            string(step.text)
            number(Self.number(of: step.type))
            argument(step.argument)
            ids(step.nodeIds)
        }
    }

    private mutating func optionalNumber(_ value: Int?) {
        number(value.map { $0 + 1 } ?? 0)
    }

    private mutating func optionalString(_ value: String?) {
        guard let value else { return number(0) }
        number(1)
        string(value)
    }

    private mutating func ids(_ values: AstNodeIdList) {
        switch values {
        case .one(let first):
            number(1)
            string(first)
        case .two(let first, let second):
            number(2)
            string(first)
            string(second)
        case .other(let all):
            number(all.count)
            for value in all { string(value) }
        }
    }

    private mutating func argument(_ argument: PickleStepArgument?) {
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

    private static func number(of type: PickleStep.StepType?) -> Int {
        switch type {
        case nil: 0
        case .unknown: 1
        case .context: 2
        case .action: 3
        case .outcome: 4
        }
    }
}

extension PlanBytes.Reader {
    /// The pickle of feature file `uri` and its lines, as ``PlanBytes/Writer/pickle(of:)`` wrote them.
    package mutating func pickle(uri: String) throws(PlanBytes.Malformed) -> (
        pickle: Pickle, line: Int, stepLines: [Int32]
    ) {
        let line = try number()
        var stepLines: [Int32] = []
        for _ in 0..<(try count()) { stepLines.append(Int32(clamping: try number())) }
        let id = try string()
        let name = try string()
        let language = try string()
        let locationLine = try optionalNumber()
        let column = try optionalNumber()
        let nodeIds = try ids()
        var tags: [PickleTag] = []
        for _ in 0..<(try count()) {
            let name = try string()
            tags.append(PickleTag(name: name, astNodeId: try string()))
        }
        var steps: [PickleStep] = []
        for _ in 0..<(try count()) {
            let id = try string()
            let text = try string()
            let type = Self.stepType(try number())
            let argument = try argument()
            steps.append(PickleStep(id: id, text: text, type: type, argument: argument, nodeIds: try ids()))
        }
        guard steps.count == stepLines.count else { throw PlanBytes.Malformed() }
        let pickle = Pickle(
            id: id, uri: uri, location: locationLine.map { Location(line: $0, column: column) }, name: name,
            language: language, steps: steps, tags: tags, nodeIds: nodeIds)
        return (pickle, line, stepLines)
    }

    private mutating func optionalNumber() throws(PlanBytes.Malformed) -> Int? {
        let value = try number()
        return value == 0 ? nil : value - 1
    }

    private mutating func optionalString() throws(PlanBytes.Malformed) -> String? {
        try number() == 0 ? nil : try string()
    }

    /// The ids as the writer wrote them (one or two, as the compiler gives, need no array).
    private mutating func ids() throws(PlanBytes.Malformed) -> AstNodeIdList {
        let count = try count()
        switch count {
        case 1: return .one(try string())
        case 2: return .two(try string(), try string())
        default:
            var ids: [String] = []
            for _ in 0..<count { ids.append(try string()) }
            return .other(ids)
        }
    }

    private mutating func argument() throws(PlanBytes.Malformed) -> PickleStepArgument? {
        switch try number() {
        case 1: .docString(try docString())
        case 2: .dataTable(try table())
        case 3: .docStringAndDataTable(try docString(), try table())
        default: nil
        }
    }

    private mutating func docString() throws(PlanBytes.Malformed) -> PickleDocString {
        PickleDocString(mediaType: try optionalString(), content: try string(), argumentIndex: try optionalNumber())
    }

    private mutating func table() throws(PlanBytes.Malformed) -> PickleTable {
        let argumentIndex = try optionalNumber()
        var rows: [[String]] = []
        for _ in 0..<(try count()) {
            var cells: [String] = []
            for _ in 0..<(try count()) { cells.append(try string()) }
            rows.append(cells)
        }
        return PickleTable(rows: rows, argumentIndex: argumentIndex)
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
}
