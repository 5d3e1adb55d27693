/// The doc string and data table of an outline step, parsed once per examples table and filled in per row.
///
/// Most arguments have no placeholder at all: theirs is then built once and shared by every row (no copies).
struct PickleArgumentTemplate {
    private let step: Step
    private let mediaType: PlaceholderTemplate?
    private let content: PlaceholderTemplate?
    private let cells: [[PlaceholderTemplate]]
    /// The argument of every row, when nothing in it has a placeholder.
    private let constant: PickleStepArgument?

    /// The template of `step`'s argument (which it must have) for the columns of `header`.
    init(_ step: Step, header: ExamplesHeader) {
        self.step = step
        let mediaType = step.docString?.mediaType.map { PlaceholderTemplate($0, header: header) }
        let content = step.docString.map { PlaceholderTemplate($0.content, header: header) }
        let cells = (step.dataTable?.rows ?? []).map { row in
            row.cells.map { PlaceholderTemplate($0.value, header: header) }
        }
        let hasPlaceholders =
            mediaType?.hasPlaceholders == true || content?.hasPlaceholders == true
            || cells.contains { $0.contains(where: \.hasPlaceholders) }
        if hasPlaceholders {
            (self.mediaType, self.content, self.cells, constant) = (mediaType, content, cells, nil)
        } else {
            (self.mediaType, self.content, self.cells) = (nil, nil, [])
            constant = PickleCompiler.argument(
                of: step, docString: step.docString.map(PickleDocString.init(_:)),
                table: step.dataTable.map(PickleTable.init(_:)))
        }
    }

    /// The argument with `row`'s values in its placeholders.
    func render(_ row: ExamplesValues) -> PickleStepArgument? {
        if let constant { return constant }
        let docString = content.map { PickleDocString(mediaType: mediaType?.render(row), content: $0.render(row)) }
        let table = step.dataTable.map { _ in PickleTable(rows: cells.map { $0.map { $0.render(row) } }) }
        return PickleCompiler.argument(of: step, docString: docString, table: table)
    }
}

extension PickleDocString {
    /// The doc string of a step outside an outline.
    init(_ docString: DocString) {
        self.init(mediaType: docString.mediaType, content: docString.content)
    }
}

extension PickleTable {
    /// The data table of a step outside an outline.
    init(_ table: DataTable) {
        self.init(rows: table.rows.map { $0.cells.map(\.value) })
    }
}
