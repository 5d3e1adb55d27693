/// Compiles a ``GherkinDocument`` into pickles: one per scenario, and one per examples row of an outline, with
/// background steps prepended, tags inherited and `<placeholders>` replaced, as the official compiler does.
public struct PickleCompiler: Sendable {
    /// Creates a compiler.
    public init() {}

    /// The pickles of `document`, in document order, with ids from `ids`.
    public func compile(_ document: GherkinDocument, uri: String, ids: any IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: uri, language: feature.language, ids: ids)
        let featureTags = feature.tags.map(PickleTag.init(tag:))
        var background = BackgroundPrototype()
        for child in feature.children {
            switch child {
            case .background(let node):
                background.append(node.steps)
            case .scenario(let scenario):
                context.compile(scenario, inheritedTags: featureTags, background: background)
            case .rule(let rule):
                let ruleTags = featureTags + rule.tags.map(PickleTag.init(tag:))
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
        for step in astSteps {
            lastType = PickleCompiler.stepType(step.keywordType, after: lastType)
            steps.append(
                PickleStep(
                    id: "", text: step.text, type: lastType, argument: PickleCompiler.argument(of: step, row: nil),
                    nodeIds: .one(step.id)))
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

        init(uri: String, language: String, ids: any IdGenerator) {
            self.uri = uri
            self.language = language
            self.ids = ids
        }

        mutating func compile(_ scenario: Scenario, inheritedTags: [PickleTag], background: BackgroundPrototype) {
            let tags = inheritedTags + scenario.tags.map(PickleTag.init(tag:))
            if scenario.examples.isEmpty {
                var steps: [PickleStep] = []
                if !scenario.steps.isEmpty {
                    steps.reserveCapacity(background.steps.count + scenario.steps.count)
                    appendBackground(background, to: &steps)
                    var type = background.lastType
                    for step in scenario.steps {
                        type = PickleCompiler.stepType(step.keywordType, after: type)
                        steps.append(
                            PickleStep(
                                id: ids.newId(), text: step.text, type: type,
                                argument: PickleCompiler.argument(of: step, row: nil), nodeIds: .one(step.id)))
                    }
                }
                pickles.append(
                    Pickle(
                        id: ids.newId(), uri: uri, location: scenario.location, name: scenario.name,
                        language: language, steps: steps, tags: tags, nodeIds: .one(scenario.id)))
                return
            }
            for examples in scenario.examples {
                guard let header = examples.tableHeader else { continue }
                let exampleTags = tags + examples.tags.map(PickleTag.init(tag:))
                let variables = ExamplesHeader(header.cells.map(\.value))
                let name = PlaceholderTemplate(scenario.name, header: variables)
                let stepTexts = scenario.steps.map { PlaceholderTemplate($0.text, header: variables) }
                let stepHasArgument = scenario.steps.map { $0.docString != nil || $0.dataTable != nil }
                for row in examples.tableBody {
                    let values = ExamplesValues(row.cells.map(\.value))
                    var steps: [PickleStep] = []
                    if !scenario.steps.isEmpty {
                        steps.reserveCapacity(background.steps.count + scenario.steps.count)
                        appendBackground(background, to: &steps)
                        var type = background.lastType
                        for index in scenario.steps.indices {
                            type = PickleCompiler.stepType(scenario.steps[index].keywordType, after: type)
                            let argument =
                                stepHasArgument[index]
                                ? PickleCompiler.argument(of: scenario.steps[index], row: (variables, values)) : nil
                            steps.append(
                                PickleStep(
                                    id: ids.newId(), text: stepTexts[index].render(values), type: type,
                                    argument: argument, nodeIds: .two(scenario.steps[index].id, row.id)))
                        }
                    }
                    pickles.append(
                        Pickle(
                            id: ids.newId(), uri: uri, location: row.location, name: name.render(values),
                            language: language, steps: steps, tags: exampleTags, nodeIds: .two(scenario.id, row.id)))
                }
            }
        }

        private func appendBackground(_ background: BackgroundPrototype, to steps: inout [PickleStep]) {
            for prototype in background.steps {
                var step = prototype
                step.id = ids.newId()
                steps.append(step)
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

    /// The step's doc string and data table, with the examples row's values (if any) in their placeholders.
    fileprivate static func argument(of step: Step, row: (header: ExamplesHeader, values: ExamplesValues)?)
        -> PickleStepArgument?
    {
        guard step.docString != nil || step.dataTable != nil else { return nil }
        func fill(_ text: String) -> String {
            guard let row else { return text }
            return PlaceholderTemplate(text, header: row.header).render(row.values)
        }
        var docString = step.docString.map {
            PickleDocString(mediaType: $0.mediaType.map(fill), content: fill($0.content))
        }
        var table = step.dataTable.map { PickleTable(rows: $0.rows.map { $0.cells.map { fill($0.value) } }) }
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
