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
    public var astNodeIds: [String] {
        get { nodeIds.array }
        set { nodeIds = AstNodeIdList(newValue) }
    }
    /// The id of the scenario (the first of ``astNodeIds``), read without building the array.
    public var astNodeId: String? { nodeIds.first }
    /// The id of the examples row of an outline's pickle (the second of ``astNodeIds``), read without building
    /// the array.
    public var examplesRowId: String? { nodeIds.second }
    /// The ids behind ``astNodeIds``, inline rather than in an array of their own.
    package private(set) var nodeIds: AstNodeIdList

    /// Creates a pickle.
    public init(
        id: String, uri: String, location: Location?, name: String, language: String, steps: [PickleStep],
        tags: [PickleTag], astNodeIds: [String]
    ) {
        self.init(
            id: id, uri: uri, location: location, name: name, language: language, steps: steps, tags: tags,
            nodeIds: AstNodeIdList(astNodeIds))
    }

    /// Creates a pickle whose ids need no array.
    package init(
        id: String, uri: String, location: Location?, name: String, language: String, steps: [PickleStep],
        tags: [PickleTag], nodeIds: AstNodeIdList
    ) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.steps = steps
        self.tags = tags
        self.nodeIds = nodeIds
    }

    private enum CodingKeys: String, CodingKey {
        case id, uri, location, name, language, steps, tags, astNodeIds
    }

    /// Encodes as the Cucumber Messages `Pickle`, in the order the synthesized encoding had.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(uri, forKey: .uri)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(name, forKey: .name)
        try container.encode(language, forKey: .language)
        try container.encode(steps, forKey: .steps)
        try container.encode(tags, forKey: .tags)
        var ids = container.nestedUnkeyedContainer(forKey: .astNodeIds)
        try nodeIds.encode(to: &ids)
    }
}
