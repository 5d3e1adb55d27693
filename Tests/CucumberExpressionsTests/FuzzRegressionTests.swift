import CucumberExpressions
import Testing

@testable import CucumberExpressions

/// Inputs the libFuzzer targets (`Fuzz/`) found mishandled, each with the behaviour it should have had.
@Suite struct FuzzRegressionTests {
    private let registry = ParameterTypeRegistry()

    private func snippets(_ text: String) -> [String] {
        CucumberExpressionGenerator(registry: registry).generateExpressions(text).map(\.source)
    }

    @Test func aSnippetEscapesABackslashSoThatItCompilesAndMatchesTheStep() throws {
        // Found as "[a-\na\\": the snippet for `a\` was `a\`, an expression ending in a lone escape.
        #expect(snippets(#"a\"#) == [#"a\\"#])
        let expression = try CucumberExpression(#"a\\"#, registry: registry)
        #expect(expression.match(#"a\"#) != nil)
    }

    @Test func aSnippetWithABackslashBeforeAParameterMatchesTheStep() throws {
        let text = #"the folder C:\temp holds 3 files"#
        let sources = snippets(text)
        #expect(sources.first == #"the folder C:\\temp holds {int} files"#)
        for source in sources {
            let arguments = try #require(try CucumberExpression(source, registry: registry).match(text))
            #expect(arguments.count == 1)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aSnippetForAStepFullOfQuotesIsProposedWithoutSearchingTheTextOverAndOver() {
        // Found as slow inputs of quotes: each parameter placed searched the rest of the text again, restarting one
        // character further each time, for every parameter type (800 quotes took 68 s in a release build).
        #expect(snippets(String(repeating: "'", count: 800)) == [String(repeating: "{string}", count: 400)])
        let numbers = String(repeating: "1 ", count: 400) + "x"
        let proposed = snippets(numbers)
        // Each number reads as {int} or {float}: as officially, the combinations stop at 256 expressions, {int}
        // (registered first) first.
        #expect(proposed.count == 256)
        #expect(proposed.first == String(repeating: "{int} ", count: 400) + "x")
        #expect(Set(proposed).count == 256, "every proposal is a different expression")
    }
}
