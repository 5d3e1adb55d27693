/// Compiles a ``GherkinDocument`` into pickles: one per scenario, and one per examples row of an outline, with
/// background steps prepended, tags inherited and `<placeholders>` replaced, as the official compiler does.
struct PickleCompiler: Sendable {
    /// The pickles of `document`, in document order, with ids from `ids`.
    func compile(_ document: GherkinDocument, uri: String, ids: any IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: uri, language: feature.language, ids: ids)
        context.pickles.reserveCapacity(PickleCompiler.pickleCount(of: feature))
        let featureTags = PickleCompiler.tags([], plus: feature.tags)
        var background = BackgroundPrototype()
        for child in feature.children {
            switch child {
            case .background(let node):
                background.append(node.steps)
            case .scenario(let scenario):
                context.compile(scenario, inheritedTags: featureTags, background: background)
            case .rule(let rule):
                let ruleTags = PickleCompiler.tags(featureTags, plus: rule.tags)
                var ruleBackground = background
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let node):
                        ruleBackground.append(node.steps)
                    case .scenario(let scenario):
                        context.compile(scenario, inheritedTags: ruleTags, background: ruleBackground)
                    }
                }
            }
        }
        return context.pickles
    }

    /// How many pickles `feature` compiles to, to allocate their array once.
    private static func pickleCount(of feature: Feature) -> Int {
        func count(_ scenario: Scenario) -> Int {
            guard !scenario.examples.isEmpty else { return 1 }
            return scenario.examples.reduce(0) { $0 + ($1.tableHeader == nil ? 0 : $1.tableBody.count) }
        }
        var total = 0
        for child in feature.children {
            switch child {
            case .background: break
            case .scenario(let scenario): total += count(scenario)
            case .rule(let rule):
                for case .scenario(let scenario) in rule.children { total += count(scenario) }
            }
        }
        return total
    }

    /// `inherited` followed by `tags`, sharing `inherited`'s storage when there is nothing to add.
    fileprivate static func tags(_ inherited: [PickleTag], plus tags: [Tag]) -> [PickleTag] {
        guard !tags.isEmpty else { return inherited }
        var result: [PickleTag] = []
        result.reserveCapacity(inherited.count + tags.count)
        result.append(contentsOf: inherited)
        for tag in tags { result.append(PickleTag(tag: tag)) }
        return result
    }
}

extension PickleTag {
    fileprivate init(tag: Tag) {
        self.init(name: tag.name, astNodeId: tag.id)
    }
}

/// The background steps every pickle of a feature (or rule) starts with.
///
/// They are the same in every pickle but for their ids, so they are built once and copied.
private struct BackgroundPrototype {
    var steps: [PickleStep] = []
    /// The type of the last background step, which the scenario's first conjunction inherits.
    var lastType = PickleStep.StepType.unknown

    mutating func append(_ astSteps: [Step]) {
        astSteps.withUnsafeBufferPointer { astSteps in
            for step in astSteps.indices {
                lastType = PickleCompiler.stepType(astSteps[step].keywordType, after: lastType)
                steps.append(
                    PickleStep(
                        id: "", text: astSteps[step].text, type: lastType,
                        argument: PickleCompiler.argument(of: astSteps[step]), nodeIds: .one(astSteps[step].id)))
            }
        }
    }
}

extension PickleCompiler {
    /// What every pickle of one document shares, and the pickles so far.
    private struct Context {
        let uri: String
        let language: String
        let ids: any IdGenerator
        var pickles: [Pickle] = []

