import CucumberExpressions

/// The step definitions of a set of libraries, for people and editors (`spec-runner steps`).
public struct StepDefinitionIndex: Sendable {
    /// One step definition.
    public struct Entry: Sendable, Equatable, Encodable {
        /// The expression as written.
        public let expression: String
        /// Its one-line glossary entry (`description:` in the DSL); absent when the definition has none.
        public let description: String?
        /// `cucumber-expression` or `regular-expression`.
        public let kind: String
        /// The parameter types of its arguments, in order (`int`, `string`…; empty for regex groups).
        public let parameterTypes: [String]
        /// The Swift types the closure receives, in order.
        public let argumentTypes: [String]
        /// The regular expression a step's text must match, so that an editor can match steps without
        /// implementing Cucumber Expressions (`^I have (-?\\d+) cukes$`); absent when the expression is invalid.
        public let regularExpression: String?
        /// What the closure takes after the expression's values: `dataTable`, `docString` or nothing.
        public let stepArgument: String?
        /// The file it is defined in: relative to the index's working directory, or as the compiler wrote it.
        public let file: String
        /// Its line.
        public let line: Int
    }

    /// The definitions in registration order.
    public let entries: [Entry]
    /// Problems with the definitions (the same the runner reports before running).
    public let diagnostics: [Diagnostic]

    /// Indexes `libraries`; the problems are worded in `catalog`'s language, and files are relative to
    /// `workingDirectory` (an empty one keeps the compiler's absolute paths, as an editor's `file://` URIs need).
    package init(libraries: [Steps], catalog: MessageCatalog = .english, workingDirectory: String = "") {
        let supportCode = SupportCode(
            libraries: libraries, ids: FastIdGenerator(), catalog: catalog, workingDirectory: workingDirectory)
        var entries: [Entry] = []
        for (index, definition) in supportCode.definitions.enumerated() {
            let source = definition.source
            // The expression registration compiled, with the run's parameter types; none when it names an
            // undefined one.
            let expression = supportCode.englishExpressions[index]
            var regularExpression: String?
            if let cucumberExpression = expression as? CucumberExpression {
                regularExpression = cucumberExpression.regexSource
            } else if expression != nil {
                regularExpression = source.pattern.source
            }
            let stepArgument: String? =
                switch definition.trailing {
                case .none: nil
                case .dataTable: "dataTable"
                case .docString, .docStringContent: "docString"
                }
            entries.append(
                Entry(
                    expression: source.pattern.source,
                    description: source.description,
                    kind: source.pattern.kind == .regularExpression ? "regular-expression" : "cucumber-expression",
                    parameterTypes: expression?.parameterTypes.map(\.name) ?? [],
                    argumentTypes: source.argumentTypes.map(\.name),
                    regularExpression: regularExpression,
                    stepArgument: stepArgument,
                    file: source.sourceReference.uri,
                    line: source.sourceReference.location.line
                )
            )
        }
        self.entries = entries
        self.diagnostics = supportCode.diagnostics
    }
}
