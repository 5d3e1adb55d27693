import CucumberExpressions
import Testing

/// Expressions compile their regular expression on first use; what they match must not depend on it.
@Suite struct LazyCompilationTests {
    private let registry = ParameterTypeRegistry()

    @Test(arguments: [
        ("el usuario está autenticado", "el usuario está autenticado", true),
        ("el usuario está autenticado", "el usuario está autenticado ya", false),
        ("el usuario está autenticado", "el usuario está", false),
        ("el usuario está autenticado", "El usuario está autenticado", false),
        ("a.b (c) $d", "a.b (c) $d", false),
        ("a.b \\(c) $d", "a.b (c) $d", true),
        ("a.b \\(c) $d", "axb (c) $d", false),
        ("", "", true),
        ("", " ", false),
    ])
    func aTextOnlyExpressionMatchesExactlyItsText(expression: String, text: String, matches: Bool) throws {
        let compiled = try CucumberExpression(expression, registry: registry)
        #expect((compiled.match(text) != nil) == matches)
        #expect(compiled.match(text)?.isEmpty ?? true)
    }

    @Test(arguments: [
        ("I have {int} cuke(s)", "I have 3 cukes", ["3"]),
        ("I have {int} cuke(s)", "I have 1 cuke", ["1"]),
        ("{word} and {string}", #"this and "that""#, ["this", #""that""#]),
        ("a/b {float}", "b 2.5", ["2.5"]),
    ])
    func anExpressionWithParametersMatchesOnceCompiled(expression: String, text: String, values: [String]) throws {
        let compiled = try CucumberExpression(expression, registry: registry)
        #expect(compiled.match("no") == nil)
        let arguments = try #require(compiled.match(text))
        #expect(arguments.map { $0.group.value ?? "" } == values)
    }

    @Test func aCustomTypeWithABadRegexpIsReportedWhenTheExpressionIsCreated() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "broken", regexps: ["(unclosed"], type: String.self) { _ in "" })
        #expect(throws: CucumberExpressionError.self) {
            try CucumberExpression("a {broken} b", registry: registry)
        }
    }
}
