import CucumberExpressions
import Testing

@Suite struct StepExpressionIndexTests {
    private let registry = ParameterTypeRegistry()

    @Test func findsExactlyWhatTryingEveryExpressionFinds() throws {
        let expressions: [any StepExpression] = [
            try CucumberExpression("I have {int} cukes", registry: registry),
            try CucumberExpression("{int} cukes", registry: registry),
            try RegularExpression(#"^I have (\d+) (.*)$"#, registry: registry),
            try RegularExpression("cukes", registry: registry),
            try CucumberExpression("you have {int} cukes", registry: registry),
            try CucumberExpression("", registry: registry),
        ]
        let index = StepExpressionIndex(expressions)
        for text in ["I have 3 cukes", "3 cukes", "you have 1 cukes", "", "nothing", "I have 4 bananas"] {
            let expected = expressions.indices.filter { expressions[$0].match(text) != nil }
            #expect(index.matches(text).map(\.index) == expected, "\(text)")
        }
    }

    @Test func returnsTheArguments() throws {
        let index = StepExpressionIndex([try CucumberExpression("I have {int} cukes", registry: registry)])
        let match = try #require(index.matches("I have 3 cukes").first)
        #expect(try match.arguments[0].value() as? Int == 3)
    }
}
