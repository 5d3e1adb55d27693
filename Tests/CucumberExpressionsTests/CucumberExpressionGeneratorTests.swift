import CucumberExpressions
import Testing

@Suite struct CucumberExpressionGeneratorTests {
    private func sources(_ text: String, registry: ParameterTypeRegistry = ParameterTypeRegistry()) -> [String] {
        CucumberExpressionGenerator(registry: registry).generateExpressions(text).map(\.source)
    }

    @Test func proposesIntThenFloatForAWholeNumber() {
        #expect(sources("I have 2 cukes") == ["I have {int} cukes", "I have {float} cukes"])
    }

    @Test func proposesFloatForADecimal() {
        #expect(sources("it costs 1.5 EUR") == ["it costs {float} EUR"])
    }

    @Test func proposesStringForQuotedText() {
        #expect(sources(#"I open the "home" page"#) == ["I open the {string} page"])
        #expect(sources("I open the 'home' page") == ["I open the {string} page"])
    }

    @Test func numbersParametersOfTheSameTypeFromTheSecondUse() throws {
        let expressions = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
            .generateExpressions(#"I add 2 "pears" and 3 "apples""#)
        let first = try #require(expressions.first)
        #expect(first.source == "I add {int} {string} and {int} {string}")
        #expect(first.parameterNames == ["int", "string", "int2", "string2"])
        #expect(first.parameterTypes.map(\.name) == ["int", "string", "int", "string"])
        #expect(expressions.count == 4)
    }

    @Test func onlyWholeWordsBecomeParameters() {
        #expect(sources("the a11y check") == ["the a11y check"])
        #expect(sources("page 3, please") == ["page {int}, please", "page {float}, please"])
    }

    @Test func escapesWhatWouldBeExpressionSyntax() {
        #expect(sources("a (b) {c} d/e") == [#"a \(b) \{c} d\/e"#])
    }

    @Test func proposesCustomSnippetTypesInPreferenceOrder() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(
            ParameterType(name: "color", regexps: ["red|blue"], type: String.self, preferForRegexpMatch: true) {
                $0[0] ?? ""
            })
        #expect(sources("a red ball", registry: registry) == ["a {color} ball"])
    }

    @Test func placesParametersAfterTextOutsideASCII() {
        #expect(
            sources("el café cuesta 2 € en «Málaga» y 'Cádiz'") == [
                "el café cuesta {int} € en «Málaga» y {string}", "el café cuesta {float} € en «Málaga» y {string}",
            ])
        #expect(sources("日本 3 個") == ["日本 {int} 個", "日本 {float} 個"])
    }

    @Test func findsParametersAtEveryPositionOfALongText() {
        let text = (1...40).map { "word\($0) \($0)" }.joined(separator: " ")
        let expected = (1...40).map { "word\($0) {int}" }.joined(separator: " ")
        #expect(sources(text).first == expected)
    }

    @Test func capsTheNumberOfCombinations() {
        let text = Array(repeating: "1", count: 9).joined(separator: " ")
        #expect(sources(text).count == 256)
    }
}
