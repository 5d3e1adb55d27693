/// A user-defined parameter type, as announced before the run (built-in types are not announced).
public struct ParameterTypeMessage: Codable, Sendable, Equatable {
    /// The type's id.
    public var id: String
    /// Its name, as used in `{name}`.
    public var name: String
    /// The regular expressions it matches.
    public var regularExpressions: [String]
    /// Whether regular-expression step definitions prefer it.
    public var preferForRegularExpressionMatch: Bool
    /// Whether snippets use it.
    public var useForSnippets: Bool
    /// Where it is defined.
    public var sourceReference: SourceReference?

    package init(
        id: String, name: String, regularExpressions: [String], preferForRegularExpressionMatch: Bool,
        useForSnippets: Bool, sourceReference: SourceReference? = nil
    ) {
        self.id = id
        self.name = name
        self.regularExpressions = regularExpressions
        self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
        self.useForSnippets = useForSnippets
        self.sourceReference = sourceReference
    }
}
