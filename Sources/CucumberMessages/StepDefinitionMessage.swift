/// A step definition, as announced before the run.
public struct StepDefinitionMessage: Codable, Sendable, Equatable {
    /// The expression of a step definition and its kind.
    public struct Pattern: Codable, Sendable, Equatable {
        /// The kind of expression.
        public enum Kind: String, Codable, Sendable {
            /// A Cucumber Expression such as `I have {int} cukes`.
            case cucumberExpression = "CUCUMBER_EXPRESSION"
            /// A regular expression such as `^I have (\d+) cukes$`.
            case regularExpression = "REGULAR_EXPRESSION"
        }

        /// The expression exactly as written.
        public var source: String
        /// Its kind.
        public var type: Kind

        package init(source: String, type: Kind) {
            self.source = source
            self.type = type
        }
    }

    /// The definition's id.
    public var id: String
    /// Its expression.
    public var pattern: Pattern
    /// Where it is defined.
    public var sourceReference: SourceReference

    package init(id: String, pattern: Pattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}
