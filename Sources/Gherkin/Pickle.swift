/// A runnable test case compiled from a scenario (or from one row of an outline's examples).
public struct Pickle: Sendable, Hashable, Encodable {
    /// The pickle's id.
    public var id: String
    /// The source the pickle was compiled from.
    public var uri: String
    /// Where the scenario (or the examples row) is.
    public var location: Location?
    /// The scenario's name, with outline placeholders replaced.
    public var name: String
    /// The dialect code of the feature.
    public var language: String
    /// The background steps followed by the scenario's steps.
    public var steps: [PickleStep]
    /// The tags of the feature, rule, scenario and examples, in that order.
    public var tags: [PickleTag]
    /// The ids of the scenario and, for an outline, of the examples row.
    public var astNodeIds: [String]

    /// Creates a pickle.
    public init(
        id: String, uri: String, location: Location?, name: String, language: String, steps: [PickleStep],
        tags: [PickleTag], astNodeIds: [String]
    ) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.steps = steps
        self.tags = tags
        self.astNodeIds = astNodeIds
    }
}
