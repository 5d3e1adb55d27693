import CucumberExpressions
import TagExpressions
import Testing

@testable import SpecRunnerCore

/// Every problem the expression libraries report as a fact is worded by the runtime in each language, never with
/// the libraries' official (English) text.
@Suite struct ExpressionErrorTextTests {
    static let kinds: [CucumberExpressionError.Kind] = [
        .cantEscape, .endOfLineCanNotBeEscaped, .missingEndToken, .alternationNotAllowedInOptional,
        .invalidParameterTypeName(name: "a{b"), .alternativeMayNotBeEmpty,
        .alternativeMayNotExclusivelyContainOptionals,
        .optionalMayNotBeEmpty, .parameterIsNotAllowedInOptional, .optionalIsNotAllowedInOptional,
        .undefinedParameterType(name: "cuke", expression: "a {cuke}"), .duplicateParameterTypeName(name: "int"),
        .duplicatePreferentialParameterType(regexp: "\\d+"),
        .ambiguousParameterType(regexp: "\\d+", parameterTypeNames: ["int", "count"]),
        .invalidRegularExpression(pattern: "(a"), .transformFailed(parameterTypeName: "int", text: "x"),
    ]

    @Test(arguments: MessageCatalog.all.map(\.code))
    func everyCucumberExpressionProblemIsWorded(code: String) {
        let catalog = MessageCatalog.named(code)!
        for kind in Self.kinds {
            let error = CucumberExpressionError(kind: kind, message: "OFFICIAL", column: 3)
            let (message, hint) = ExpressionErrorText.problem(error, in: "a (b", catalog)
            let texts = [message] + (hint.map { [$0] } ?? [])
            for text in texts {
                #expect(!text.contains("OFFICIAL"), "\(kind)")
                // A missing key would show its name.
                #expect(!text.contains(#/\b(expr|tag)[A-Z]/#), "\(kind): \(text)")
            }
        }
    }

    @Test(arguments: [
        ("en", "(@a", "a ( is never closed."), ("es", "(@a", "un ( no se cierra nunca."),
        ("en", "@a)", "a ) closes nothing."), ("es", "@a)", "un ) no cierra nada."),
        ("en", "@a @b", "and, or or ) was expected."), ("es", "@a @b", "se esperaba and, or o )."),
        ("en", "@a\\", "the expression ends with a lone \\."),
        ("es", "@a\\", "la expresión termina con una \\ suelta."),
    ])
    func aTagExpressionsProblemIsWordedInEachLanguage(code: String, expression: String, reason: String) throws {
        let error = try #require(throws: TagExpressionError.self) { try TagExpression.parse(expression) }
        #expect(ExpressionErrorText.reason(error, MessageCatalog.named(code)!) == reason)
    }
}
