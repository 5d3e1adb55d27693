/// The non-terminals of the official Gherkin grammar that the parser opens and closes around tokens.
enum RuleType: UInt8, Sendable, CaseIterable {
    case gherkinDocument
    case feature
    case featureHeader
    case rule
    case ruleHeader
    case background
    case scenarioDefinition
    case scenario
    case examplesDefinition
    case examples
    case examplesTable
    case step
    case dataTable
    case docString
    case tags
    case description

    /// The grammar's name for the rule.
    var name: String {
        switch self {
        case .gherkinDocument: "GherkinDocument"
        case .feature: "Feature"
        case .featureHeader: "FeatureHeader"
        case .rule: "Rule"
        case .ruleHeader: "RuleHeader"
        case .background: "Background"
        case .scenarioDefinition: "ScenarioDefinition"
        case .scenario: "Scenario"
        case .examplesDefinition: "ExamplesDefinition"
        case .examples: "Examples"
        case .examplesTable: "ExamplesTable"
        case .step: "Step"
        case .dataTable: "DataTable"
        case .docString: "DocString"
        case .tags: "Tags"
        case .description: "Description"
        }
    }

    init?(name: String) {
        guard let rule = RuleType.allCases.first(where: { $0.name == name }) else { return nil }
        self = rule
    }
}
