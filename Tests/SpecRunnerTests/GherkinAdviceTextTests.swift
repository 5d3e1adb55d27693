import Testing

@testable import Gherkin
@testable import SpecRunnerCore

/// The advice of a file that does not parse, in the output language, with the keywords of the file's dialect.
@Suite struct GherkinAdviceTextTests {
    private func diagnostic(_ source: String, language: String = "en") throws -> GherkinDiagnostic {
        var found: GherkinError?
        do {
            _ = try GherkinParser(defaultLanguage: language).parse(
                source, uri: "x.feature", ids: IncrementingIdGenerator())
        } catch {
            found = error.errors.first
        }
        return GherkinDiagnostic(try #require(found), source: source, defaultLanguage: language)
    }

    private func hint(_ source: String, language: String = "en", in code: String) throws -> String? {
        try diagnostic(source, language: language).hint(in: #require(MessageCatalog.named(code)))
    }

    @Test(arguments: [
        ("en", "did you mean «Escenario»?"), ("es", "¿Quisiste decir «Escenario»?"),
    ])
    func aMisspeltKeywordIsNamedInTheOutputLanguageWithTheFilesKeyword(code: String, hint: String) throws {
        let source = "# language: es\nCaracterística: C\n  Escenario: E\n    Dado x\n  Escenaro: otro\n"
        #expect(try self.hint(source, in: code) == hint)
    }

    @Test(arguments: [
        (
            "en",
            "«Background:» cannot appear here; expected a step («Given», «When», «Then», «And», «But»)"
        ),
        (
            "es",
            "«Background:» no puede ir aquí; aquí se esperaba un paso («Given», «When», «Then», «And», «But»)"
        ),
    ])
    func aMisplacedKeywordSaysWhatWasExpected(code: String, start: String) throws {
        let hint = try self.hint("Feature: F\n  Scenario: S\n    Given x\n  Background: late\n", in: code)
        #expect(hint?.hasPrefix(start) == true)
        #expect(hint?.hasSuffix(code == "es" ? " o el final del archivo" : " or the end of the file") == true)
    }

    @Test(arguments: [
        ("en", "expected a step («Dado», «Cuando», «Entonces», «Y», «Pero»)", " or the end of the file"),
        ("es", "aquí se esperaba un paso («Dado», «Cuando», «Entonces», «Y», «Pero»)", " o el final del archivo"),
    ])
    func theExpectationIsInPlainWords(code: String, start: String, end: String) throws {
        let source = "# language: es\nCaracterística: C\n  Escenario: E\n    Dado x\n    zzz qqq\n"
        let expectation = try diagnostic(source).expectation(in: #require(MessageCatalog.named(code)))
        #expect(expectation?.hasPrefix(start) == true)
        #expect(expectation?.hasSuffix(end) == true)
        #expect(expectation?.contains("#") == false)
    }

    @Test(arguments: [
        (
            "Feature: Catálogo\n  Scenario: carga\n", "es", "es",
            "«Feature:» es de Gherkin en English («en»), no en español: escribe «# language: en» en la primera línea, "
                + "o usa «Característica:»"
        ),
        (
            "Funktionalität: F\n", "en", "en",
            "«Funktionalität:» is Gherkin in German («de»), not in English: write «# language: de» on the first "
                + "line, or use «Feature:»"
        ),
        (
            "Característica: C\n", "en", "en",
            "«Característica:» is Gherkin in Catalan («ca»), Spanish («es»), Galician («gl») or Portuguese («pt»), "
                + "not in English: write «# language: ca» (or another one's code) on the first line, or use «Feature:»"
        ),
        (
            "Característica: C\n", "en", "es",
            "«Característica:» es de Gherkin en català («ca»), español («es»), galego («gl») o português («pt»), "
                + "no en English: escribe «# language: ca» (o el código de otro) en la primera línea, o usa «Feature:»"
        ),
    ])
    func aFeatureLineOfAnotherDialectNamesThatDialect(source: String, language: String, code: String, hint: String)
        throws
    {
        #expect(try self.hint(source, language: language, in: code) == hint)
    }

    @Test(arguments: [
        ("# language: esp\nFeature: F\n", "en", "did you mean «es»?"),
        ("# language: esp\nFeature: F\n", "es", "¿Quisiste decir «es»?"),
        ("# language: ez\nFeature: F\n", "en", "did you mean «az», «el», «em», «en», «eo» or «es»?"),
        (
            "# language: zzzzzz\nFeature: F\n", "es",
            "usa uno de los códigos de idioma de Gherkin, por ejemplo «en», «es» o «fr»"
        ),
        (
            "Feature: F\n  @a b\n  Scenario: S\n", "es",
            "una etiqueta es una sola palabra («@mi_etiqueta»); separa las etiquetas con espacios"
        ),
        (
            "Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      text\n", "en",
            "the doc string is never closed: add a line with the delimiter that opened it («\"\"\"» or «```»)"
        ),
        (
            "Feature: F\n  Scenario: S\n    Given x\n    | a | b |\n    | c |\n", "es",
            "todas las filas de una tabla deben tener tantas celdas como la primera («| a | b |»)"
        ),
    ])
    func everyKindOfErrorHasAdviceInBothLanguages(source: String, code: String, hint: String) throws {
        #expect(try self.hint(source, in: code) == hint)
    }

    @Test func theRunnersDiagnosticSpeaksTheOutputLanguageForAnEnglishFile() throws {
        let source = "Feature: F\n  Scenario: S\n    Given x\n    then y\n"
        var found: GherkinError?
        do {
            _ = try GherkinParser().parse(source, uri: "x.feature", ids: IncrementingIdGenerator())
        } catch {
            found = error.errors.first
        }
        let rendered = Diagnostic(try #require(found), source: source, defaultLanguage: "en", catalog: .spanish)
            .rendered(.spanish)
        #expect(rendered.contains("x.feature:4:5: error: aquí se esperaba un paso («Given»"))
        #expect(rendered.hasSuffix("pista: ¿Quisiste decir «Then»?\n"))
    }
}
