/// A step line (`Given …`, `And …`, `* …`) with its optional doc string and data table.
public struct Step: Sendable, Hashable, Encodable {
    /// What the step's keyword says about it.
    public enum KeywordType: String, Sendable, Hashable, Codable {
        /// A keyword of several kinds (`*` in most dialects).
        case unknown = "Unknown"
        /// A `Given` keyword.
        case context = "Context"
        /// A `When` keyword.
        case action = "Action"
        /// A `Then` keyword.
        case outcome = "Outcome"
        /// An `And` or `But` keyword.
        case conjunction = "Conjunction"
    }

    /// Where the step line is (the column of its keyword).
    public var location: Location
    /// The keyword as written, including its trailing space when it has one (`Given `).
    public var keyword: String
    /// The keyword's kind.
    public var keywordType: KeywordType?
    /// The text after the keyword, trimmed.
    public var text: String
    /// The doc string argument, if any.
    public var docString: DocString?
    /// The data table argument, if any.
    public var dataTable: DataTable?
    /// The node's id.
    public var id: String
}

extension Step {
    /// Whether the step has a doc string or a data table.
    ///
    /// Matched as patterns: comparing an optional with `nil` copied (retained and released) the whole value.
    var hasArgument: Bool {
        if case .none = docString, case .none = dataTable { return false }
        return true
    }
}
