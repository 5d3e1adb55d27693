import CucumberExpressions
import Testing

@Suite struct TokenizerTests {
    private func tokens(_ expression: String) throws -> [String] {
        try CucumberExpression.tokenize(expression).map { "\($0.type.rawValue) \($0.start)-\($0.end) \($0.text)" }
    }

    @Test func splitsTextWhiteSpaceAndDelimiters() throws {
        #expect(
            try tokens("a {int} (b)/c") == [
                "START_OF_LINE 0-0 ", "TEXT 0-1 a", "WHITE_SPACE 1-2  ", "BEGIN_PARAMETER 2-3 {", "TEXT 3-6 int",
                "END_PARAMETER 6-7 }", "WHITE_SPACE 7-8  ", "BEGIN_OPTIONAL 8-9 (", "TEXT 9-10 b",
                "END_OPTIONAL 10-11 )", "ALTERNATION 11-12 /", "TEXT 12-13 c", "END_OF_LINE 13-13 ",
            ])
    }

    @Test func theEmptyExpressionIsStartAndEndOfLine() throws {
        #expect(try tokens("") == ["START_OF_LINE 0-0 ", "END_OF_LINE 0-0 "])
    }

    @Test func escapesJoinTheTextAndCountInTheirToken() throws {
        #expect(try tokens(#"a\ b\(c\)"#) == ["START_OF_LINE 0-0 ", "TEXT 0-9 a b(c)", "END_OF_LINE 9-9 "])
    }

    @Test func runsOfSpacesAreOneToken() throws {
        #expect(
            try tokens("a  b") == [
                "START_OF_LINE 0-0 ", "TEXT 0-1 a", "WHITE_SPACE 1-3   ", "TEXT 3-4 b", "END_OF_LINE 4-4 ",
            ])
    }

    @Test func positionsCountUnicodeScalars() throws {
        let tokens = try CucumberExpression.tokenize("😀é {int}")
        #expect(tokens.map(\.start) == [0, 0, 2, 3, 4, 7, 8])
    }

    @Test func rejectsEscapingAnOrdinaryCharacterWithACaret() {
        #expect(throws: CucumberExpressionError.self) { try CucumberExpression.tokenize(#"a\["#) }
        let error = try? #require(throws: CucumberExpressionError.self) { try CucumberExpression.tokenize(#"a\["#) }
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 3:

                a\\[
                  ^
                Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped.
                If you did mean to use an '\\' you can use '\\\\' to escape it
                """)
        #expect(error?.column == 3)
        #expect(error?.kind == .cantEscape)
    }

    @Test func rejectsEscapingTheEndOfLine() {
        let error = try? #require(throws: CucumberExpressionError.self) { try CucumberExpression.tokenize(#"ab\"#) }
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 3:

                ab\\
                  ^
                The end of line can not be escaped.
                You can use '\\\\' to escape the '\\'
                """)
    }
}
