import Testing

@testable import Gherkin

@Suite struct GherkinDialectTests {
    @Test func allEightyDialectsAreAvailableWithUniqueCodes() {
        #expect(GherkinDialect.all.count == 80)
        #expect(Set(GherkinDialect.codes).count == 80)
        #expect(GherkinDialect.codes.first == "af")
    }

    @Test func everyDialectHasEveryKindOfKeyword() {
        for dialect in GherkinDialect.all {
            let groups = [
                dialect.feature, dialect.rule, dialect.background, dialect.scenario, dialect.scenarioOutline,
                dialect.examples, dialect.given, dialect.when, dialect.then, dialect.and, dialect.but,
            ]
            #expect(groups.allSatisfy { !$0.isEmpty && !$0.contains("") }, "\(dialect.code)")
        }
    }

    @Test func englishKeywords() throws {
        let english = try #require(GherkinDialect.named("en"))
        #expect(english.name == "English")
        #expect(english.feature == ["Feature", "Business Need", "Ability"])
        #expect(english.scenario == ["Example", "Scenario"])
        #expect(english.scenarioOutline == ["Scenario Outline", "Scenario Template"])
        #expect(english.given == ["* ", "Given "])
    }

    @Test func spanishKeywordsKeepTheirAccents() throws {
        let spanish = try #require(GherkinDialect.named("es"))
        #expect(spanish.native == "español")
        #expect(spanish.feature.first == "Característica")
        #expect(spanish.scenario.contains("Escenario"))
        #expect(spanish.given.contains("Dadas "))
    }

    @Test func unknownCodesHaveNoDialect() {
        #expect(GherkinDialect.named("xx") == nil)
        #expect(GherkinDialect.named("") == nil)
    }

    @Test func stepKeywordsAreOrderedLongestFirstForMatching() throws {
        let spanish = DialectRegistry.shared.compiled(at: try #require(DialectRegistry.shared.index(of: "es")))
        let lengths = spanish.steps.map { $0.keyword.text.unicodeScalars.count }
        #expect(lengths == lengths.sorted(by: >))
        #expect(!spanish.markdownSteps.contains { $0.keyword.text == "* " })
    }

    @Test func aFeatureInADialectRecordsItsLanguage() throws {
        let document = try parse("#language:no\nEgenskap: E\n  Scenario: S\n    Gitt x")
        #expect(document.feature?.language == "no")
        #expect(document.feature?.keyword == "Egenskap")
    }

    @Test func theDefaultLanguageAppliesWithoutAHeader() throws {
        let document = try parse("Característica: C\n  Escenario: E\n    Dado x", language: "es")
        #expect(document.feature?.language == "es")
    }
}
