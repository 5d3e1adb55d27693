/// Receives the parser's rule boundaries and accepted tokens: the AST builder, or the token formatter.
protocol TokenBuilder {
    mutating func startRule(_ rule: RuleType)
    /// Closes the innermost open rule (`rule` names it); may find a problem such as an uneven table.
    mutating func endRule(_ rule: RuleType) throws(ParseIssue)
    mutating func build(_ token: Token)
}
