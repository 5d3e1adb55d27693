import Foundation
import SpecRunner
import Testing

/// How a step's code failed reads in the run's output language: the runner's own comparisons, a step library's
/// ``LocalizedText`` and an app's error.
@MainActor
@Suite struct StepFailureLanguageTests {
    static let feature = "Feature: f\n  Scenario: s\n    Given it fails\n"

    struct OrderError: Error {}

    struct PaymentError: LocalizedError {
        var errorDescription: String? { "the card was declined" }
    }

    func run(_ body: @escaping @MainActor @Sendable () throws -> Void, language: String) async throws -> String {
        let harness = try RunnerHarness(files: ["a.feature": Self.feature])
        let steps = Steps(Notebook.self) { Given("it fails") { _ in try body() } }
        let run = await harness.run([steps]) { $0.outputLanguage = language }
        return run.output
    }

    @Test(arguments: [
        ("en", ["expected: \"Entrar\"", "     got: \"Salir\"", "  at "]),
        ("es", ["se esperaba: \"Entrar\"", "  se obtuvo: \"Salir\"", "  en "]),
    ])
    func theRunnersComparisonNamesBothValuesInTheOutputLanguage(language: String, lines: [String]) async throws {
        let output = try await run({ try expect("Salir", equals: "Entrar") }, language: language)
        let shown = output.split(separator: "\n").map { $0.drop { $0 == " " } }
        for line in lines {
            #expect(shown.contains { $0.hasPrefix(line.drop { $0 == " " }) }, "\(output)")
        }
    }

    @Test(arguments: [
        ("en", "the button's title\nexpected: 2\n     got: 3"),
        ("es", "el título del botón\nse esperaba: 2\n  se obtuvo: 3"),
    ])
    func aStepLibrarysTextPrecedesTheComparisonInTheOutputLanguage(language: String, expected: String) {
        let title = LocalizedText(en: "the button's title", es: "el título del botón")
        let failure = #expect(throws: ExpectationFailure.self) { try expect(3, equals: 2, title) }
        #expect(failure?.words(in: language) == expected)
    }

    @Test(arguments: [("en", "the Login screen is not shown"), ("es", "no se muestra la pantalla de Login")])
    func aStepLibrarysOwnFailureIsWordedInTheOutputLanguage(language: String, expected: String) async throws {
        let text = LocalizedText(en: "the Login screen is not shown", es: "no se muestra la pantalla de Login")
        let thrown = try await run({ throw ExpectationFailure(text) }, language: language)
        let checked = try await run({ try expect(false, text) }, language: language)
        let unwrapped = try await run({ _ = try expectValue(Int?.none, text) }, language: language)
        for output in [thrown, checked, unwrapped] { #expect(output.contains(expected), "\(output)") }
    }

    @Test(arguments: [
        ("en", "the step's code threw OrderError(), an error that does not say what went wrong"),
        ("es", "el código del paso lanzó OrderError(), un error que no dice qué falló"),
    ])
    func anAppErrorWithoutDescriptionIsNamedInASentence(language: String, expected: String) async throws {
        let output = try await run({ throw OrderError() }, language: language)
        #expect(output.contains(expected), "\(output)")
    }

    @Test func anAppErrorIsShownThroughItsLocalizedDescription() async throws {
        let output = try await run({ throw PaymentError() }, language: "es")
        #expect(output.contains("the card was declined"), "\(output)")
        #expect(!output.contains("PaymentError()"), "\(output)")
    }

    @Test(arguments: ["en", "es", "es_ES.UTF-8", "fr"])
    func aLocalizedTextReadsEnglishInALanguageItHasNoTextIn(language: String) {
        let text = LocalizedText(en: "one", es: "uno") + LocalizedText(en: " two", es: " dos")
        #expect(text.text(in: language) == (language.hasPrefix("es") ? "uno dos" : "one two"))
    }
}
