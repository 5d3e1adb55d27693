import CucumberExpressions
import Testing

@Suite struct ParameterTypeRegistryTests {
    private func type(_ name: String, _ regexps: [String] = ["x"], preferred: Bool = false) -> ParameterType {
        ParameterType(name: name, regexps: regexps, type: String.self, preferForRegexpMatch: preferred) { $0[0] ?? "" }
    }

    @Test func holdsTheOfficialBuiltInsInOrder() {
        #expect(
            ParameterTypeRegistry().parameterTypes.map(\.name) == [
                "int", "float", "word", "string", "", "double", "bigdecimal", "byte", "short", "long", "biginteger",
            ])
    }

    @Test func builtInsOfferTheOfficialSnippetAndRegexpFlags() throws {
        let registry = ParameterTypeRegistry()
        #expect(registry.parameterTypes.filter(\.useForSnippets).map(\.name) == ["int", "float", "string"])
        #expect(registry.parameterTypes.filter(\.preferForRegexpMatch).map(\.name) == ["int", ""])
    }

    @Test func rejectsADuplicateName() throws {
        var registry = ParameterTypeRegistry()
        let error = try? #require(throws: CucumberExpressionError.self) { try registry.define(type("int")) }
        #expect(error?.message == "There is already a parameter type with name int")
        #expect(error?.kind == .duplicateParameterTypeName(name: "int"))
    }

    @Test func rejectsASecondAnonymousType() throws {
        var registry = ParameterTypeRegistry()
        let error = try? #require(throws: CucumberExpressionError.self) { try registry.define(type("")) }
        #expect(error?.message == "The anonymous parameter type has already been defined")
    }

    @Test func rejectsASecondPreferentialTypeForOneRegexp() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(type("a", ["[a-z]+"], preferred: true))
        let error = try? #require(throws: CucumberExpressionError.self) {
            try registry.define(type("b", ["[a-z]+"], preferred: true))
        }
        #expect(
            error?.message
                == "There can only be one preferential parameter type per regexp. The regexp /[a-z]+/ is used for two "
                + "preferential parameter types, {a} and {b}")
    }

    @Test(arguments: ["a{b", "a}b", "(a)", #"a\b"#, "a/b"])
    func rejectsNamesAnExpressionCouldNotReference(name: String) {
        var registry = ParameterTypeRegistry()
        let error = try? #require(throws: CucumberExpressionError.self) { try registry.define(type(name)) }
        #expect(
            error?.message
                == "Illegal character in parameter name {\(name)}. Parameter names may not contain '{', '}', '(', ')', "
                + "'\\' or '/'")
    }

    @Test func looksTypesUpByNameAndByRegexp() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(type("color", ["red", "blue"]))
        #expect(registry.parameterType(named: "color")?.regexps == ["red", "blue"])
        #expect(registry.parameterType(named: "colour") == nil)
        #expect(registry.preferredParameterType(forRegexp: "blue")?.name == "color")
        #expect(registry.preferredParameterType(forRegexp: #"-?\d+"#)?.name == "int")
        #expect(
            registry.parameterTypes(matchingRegexp: #"-?\d+"#).map(\.name) == [
                "int", "biginteger", "byte", "long", "short",
            ])
    }

    @Test func aRegexpSharedByNonPreferentialTypesIsAmbiguous() throws {
        let registry = ParameterTypeRegistry()
        let floatRegexp = try #require(registry.parameterType(named: "float")?.regexps.first)
        #expect(registry.preferredParameterType(forRegexp: floatRegexp) == nil)
        #expect(registry.parameterTypes(matchingRegexp: floatRegexp).map(\.name) == ["bigdecimal", "double", "float"])
    }
}
