/// The argument of a pickle step.
public enum PickleStepArgument: Sendable, Hashable, Encodable {
    /// A doc string.
    case docString(PickleDocString)
    /// A data table.
    case dataTable(PickleTable)
    /// Both (Gherkin allows a step to carry one of each, in either order); each one's `argumentIndex` says
    /// which comes first.
    case docStringAndDataTable(PickleDocString, PickleTable)

    /// The doc string, if the argument has one.
    public var docString: PickleDocString? {
        switch self {
        case .docString(let docString), .docStringAndDataTable(let docString, _): docString
        case .dataTable: nil
        }
    }

    /// The data table, if the argument has one.
    public var dataTable: PickleTable? {
        switch self {
        case .dataTable(let table), .docStringAndDataTable(_, let table): table
        case .docString: nil
        }
    }

    private enum CodingKeys: String, CodingKey {
        case docString, dataTable
    }

    /// Encodes as the Cucumber Messages `PickleStepArgument`: `{"docString": …}` and/or `{"dataTable": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(docString, forKey: .docString)
        try container.encodeIfPresent(dataTable, forKey: .dataTable)
    }
}
