/// A hook, as announced before the run.
public struct HookMessage: Codable, Sendable, Equatable {
    /// When a hook runs.
    public enum Kind: String, Codable, Sendable {
        /// Once, before any scenario.
        case beforeTestRun = "BEFORE_TEST_RUN"
        /// Once, after every scenario.
        case afterTestRun = "AFTER_TEST_RUN"
        /// Before each matching scenario.
        case beforeTestCase = "BEFORE_TEST_CASE"
        /// After each matching scenario, whatever happened.
        case afterTestCase = "AFTER_TEST_CASE"
        /// Before each step of a matching scenario.
        case beforeTestStep = "BEFORE_TEST_STEP"
        /// After each step of a matching scenario.
        case afterTestStep = "AFTER_TEST_STEP"
    }

    /// The hook's id.
    public var id: String
    /// When it runs.
    public var type: Kind
    /// Its name, if it was given one.
    public var name: String?
    /// The tag expression selecting its scenarios, if any.
    public var tagExpression: String?
    /// Where it is defined.
    public var sourceReference: SourceReference

    package init(
        id: String, type: Kind, name: String? = nil, tagExpression: String? = nil, sourceReference: SourceReference
    ) {
        self.id = id
        self.type = type
        self.name = name
        self.tagExpression = tagExpression
        self.sourceReference = sourceReference
    }
}
