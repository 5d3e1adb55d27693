import TagExpressions
import Testing

@Suite struct TagErrorTests {
    @Test(arguments: [
        ("@a @b", "Expected operator."),
        ("@a and", "Expected operand."),
        ("@a or or", "Expected operand."),
        ("not", "Expected operand."),
        ("@a not", "Expected operator."),
        ("( @a", "Unmatched (."),
        ("@a )", "Unmatched )."),
        ("()", "Expected operand."),
        (#"@a or \b"#, #"Illegal escape before "b"."#),
        (#"@a\"#, "Illegal escape at the end of the expression."),
    ])
    func reportsTheOfficialMessage(expression: String, reason: String) {
        let error = try? #require(throws: TagExpressionError.self) { try TagExpression.parse(expression) }
        #expect(
            error?.message
                == "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)")
        #expect(error?.description == error?.message)
    }
}
