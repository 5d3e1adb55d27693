/// The kinds of line the Gherkin grammar is written in (the `#…` terminals of the official grammar).
enum TokenType: UInt8, Sendable, CaseIterable {
    case eof
    case empty
    case comment
    case tagLine
    case featureLine
    case ruleLine
    case backgroundLine
    case scenarioLine
    case examplesLine
    case stepLine
    case docStringSeparator
    case tableRow
    case language
    case other

    /// The name the official grammar and its messages use (`#StepLine`), without the `#`.
    var name: String {
        switch self {
        case .eof: "EOF"
        case .empty: "Empty"
        case .comment: "Comment"
        case .tagLine: "TagLine"
        case .featureLine: "FeatureLine"
        case .ruleLine: "RuleLine"
        case .backgroundLine: "BackgroundLine"
        case .scenarioLine: "ScenarioLine"
        case .examplesLine: "ExamplesLine"
        case .stepLine: "StepLine"
        case .docStringSeparator: "DocStringSeparator"
        case .tableRow: "TableRow"
        case .language: "Language"
        case .other: "Other"
        }
    }

    init?(name: String) {
        guard let type = TokenType.allCases.first(where: { $0.name == name }) else { return nil }
        self = type
    }
}
