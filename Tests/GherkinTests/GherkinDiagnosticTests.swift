import Testing

@testable import Gherkin

@Suite struct GherkinDiagnosticTests {
    private func diagnostic(_ source: String, path: String = "features/x.feature") throws -> GherkinDiagnostic {
        let error = try #require(errors(source, uri: path).first)
        return GherkinDiagnostic(error, source: source)
    }

    @Test func rendersLocationMessageLineAndCaret() throws {
        let source = "Feature: Login\n  Scenario: ok\n    Given a user\n    Whn she logs in\n"
        #expect(
            try diagnostic(source).rendered == """
                features/x.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, \
                #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Whn she logs in'
                   4 |     Whn she logs in
                     |     ^

                """)
        #expect(try diagnostic(source).advice == .keyword("When"))
    }

    @Test func spanishFilesGetAdviceWithTheirOwnKeywords() throws {
        let source = "# language: es\nCaracterística: C\n  Escenario: E\n    Dado x\n  Escenaro: otro\n"
        let diagnostic = try diagnostic(source)
        #expect(diagnostic.advice == .keyword("Escenario"))
        #expect(diagnostic.rendered.hasSuffix("   5 |   Escenaro: otro\n     |   ^\n"))
    }

    @Test func theDefaultLanguageDecidesTheDialectWithoutAHeader() throws {
        let source = "Característica: C\n  Escenario: E\n    Dado x\n    Cuandoo y\n"
        var found: GherkinError?
        do {
            _ = try GherkinParser(defaultLanguage: "es").parse(source, uri: "x.feature", ids: IncrementingIdGenerator())
        } catch {
            found = error.errors.first
        }
        let error = try #require(found)
        #expect(GherkinDiagnostic(error, source: source, defaultLanguage: "es").advice == .keyword("Cuando"))
    }

    @Test func aWrongCaseIsANearMiss() throws {
        #expect(try diagnostic("Feature: F\n  Scenario: S\n    Given x\n    then y\n").advice == .keyword("Then"))
    }

    @Test func aMisplacedKeywordGetsAPlainWordsExpectation() throws {
        let diagnostic = try diagnostic("Feature: F\n  Scenario: S\n    Given x\n  Background: late\n")
        #expect(diagnostic.advice == .misplacedKeyword("Background"))
        #expect(diagnostic.expected.first == "#StepLine")
        #expect(diagnostic.expected.last == "#EOF")
    }

    @Test func withNoNearKeywordThereIsOnlyTheExpectationInTheOrderWritersAddThings() throws {
        let diagnostic = try diagnostic("Feature: F\n  Scenario: S\n    Given x\n    zzz qqq\n")
        #expect(diagnostic.advice == nil)
        #expect(Array(diagnostic.expected.prefix(2)) == ["#StepLine", "#TableRow"])
        #expect(!diagnostic.expected.contains("#Comment"))
        #expect(try self.diagnostic("hello\n").expected == ["#FeatureLine"])
    }

    @Test func caretsFollowTabsAndCountUnicodeScalars() throws {
        let source = "Feature: F\n  Scenario: S\n\tGiven é\n\t\t| a | b |\n\t\t| ñ |\n"
        let rendered = try diagnostic(source).rendered
        #expect(rendered.contains("   5 | \t\t| ñ |\n     | \t\t^\n"))
        #expect(rendered.hasPrefix("features/x.feature:5:3: error: inconsistent cell count within the table\n"))
    }

    @Test func endOfFileErrorsPointJustPastTheLastCharacter() throws {
        let source = "Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      text\n\n"
        let diagnostic = try diagnostic(source)
        #expect(diagnostic.line == 5)
        #expect(diagnostic.column == 11)
        #expect(diagnostic.rendered.contains("   5 |       text\n     |           ^\n"))
        #expect(diagnostic.advice == .unclosedDocString)
    }

    @Test func anEmptyFileEndsAtLineOneColumnOne() {
        let error = GherkinError(
            uri: "e.feature", location: Location(line: 1, column: nil),
            summary: "unexpected end of file, expected: #Other",
            kind: .unexpectedEndOfFile(expected: ["#Other"]))
        let diagnostic = GherkinDiagnostic(error, source: "")
        #expect((diagnostic.line, diagnostic.column) == (1, 1))
        #expect(diagnostic.sourceLine == nil)
    }

    @Test func unknownLanguagesSuggestTheNearestCodes() throws {
        #expect(try diagnostic("# language: esp\nFeature: F\n").advice == .languageCodes(["es"]))
        #expect(
            try diagnostic("# language: ez\nFeature: F\n").advice
                == .languageCodes(["az", "el", "em", "en", "eo", "es"]))
        #expect(try diagnostic("# language: zzzzzz\nFeature: F\n").advice == .languageCodes([]))
    }

    @Test(arguments: [
        (
            "Feature: Catálogo\n  Scenario: carga\n", "es",
            GherkinDiagnostic.Advice.otherDialect(keyword: "Feature", codes: ["en"])
        ),
        ("Funktionalität: F\n", "en", .otherDialect(keyword: "Funktionalität", codes: ["de"])),
        ("Característica: C\n", "en", .otherDialect(keyword: "Característica", codes: ["ca", "es", "gl", "pt"])),
    ])
    func aFeatureLineOfAnotherDialectNamesThatDialect(
        source: String, language: String, advice: GherkinDiagnostic.Advice
    ) throws {
        var found: GherkinError?
        do {
            _ = try GherkinParser(defaultLanguage: language).parse(
                source, uri: "x.feature", ids: IncrementingIdGenerator())
        } catch {
            found = error.errors.first
        }
        let error = try #require(found)
        #expect(GherkinDiagnostic(error, source: source, defaultLanguage: language).advice == advice)
    }

    @Test func otherKindsHaveAdviceToo() throws {
        #expect(try diagnostic("Feature: F\n  @a b\n  Scenario: S\n").advice == .tagWithWhitespace)
        let invalid = GherkinError(
            uri: "x", location: Location(line: 1, column: 1), summary: "invalid UTF-8", kind: .invalidUTF8)
        #expect(GherkinDiagnostic(invalid, source: "").advice == .invalidUTF8)
    }

    @Test func longLinesAreShownAroundTheCaret() {
        let line = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        let (shown, column) = GherkinDiagnostic.window(of: line, around: 1001)
        #expect(shown.unicodeScalars.count == 122)
        #expect(Array(shown.unicodeScalars)[column - 1] == "X")
    }

    @Test func thePathDefaultsToTheErrorsUri() throws {
        let error = try #require(errors("x\n", uri: "given/uri.feature").first)
        #expect(GherkinDiagnostic(error, source: "x\n").path == "given/uri.feature")
        #expect(GherkinDiagnostic.render(error, source: "x\n", path: "p").hasPrefix("p:1:1: error: expected: #EOF"))
    }

    @Test func aFileWithoutALanguageLineIsToldTheDialectItsKeywordsBestMatch() throws {
        // `Característica:` is Catalan, Spanish, Galician and Portuguese; `Cuando` and `Entonces` are Spanish only.
        let source = "Característica: f\n  Escenario: s\n    Dado algo\n    Cuando x\n    Entonces y\n"
        #expect(try diagnostic(source).advice == .otherDialect(keyword: "Característica", codes: ["es"]))
        let portuguese = "Característica: f\n  Cenário: s\n    Dado algo\n    Quando x\n    Então y\n"
        #expect(try diagnostic(portuguese).advice == .otherDialect(keyword: "Característica", codes: ["pt"]))
    }

    @Test func anUnclosedDocStringKnowsTheLineThatOpensIt() throws {
        let source = "Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      text\n      ```\n"
        #expect(try diagnostic(source).openingLine == 4)
        let closed = "Feature: F\n  Scenario: S\n    Given x\n      ```\n      a\n      ```\n    And y\n      \"\"\"\n"
        #expect(try diagnostic(closed).openingLine == 8)
    }
}
