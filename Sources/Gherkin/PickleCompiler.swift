/// Compiles a ``GherkinDocument`` into pickles: one per scenario, and one per examples row of an outline, with
/// background steps prepended, tags inherited and `<placeholders>` replaced, as the official compiler does.
public struct PickleCompiler: Sendable {
    /// Creates a compiler.
    public init() {}

    /// The pickles of `document`, in document order, with ids from `ids`.
    public func compile(_ document: GherkinDocument, uri: String, ids: any IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var context = Context(uri: uri, language: feature.language, ids: ids)
        var backgroundSteps: [Step] = []
        for child in feature.children {
            switch child {
            case .background(let background):
                backgroundSteps += background.steps
            case .scenario(let scenario):
                context.compile(scenario, inheritedTags: feature.tags, backgroundSteps: backgroundSteps)
            case .rule(let rule):
                let tags = feature.tags + rule.tags
                var ruleBackgroundSteps = backgroundSteps
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background):
                        ruleBackgroundSteps += background.steps
                    case .scenario(let scenario):
                        context.compile(scenario, inheritedTags: tags, backgroundSteps: ruleBackgroundSteps)
                    }
                }
            }
        }
        return context.pickles
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

        mutating func compile(_ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step]) {
            if scenario.examples.isEmpty {
                compileScenario(scenario, inheritedTags: inheritedTags, backgroundSteps: backgroundSteps)
            } else {
                compileOutline(scenario, inheritedTags: inheritedTags, backgroundSteps: backgroundSteps)
            }
        }

        private mutating func compileScenario(_ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step]) {
            var steps: [PickleStep] = []
            if !scenario.steps.isEmpty {
                steps.reserveCapacity(backgroundSteps.count + scenario.steps.count)
                var type = PickleStep.StepType.unknown
                for step in backgroundSteps { steps.append(pickleStep(step, type: &type)) }
                for step in scenario.steps { steps.append(pickleStep(step, type: &type)) }
            }
            pickles.append(
                Pickle(
                    id: ids.newId(), uri: uri, location: scenario.location, name: scenario.name, language: language,
                    steps: steps, tags: pickleTags(inheritedTags, scenario.tags), astNodeIds: [scenario.id]))
        }

        private mutating func compileOutline(_ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step]) {
            for examples in scenario.examples {
                guard let header = examples.tableHeader else { continue }
                let variables = header.cells.map(\.value)
                for row in examples.tableBody {
                    let values = row.cells.map(\.value)
                    var steps: [PickleStep] = []
                    if !scenario.steps.isEmpty {
                        steps.reserveCapacity(backgroundSteps.count + scenario.steps.count)
                        var type = PickleStep.StepType.unknown
                        for step in backgroundSteps { steps.append(pickleStep(step, type: &type)) }
                        for step in scenario.steps {
                            type = Context.stepType(step.keywordType, after: type)
                            steps.append(
                                PickleStep(
                                    id: ids.newId(), text: interpolate(step.text, variables, values), type: type,
                                    argument: argument(of: step, variables, values), astNodeIds: [step.id, row.id]))
                        }
                    }
                    pickles.append(
                        Pickle(
                            id: ids.newId(), uri: uri, location: row.location,
                            name: interpolate(scenario.name, variables, values), language: language, steps: steps,
                            tags: pickleTags(inheritedTags, scenario.tags, examples.tags),
                            astNodeIds: [scenario.id, row.id]))
                }
            }
        }

        private func pickleStep(_ step: Step, type: inout PickleStep.StepType) -> PickleStep {
            type = Context.stepType(step.keywordType, after: type)
            return PickleStep(
                id: ids.newId(), text: step.text, type: type, argument: argument(of: step, [], []),
                astNodeIds: [step.id])
        }

        /// A conjunction (`And`, `But`) continues the previous step's type.
        private static func stepType(_ keywordType: Step.KeywordType?, after previous: PickleStep.StepType)
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

        private func argument(of step: Step, _ variables: [String], _ values: [String]) -> PickleStepArgument? {
            var docString = step.docString.map { docString in
                PickleDocString(
                    mediaType: docString.mediaType.map { interpolate($0, variables, values) },
                    content: interpolate(docString.content, variables, values))
            }
            var table = step.dataTable.map { dataTable in
                PickleTable(
                    rows: dataTable.rows.map { row in row.cells.map { interpolate($0.value, variables, values) } })
            }
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

        private func pickleTags(_ groups: [Tag]...) -> [PickleTag] {
            var tags: [PickleTag] = []
            for group in groups {
                for tag in group { tags.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
            }
            return tags
        }

        /// Replaces each `<name>` of the header with the row's value, one header cell after the other.
        private func interpolate(_ text: String, _ variables: [String], _ values: [String]) -> String {
            guard !variables.isEmpty, text.utf8.contains(UInt8(ascii: "<")) else { return text }
            var result = text
            for (index, variable) in variables.enumerated() where index < values.count {
                result = PlaceholderReplacer.replace("<" + variable + ">", with: values[index], in: result)
            }
            return result
        }
    }
}
