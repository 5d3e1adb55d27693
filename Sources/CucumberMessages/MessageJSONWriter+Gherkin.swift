import Gherkin

/// The messages of the Gherkin library: sources, syntax trees and pickles.
extension MessageJSONWriter {
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
}
