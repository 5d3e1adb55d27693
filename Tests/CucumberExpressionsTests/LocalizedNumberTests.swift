import CucumberExpressions
import Testing

@Suite struct LocalizedNumberTests {
    private func value(_ expression: String, _ text: String, language: String? = nil) throws -> String? {
        let registry = language.map { ParameterTypeRegistry(language: $0) } ?? ParameterTypeRegistry()
        return try CucumberExpression(expression, registry: registry).match(text)?.first?.value().map { "\($0)" }
    }

    @Test(arguments: [
        ("{float}", "3,5", "3.5"), ("{float}", "1.234,5", "1234.5"), ("{float}", "-0,25", "-0.25"),
        ("{float}", "12.34", "12.34"), ("{float}", "1.234", "1234.0"), ("{double}", "2,5", "2.5"),
        ("{int}", "1.000", "1000"), ("{int}", "1.234.567", "1234567"), ("{int}", "42", "42"),
        ("{bigdecimal}", "1.234,5", "1234.5"), ("{long}", "-2.000", "-2000"),
    ])
    func aDecimalCommaDialectReadsItsNumbers(expression: String, text: String, expected: String) throws {
        #expect(try value(expression, text, language: "es") == expected)
    }

    @Test func aDecimalCommaDialectDoesNotTakeADecimalForAnInteger() throws {
        #expect(try value("{int} items", "12.34 items", language: "es") == nil)
        #expect(try value("{int} items", "1,5 items", language: "es") == nil)
    }

    @Test(arguments: ["de", "fr", "pt", "sr-Latn", "nl"])
    func otherDecimalCommaDialectsToo(language: String) throws {
        #expect(try value("{float}", "3,5", language: language) == "3.5")
    }

    @Test(arguments: ["en", "en-pirate", "ja", "zz-unknown"])
    func otherDialectsStayOfficial(language: String) throws {
        #expect(try value("{float}", "3,5", language: language) == nil)
        #expect(try value("{int}", "1.000", language: language) == nil)
        #expect(try value("{float}", "1.234", language: language) == "1.234")
    }

    @Test func theDefaultRegistryIsEnglish() throws {
        #expect(try value("{float}", "3,5") == nil)
        #expect(try value("{float} and {float}", "3.5 and 4") == "3.5")
    }
}
