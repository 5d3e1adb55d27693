import CucumberExpressions
import Testing

@Suite struct MatchingTests {
    @Test func matchesAnIntParameter() throws {
        let expression = try CucumberExpression("I have {int} cukes", registry: ParameterTypeRegistry())
        let arguments = try #require(expression.match("I have 42 cukes"))
        #expect(try arguments.map { try $0.value() as? Int } == [42])
    }
}
