import Testing

@testable import Gherkin

@Suite struct GherkinDiagnosticTests {
    private func diagnostic(_ source: String, path: String = "features/x.feature") throws -> GherkinDiagnostic {
        let error = try #require(errors(source, uri: path).first)
        return GherkinDiagnostic(error, source: source)
    }

    @Test func rendersLocationMessageLineCaretAndHint() throws {
        let source = "Feature: Login\n  Scenario: ok\n    Given a user\n    Whn she logs in\n"
        #expect(
            try diagnostic(source).rendered == """
                features/x.feature:4:5: error: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, \
                #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Whn she logs in'
                   4 |     Whn she logs in
                     |     ^
                hint: did you mean «When»?

                """)
    }

    @Test func spanishFilesGetSpanishHintsWithTheirOwnKeywords() throws {
        let source = "# language: es\nCaracterística: C\n  Escenario: E\n    Dado x\n  Escenaro: otro\n"
        let rendered = try diagnostic(source).rendered
        #expect(rendered.hasSuffix("hint: ¿Quisiste decir «Escenario»?\n"))
        #expect(rendered.contains("   5 |   Escenaro: otro\n     |   ^\n"))
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
        #expect(GherkinDiagnostic(error, source: source, defaultLanguage: "es").hint == "¿Quisiste decir «Cuando»?")
    }

    @Test func aWrongCaseIsANearMiss() throws {
        #expect(try diagnostic("Feature: F\n  Scenario: S\n    Given x\n    then y\n").hint == "did you mean «Then»?")
    }

    @Test func aMisplacedKeywordGetsAPlainWordsExpectation() throws {
        let hint = try diagnostic("Feature: F\n  Scenario: S\n    Given x\n  Background: late\n").hint
        #expect(hint?.hasPrefix("«Background:» cannot appear here; expected a step («Given»") == true)
        #expect(hint?.hasSuffix(" or the end of the file") == true)
        #expect(hint?.contains("a step («Given», «When», «Then», «And», «But»)") == true)
    }

    @Test func withNoNearKeywordTheHintSaysWhatWasExpected() throws {
        let hint = try diagnostic("Feature: F\n  Scenario: S\n    Given x\n    zzz qqq\n").hint
        #expect(
            hint?.hasPrefix("expected a step («Given», «When», «Then», «And», «But»), a table row («| … |»)") == true)
        #expect(try diagnostic("hello\n").hint?.hasPrefix("a feature file starts with a «Feature:» line") == true)
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
        #expect(diagnostic.hint?.contains("never closed") == true)
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
        #expect(try diagnostic("# language: esp\nFeature: F\n").hint == "did you mean «es»?")
        #expect(
            try diagnostic("# language: ez\nFeature: F\n").hint == "did you mean «az», «el», «em», «en», «eo» or «es»?")
        #expect(try diagnostic("# language: zzzzzz\nFeature: F\n").hint?.contains("«en», «es» or «fr»") == true)
    }

    @Test(arguments: [
        (
            "Feature: Catálogo\n  Scenario: carga\n", "es",
            "«Feature:» es de Gherkin en English («en»), no en español: escribe «# language: en» en la primera línea, "
                + "o usa «Característica:»"
        ),
        (
            "Funktionalität: F\n", "en",
            "«Funktionalität:» is Gherkin in German («de»), not in English: write «# language: de» on the first "
                + "line, or use «Feature:»"
        ),
        (
            "Característica: C\n", "en",
            "«Característica:» is Gherkin in Catalan («ca»), Spanish («es»), Galician («gl») or Portuguese («pt»), "
                + "not in English: write «# language: ca» (or another one's code) on the first line, or use «Feature:»"
        ),
    ])
    func aFeatureLineOfAnotherDialectNamesThatDialect(source: String, language: String, hint: String) throws {
        var found: GherkinError?
        do {
            _ = try GherkinParser(defaultLanguage: language).parse(
                source, uri: "x.feature", ids: IncrementingIdGenerator())
        } catch {
            found = error.errors.first
        }
        let error = try #require(found)
        #expect(GherkinDiagnostic(error, source: source, defaultLanguage: language).hint == hint)
    }

    @Test func otherKindsHaveHintsToo() throws {
        #expect(try diagnostic("Feature: F\n  @a b\n  Scenario: S\n").hint?.contains("single word") == true)
        let invalid = GherkinError(
            uri: "x", location: Location(line: 1, column: 1), summary: "invalid UTF-8", kind: .invalidUTF8)
        #expect(GherkinDiagnostic(invalid, source: "").hint == "save the file with the UTF-8 encoding")
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
        let hint = try diagnostic(source).hint
        #expect(
            hint == "«Característica:» is Gherkin in Spanish («es»), not in English: write «# language: es» on the"
                + " first line, or use «Feature:»")
        let portuguese = "Característica: f\n  Cenário: s\n    Dado algo\n    Quando x\n    Então y\n"
        #expect(try diagnostic(portuguese).hint?.contains("«# language: pt»") == true)
    }

    @Test func theExpectationIsInPlainWordsInTheFilesLanguage() throws {
        let source = "# language: es\nCaracterística: C\n  Escenario: E\n    Dado x\n    zzz qqq\n"
        let expectation = try diagnostic(source).expectation
        #expect(expectation?.hasPrefix("aquí se esperaba un paso («Dado», «Cuando», «Entonces», «Y», «Pero»)") == true)
        #expect(expectation?.hasSuffix(" o el final del archivo") == true)
        #expect(expectation?.contains("#") == false)
    }

    @Test func anUnclosedDocStringKnowsTheLineThatOpensIt() throws {
        let source = "Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      text\n      ```\n"
        #expect(try diagnostic(source).openingLine == 4)
        let closed = "Feature: F\n  Scenario: S\n    Given x\n      ```\n      a\n      ```\n    And y\n      \"\"\"\n"
        #expect(try diagnostic(closed).openingLine == 8)
    }
}
