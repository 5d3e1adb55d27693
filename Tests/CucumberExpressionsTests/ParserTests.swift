import CucumberExpressions
import Testing

@Suite struct ParserTests {
    /// A compact rendering of a tree: `TYPE start-end` with children in brackets, text in quotes.
    private func render(_ node: CucumberExpressionNode) -> String {
        let head = "\(node.type.rawValue.replacingOccurrences(of: "_NODE", with: "")) \(node.start)-\(node.end)"
        if let token = node.token {
            return "\(head) '\(token)'"
        }
        return "\(head) [" + node.children.map(render).joined(separator: ", ") + "]"
    }

    @Test func parsesOptionalText() throws {
        #expect(
            render(try CucumberExpression.parse("cuke(s)"))
                == "EXPRESSION 0-7 [TEXT 0-4 'cuke', OPTIONAL 4-7 [TEXT 5-6 's']]")
    }

    @Test func parsesAlternationUpToWhiteSpace() throws {
        #expect(
            render(try CucumberExpression.parse("a/b c"))
                == "EXPRESSION 0-5 [ALTERNATION 0-3 [ALTERNATIVE 0-1 [TEXT 0-1 'a'], ALTERNATIVE 2-3 [TEXT 2-3 'b']], "
                + "TEXT 3-4 ' ', TEXT 4-5 'c']")
    }

    @Test func parsesParametersAndTheAnonymousParameter() throws {
        #expect(
            render(try CucumberExpression.parse("{int}{}"))
                == "EXPRESSION 0-7 [PARAMETER 0-5 [TEXT 1-4 'int'], PARAMETER 5-7 []]")
    }

    @Test func anAlternationMayFollowAParameter() throws {
        let tree = try CucumberExpression.parse("{int}st/nd")
        #expect(tree.children.map(\.type) == [.parameter, .alternation])
    }

    @Test func emptyAlternativesAreKeptInTheTree() throws {
        #expect(
            render(try CucumberExpression.parse("/"))
                == "EXPRESSION 0-1 [ALTERNATION 0-1 [ALTERNATIVE 0-0 [], ALTERNATIVE 1-1 []]]")
    }

    @Test func closingDelimitersAloneAreText() throws {
        #expect(render(try CucumberExpression.parse(")}")) == "EXPRESSION 0-2 [TEXT 0-1 ')', TEXT 1-2 '}']")
    }

    @Test func reportsAnUnclosedOptional() {
        let error = try? #require(throws: CucumberExpressionError.self) { try CucumberExpression.parse("a (b") }
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 3:

                a (b
                  ^
                The '(' does not have a matching ')'.
                If you did not intend to use optional text you can use '\\(' to escape the optional text
                """)
        #expect(error?.kind == .missingEndToken)
    }

    @Test func reportsAnUnclosedParameter() {
        let error = try? #require(throws: CucumberExpressionError.self) { try CucumberExpression.parse("{int") }
        #expect(error?.message.contains("The '{' does not have a matching '}'.") == true)
        #expect(error?.column == 1)
    }

    @Test func reportsAnAlternationInsideAnOptional() {
        let error = try? #require(throws: CucumberExpressionError.self) { try CucumberExpression.parse("(a/b)") }
        #expect(error?.kind == .alternationNotAllowedInOptional)
        #expect(error?.column == 3)
    }

    @Test func reportsReservedCharactersInParameterNames() {
        let error = try? #require(throws: CucumberExpressionError.self) { try CucumberExpression.parse("{a/b}") }
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 3:

                {a/b}
                  ^
                Parameter names may not contain '{', '}', '(', ')', '\\' or '/'.
                Did you mean to use a regular expression?
                """)
    }
}