        mutating func compile(_ scenario: Scenario, inheritedTags: [PickleTag], background: BackgroundPrototype) {
            let tags = PickleCompiler.tags(inheritedTags, plus: scenario.tags)
            if scenario.examples.isEmpty {
                let steps = pickleSteps(scenario.steps, background: background) { astSteps, index, type in
                    PickleStep(
                        id: ids.newId(), text: astSteps[index].text, type: type,
                        argument: PickleCompiler.argument(of: astSteps, index), nodeIds: .one(astSteps[index].id))
                }
                pickles.append(
                    Pickle(
                        id: ids.newId(), uri: uri, location: scenario.location, name: scenario.name,
                        language: language, steps: steps, tags: tags, nodeIds: .one(scenario.id)))
                return
            }
            for examples in scenario.examples {
                guard let header = examples.tableHeader, !examples.tableBody.isEmpty else { continue }
                let exampleTags = PickleCompiler.tags(tags, plus: examples.tags)
                let variables = ExamplesHeader(header.cells)
                let name = PlaceholderTemplate(scenario.name, header: variables)
                let stepTexts = scenario.steps.map { PlaceholderTemplate($0.text, header: variables) }
                let arguments = scenario.steps.map { step in
                    step.docString == nil && step.dataTable == nil
                        ? nil : PickleArgumentTemplate(step, header: variables)
                }
                for row in examples.tableBody {
                    let values = ExamplesValues(row.cells)
                    let steps = pickleSteps(scenario.steps, background: background) { astSteps, index, type in
                        PickleStep(
                            id: ids.newId(), text: stepTexts[index].render(values), type: type,
                            argument: arguments[index]?.render(values), nodeIds: .two(astSteps[index].id, row.id))
                    }
                    pickles.append(
                        Pickle(
                            id: ids.newId(), uri: uri, location: row.location, name: name.render(values),
                            language: language, steps: steps, tags: exampleTags, nodeIds: .two(scenario.id, row.id)))
                }
            }
        }

        /// The background's steps, then the one `make` builds for each AST step (given its type), ids in that order.
        ///
        /// The steps are written in place into an array of the final size, and the AST steps are read through a
        /// buffer: appending, and reading them from the array, copied (retained and released) whole steps.
        private func pickleSteps(
            _ astSteps: [Step], background: BackgroundPrototype,
            _ make: (UnsafeBufferPointer<Step>, Int, PickleStep.StepType) -> PickleStep
        ) -> [PickleStep] {
            guard !astSteps.isEmpty else { return [] }
            return astSteps.withUnsafeBufferPointer { astSteps in
                [PickleStep](unsafeUninitializedCapacity: background.steps.count + astSteps.count) { buffer, count in
                    for prototype in background.steps {
                        // Copied straight into its slot and given its id there: a local copy cost a second copy.
                        (buffer.baseAddress! + count).initialize(to: prototype)
                        buffer[count].id = ids.newId()
                        count += 1
                    }
                    var type = background.lastType
                    for index in astSteps.indices {
                        type = PickleCompiler.stepType(astSteps[index].keywordType, after: type)
                        (buffer.baseAddress! + count).initialize(to: make(astSteps, index, type))
                        count += 1
                    }
                }
            }
        }
    }

    /// A conjunction (`And`, `But`) continues the previous step's type.
    fileprivate static func stepType(_ keywordType: Step.KeywordType?, after previous: PickleStep.StepType)
        -> PickleStep.StepType
    {
        switch keywordType {
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        case .conjunction: previous
        case .unknown, nil: .unknown
        }
    }

    /// The step's doc string and data table, if it has any.
    fileprivate static func argument(of step: Step) -> PickleStepArgument? {
        guard step.hasArgument else { return nil }
        return argument(
            of: step, docString: step.docString.map(PickleDocString.init(_:)),
            table: step.dataTable.map(PickleTable.init(_:)))
    }

    /// The argument of `steps[index]`, which is only copied when it has one (most steps have none).
    fileprivate static func argument(of steps: UnsafeBufferPointer<Step>, _ index: Int) -> PickleStepArgument? {
        guard steps[index].hasArgument else { return nil }
        return argument(of: steps[index])
    }

    /// `docString` and `table` (the step's, filled in) as one argument, each with its position when both are there.
    static func argument(of step: Step, docString: PickleDocString?, table: PickleTable?) -> PickleStepArgument? {
        var docString = docString
        var table = table
        if let docLocation = step.docString?.location, let tableLocation = step.dataTable?.location {
            let tableFirst = docLocation.line > tableLocation.line
            docString?.argumentIndex = tableFirst ? 2 : 1
            table?.argumentIndex = tableFirst ? 1 : 2
        }
        switch (docString, table) {
        case (let docString?, let table?): return .docStringAndDataTable(docString, table)
        case (let docString?, nil): return .docString(docString)
        case (nil, let table?): return .dataTable(table)
        case (nil, nil): return nil
        }
    }
}
