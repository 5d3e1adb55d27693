import CucumberExpressions
import Foundation
import Testing

@Suite struct MatchingTests {
    private let registry = ParameterTypeRegistry()

    private func values(_ expression: String, _ text: String) throws -> [String]? {
        try CucumberExpression(expression, registry: registry).match(text)?.map { argument in
            try argument.value().map { "\($0)" } ?? "nil"
        }
    }

    @Test(arguments: [
        ("{int}", "-42", "-42", "Int"),
        ("{int}", "2147483648", "2147483648", "Int"),
        ("{float}", ".5", "0.5", "Double"),
        ("{float}", "+1.5E+3", "1500.0", "Double"),
        ("{float}", "-3.25", "-3.25", "Double"),
        ("{double}", "3.141592653589793", "3.141592653589793", "Double"),
        ("{word}", "blind", "blind", "String"),
        ("{string}", #""blind""#, "blind", "String"),
        ("{string}", "'blind'", "blind", "String"),
        ("{string}", #""bl\"nd""#, #"bl"nd"#, "String"),
        ("{string}", #"'bl\'nd'"#, "bl'nd", "String"),
        ("{string}", #""""#, "", "String"),
        ("{}", "anything at all", "anything at all", "String"),
        (
            "{bigdecimal}", "3.14159265358979323846264338327950288419716939937510",
            "3.1415926535897932384626433832795028841971693993751", "BigDecimal"
        ),
        ("{biginteger}", "-123456789012345678901234567890", "-123456789012345678901234567890", "BigInteger"),
        ("{byte}", "-128", "-128", "Int8"),
        ("{short}", "32767", "32767", "Int16"),
        ("{long}", "9223372036854775807", "9223372036854775807", "Int64"),
    ])
    func convertsEveryBuiltInType(expression: String, text: String, value: String, type: String) throws {
        let arguments = try #require(try CucumberExpression(expression, registry: registry).match(text))
        let converted = try #require(try arguments[0].value())
        #expect("\(converted)" == value)
        #expect("\(Swift.type(of: converted))" == type)
        #expect("\(arguments[0].parameterType.valueType)" == type)
    }

    @Test(arguments: [
        ("{int}", "1.5"), ("{int}", "-"), ("{float}", "-"), ("{float}", "1."), ("{word}", "two words"),
        ("{string}", #""unbalanced'"#), ("three {string} mice", "three blind mice"),
    ])
    func doesNotMatchWhatTheRegexpRejects(expression: String, text: String) throws {
        #expect(try values(expression, text) == nil)
    }

    @Test func aValueOutOfRangeIsAConversionErrorNotACrash() throws {
        let arguments = try #require(try CucumberExpression("{byte}", registry: registry).match("300"))
        #expect(throws: CucumberExpressionError.self) { try arguments[0].value() }
    }

    @Test(arguments: [
        ("I have {int} cuke(s)", "I have 1 cuke", ["1"]),
        ("I have {int} cuke(s)", "I have 2 cukes", ["2"]),
        ("{int} rat(s)/mouse/mice", "3 mice", ["3"]),
        ("a/i{int}n/y", "i18n", ["18"]),
        (#"12\/2020"#, "12/2020", []),
        (#"three \(exceptionally\) \{string\} mice"#, "three (exceptionally) {string} mice", []),
        (#"I wait {int} second(s)./second(s)?"#, "I wait 1 second.", ["1"]),
    ])
    func matchesOptionalsAlternationsAndEscapes(expression: String, text: String, expected: [String]) throws {
        #expect(try values(expression, text) == expected)
    }

    @Test func matchesNonASCIITextOnBothSides() throws {
        #expect(try values("añado {int} {string} al carrito", #"añado 3 "ratón" al carrito"#) == ["3", "ratón"])
        #expect(try values("envío el pedido", "envío el pedido") == [])
        #expect(
            try values("el usuario {string} ha iniciado sesión", #"el usuario "lucía" ha iniciado sesión"#) == ["lucía"]
        )
        #expect(try values("envío el pedido", "envío el pedidx") == nil)
    }

    @Test func groupPositionsCountUnicodeScalars() throws {
        let expression = try CucumberExpression("😀 {word} é {int}", registry: registry)
        let arguments = try #require(expression.match("😀 ça é 7"))
        #expect(arguments[0].group == Group(value: "ça", start: 2, end: 4))
        #expect(arguments[1].group == Group(value: "7", start: 7, end: 8))
    }

    @Test func aStringArgumentKeepsTheOfficialNestedGroups() throws {
        let arguments = try #require(try CucumberExpression("{string}", registry: registry).match(#""a\"b""#))
        let group = arguments[0].group
        #expect(group.value == #""a\"b""#)
        #expect(group.children.map(\.value) == [#"a\"b"#, nil])
        #expect(group.children[0].children.map(\.value) == [#"\"b"#])
    }

    @Test func matchesACustomTypeWithItsTransformer() throws {
        struct Color: Sendable, Equatable { let name: String }
        var registry = ParameterTypeRegistry()
        try registry.define(
            ParameterType(name: "color", regexps: ["red|blue", "dark green"], type: Color.self) { groups in
                Color(name: groups[0] ?? "")
            })
        let expression = try CucumberExpression("a {color} ball", registry: registry)
        #expect(try expression.match("a blue ball")?.first?.value() as? Color == Color(name: "blue"))
        #expect(try expression.match("a dark green ball")?.first?.value() as? Color == Color(name: "dark green"))
        #expect(expression.match("a pink ball") == nil)
        #expect(expression.parameterTypes.map(\.name) == ["color"])
    }

    @Test func aTypeWhoseRegexpHasGroupsReceivesTheGroups() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(
            ParameterType(name: "size", regexps: [#"(\d+)x(\d+)"#], type: [Int].self) { groups in
                groups.map { Int($0 ?? "") ?? 0 }
            })
        let arguments = try #require(try CucumberExpression("a {size} photo", registry: registry).match("a 3x4 photo"))
        #expect(try arguments[0].value() as? [Int] == [3, 4])
        #expect(arguments[0].group.children.map(\.value) == ["3", "4"])
    }

    @Test func exposesSourceAndParameterTypes() throws {
        let expression = try CucumberExpression("{int} and {string}", registry: registry)
        #expect(expression.source == "{int} and {string}")
        #expect(expression.parameterTypes.map(\.name) == ["int", "string"])
        #expect(expression.node.type == .expression)
    }

    @Test func anExpressionWithoutParametersMatchesWithNoArguments() throws {
        let expression = try CucumberExpression("the order is confirmed", registry: registry)
        #expect(expression.match("the order is confirmed")?.count == 0)
        #expect(expression.match("the order is confirmed!") == nil)
        #expect(expression.match("") == nil)
    }
}
