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
    public var astNodeIds: [String] {
        get { nodeIds.array }
        set { nodeIds = AstNodeIdList(newValue) }
    }
    /// The id of the AST step (the first of ``astNodeIds``), read without building the array.
    public var astNodeId: String? { nodeIds.first }
    /// The id of the examples row of an outline's step (the second of ``astNodeIds``), read without building the
    /// array.
    public var examplesRowId: String? { nodeIds.second }
    /// The ids behind ``astNodeIds``, inline rather than in an array of their own.
    package private(set) var nodeIds: AstNodeIdList

    /// Creates a pickle step.
    public init(id: String, text: String, type: StepType?, argument: PickleStepArgument?, astNodeIds: [String]) {
        self.init(id: id, text: text, type: type, argument: argument, nodeIds: AstNodeIdList(astNodeIds))
    }

    /// Creates a pickle step whose ids need no array.
    package init(id: String, text: String, type: StepType?, argument: PickleStepArgument?, nodeIds: AstNodeIdList) {
        self.id = id
        self.text = text
        self.type = type
        self.argument = argument
        self.nodeIds = nodeIds
    }

    private enum CodingKeys: String, CodingKey {
        case id, text, type, argument, astNodeIds
    }

    /// Encodes as the Cucumber Messages `PickleStep`, in the order the synthesized encoding had.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(argument, forKey: .argument)
        var ids = container.nestedUnkeyedContainer(forKey: .astNodeIds)
        try nodeIds.encode(to: &ids)
    }
}
