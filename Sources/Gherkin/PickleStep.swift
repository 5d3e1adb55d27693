/// A step of a pickle.
public struct PickleStep: Sendable, Hashable, Encodable {
    /// What the step does, inherited through `And`/`But` from the previous step.
    public enum StepType: String, Sendable, Hashable, Codable {
        /// Not known (`*`, or a conjunction with nothing before it).
        case unknown = "Unknown"
        /// A `Given` step.
        case context = "Context"
        /// A `When` step.
        case action = "Action"
        /// A `Then` step.
        case outcome = "Outcome"
    }

    /// The step's id.
    public var id: String
    /// The step text, with outline placeholders replaced.
    public var text: String
    /// The step's type.
    public var type: StepType?
    /// The doc string or data table argument, if any.
    public var argument: PickleStepArgument?
    /// The ids of the AST step and, for an outline, of the examples row.
    public var astNodeIds: [String]

    /// Creates a pickle step.
    public init(id: String, text: String, type: StepType?, argument: PickleStepArgument?, astNodeIds: [String]) {
        self.id = id
        self.text = text
        self.type = type
        self.argument = argument
        self.astNodeIds = astNodeIds
    }
}
