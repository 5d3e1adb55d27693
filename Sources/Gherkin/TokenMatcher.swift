/// A problem found while matching or building, before it is attached to a source URI.
struct ParseIssue: Error {
    var location: Location
    var summary: String
    var kind: GherkinError.Kind
}

/// Recognises what a line is, one grammar terminal at a time, as the official token matchers do.
///
/// Each `match…` call either accepts the token (filling in its type, keyword, text, items and column) or leaves it
/// alone; some calls change the matcher's state (a `# language:` header, an opening doc string delimiter), exactly
/// when the official matchers do, because the parser's error messages depend on it.
protocol TokenMatcher {
    /// The dialect, doc string state and source shared by the matchers.
    var core: MatcherCore { get }
    mutating func reset()
    mutating func matchEOF(_ token: inout Token) -> Bool
    mutating func matchEmpty(_ token: inout Token) -> Bool
    mutating func matchComment(_ token: inout Token) -> Bool
    mutating func matchTagLine(_ token: inout Token) throws(ParseIssue) -> Bool
    mutating func matchFeatureLine(_ token: inout Token) -> Bool
    mutating func matchRuleLine(_ token: inout Token) -> Bool
    mutating func matchBackgroundLine(_ token: inout Token) -> Bool
    mutating func matchScenarioLine(_ token: inout Token) -> Bool
    mutating func matchExamplesLine(_ token: inout Token) -> Bool
    mutating func matchStepLine(_ token: inout Token) -> Bool
    mutating func matchDocStringSeparator(_ token: inout Token) -> Bool
    mutating func matchTableRow(_ token: inout Token) -> Bool
    mutating func matchLanguage(_ token: inout Token) throws(ParseIssue) -> Bool
    mutating func matchOther(_ token: inout Token) -> Bool
}
