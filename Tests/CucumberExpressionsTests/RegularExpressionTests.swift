import CucumberExpressions
import Testing

@Suite struct RegularExpressionTests {
    private let registry = ParameterTypeRegistry()

    @Test func reportsNestedCaptureGroupsAndSkipsOtherGroups() throws {
        let expression = try RegularExpression(#"^a((b)(?:c)(?=d)(?<name>d))$"#, registry: registry)
        let arguments = try #require(expression.match("abcd"))
        #expect(arguments.count == 1)
        #expect(
            arguments[0].group
                == Group(
                    value: "bcd", start: 1, end: 4,
                    children: [Group(value: "b", start: 1, end: 2), Group(value: "d", start: 3, end: 4)]))
    }

    @Test func aGroupThatDidNotParticipateHasNoValue() throws {
        let expression = try RegularExpression("^I should( not)? be on the map$", registry: registry)
        let arguments = try #require(expression.match("I should be on the map"))
        #expect(arguments[0].group == Group(value: nil, start: nil, end: nil))
        #expect(try arguments[0].value() == nil)
    }

    @Test func aGroupWithABuiltInRegexpGetsThePreferentialType() throws {
        let expression = try RegularExpression(#"^I have (-?\d+) cukes in (.*)$"#, registry: registry)
        #expect(expression.parameterTypes.map(\.name) == ["int", ""])
        let arguments = try #require(expression.match("I have 42 cukes in my belly"))
        #expect(try arguments[0].value() as? Int == 42)
        #expect(try arguments[1].value() as? String == "my belly")
    }

    @Test func anUnknownRegexpYieldsTheText() throws {
        let expression = try RegularExpression(#"^(\w+)-(\d{3})$"#, registry: registry)
        let arguments = try #require(expression.match("abc-123"))
        #expect(try arguments.map { try $0.value() as? String } == ["abc", "123"])
    }

    @Test func searchesUnlessAnchored() throws {
        let expression = try RegularExpression(#"(\d+) cukes"#, registry: registry)
        #expect(expression.match("I have 7 cukes today")?.first?.group == Group(value: "7", start: 7, end: 8))
    }

    @Test func runsSyntaxBeyondTheNativeSubsetThroughFoundation() throws {
        let expression = try RegularExpression(#"^(\w)\1 and \p{Lu}+$"#, registry: registry)
        #expect(expression.match("aa and ABC")?.first?.group.value == "a")
        #expect(expression.match("ab and ABC") == nil)
    }

    @Test func rejectsWhatIsNotARegularExpression() {
        let error = try? #require(throws: CucumberExpressionError.self) {
            try RegularExpression("^(unclosed$", registry: registry)
        }
        #expect(error?.kind == .invalidRegularExpression(pattern: "^(unclosed$"))
    }

    @Test func anAmbiguousGroupExplainsItselfWhenItsValueIsAsked() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "code", regexps: ["[A-Z]{3}"], type: String.self) { $0[0] ?? "" })
        try registry.define(ParameterType(name: "currency", regexps: ["[A-Z]{3}"], type: String.self) { $0[0] ?? "" })
        let expression = try RegularExpression("^pay in ([A-Z]{3})$", registry: registry)
        let arguments = try #require(expression.match("pay in EUR"))
        let error = try? #require(throws: CucumberExpressionError.self) { try arguments[0].value() }
        #expect(error?.kind == .ambiguousParameterType(regexp: "[A-Z]{3}", parameterTypeNames: ["code", "currency"]))
        #expect(error?.message.hasPrefix("Your Regular Expression /^pay in ([A-Z]{3})$/\nmatches multiple") == true)
        #expect(error?.message.contains("   {code}\n   {currency}\n") == true)
    }
}
