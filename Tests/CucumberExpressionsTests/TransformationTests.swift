import CucumberExpressions
import Testing

@Suite struct TransformationTests {
    @Test(arguments: [
        ("", "^$"),
        ("three blind mice", "^three blind mice$"),
        ("cuke(s)", "^cuke(?:s)?$"),
        ("a/b c", "^(?:a|b) c$"),
        ("x/y(z)", "^(?:x|y(?:z)?)$"),
        ("{int}", #"^((?:-?\d+)|(?:\d+))$"#),
        ("{word}", #"^([^\s]+)$"#),
        ("{}", "^(.*)$"),
        (#"1.5 * 2 = [x] \(y\) ^$|?+"#, #"^1\.5 \* 2 = \[x\] \(y\) \^\$\|\?\+$"#),
        ("Ünïcödé(s)", "^Ünïcödé(?:s)?$"),
    ])
    func compilesToTheOfficialRegularExpression(expression: String, regex: String) throws {
        #expect(try CucumberExpression(expression, registry: ParameterTypeRegistry()).regexSource == regex)
    }

    @Test func aMultiRegexpTypeBecomesAlternativesInOneGroup() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "color", regexps: ["red", "blue"], type: String.self) { $0[0] ?? "" })
        #expect(try CucumberExpression("{color}", registry: registry).regexSource == "^((?:red)|(?:blue))$")
    }

    @Test(arguments: [
        ("three () mice", 7, CucumberExpressionError.Kind.optionalMayNotBeEmpty),
        ("({int})", 2, .parameterIsNotAllowedInOptional),
        ("(a(b))", 3, .optionalIsNotAllowedInOptional),
        ("a//b", 3, .alternativeMayNotBeEmpty),
        ("x/{int}", 3, .alternativeMayNotBeEmpty),
        ("a (b)/c", 3, .alternativeMayNotExclusivelyContainOptionals),
    ])
    func rejectsWhatTheGrammarAllowsButMatchingCannot(
        expression: String, column: Int, kind: CucumberExpressionError.Kind
    ) {
        let error = try? #require(throws: CucumberExpressionError.self) {
            try CucumberExpression(expression, registry: ParameterTypeRegistry())
        }
        #expect(error?.kind == kind)
        #expect(error?.column == column)
    }

    @Test func anEmptyOptionalIsReportedWithTheOfficialText() {
        let error = try? #require(throws: CucumberExpressionError.self) {
            try CucumberExpression("three () mice", registry: ParameterTypeRegistry())
        }
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 7:

                three () mice
                      ^^
                An optional must contain some text.
                If you did not mean to use an optional you can use '\\(' to escape the '('
                """)
    }

    @Test func anUndefinedParameterTypeNamesTheTypeAndTheExpression() {
        let error = try? #require(throws: CucumberExpressionError.self) {
            try CucumberExpression("I have {colour} cukes", registry: ParameterTypeRegistry())
        }
        #expect(error?.kind == .undefinedParameterType(name: "colour", expression: "I have {colour} cukes"))
        #expect(
            error?.message == """
                This Cucumber Expression has a problem at column 8:

                I have {colour} cukes
                       ^------^
                Undefined parameter type 'colour'.
                Please register a ParameterType for 'colour'
                """)
    }
}
