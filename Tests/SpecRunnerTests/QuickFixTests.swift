import CucumberExpressions
import SpecRunner
import SpecRunnerCore
import SpecRunnerReports
import Testing

/// Each mistake the runner knows the fix for carries it with its diagnostic, made where the mistake is found: an
/// edit of the file, titled in the output language, after which the file has nothing left to report.
@MainActor
@Suite struct QuickFixTests {
    static let steps = Steps(Counter.self) {
        Given("el servidor responde {int} con lista vacía") { (_, _: Int) in }
        When("la pantalla Catalog se carga") { _ in }
        Then("el usuario ve {string}") { (_, _: String) in }
    }

    /// A clean Spanish feature, with `mistake` in place of its scenario's steps (or of the whole file).
    nonisolated static func feature(_ scenario: String, header: String = "# language: es\n") -> String {
        header + "Característica: Catálogo\n\n  Escenario: lista vacía\n" + scenario
    }

    nonisolated static let cases: [(mistake: String, text: String, replacement: String)] = [
        // The description lint's misspelt title keyword.
        (
            "misspelt title keyword",
            "# language: es\nCaracterística: Catálogo\n\n  Escenari: lista vacía\n"
                + "    Dado el servidor responde 200 con lista vacía\n",
            "Escenario:"
        ),
        // A step keyword of another language, read as the scenario's description.
        (
            "step keyword in English",
            feature("    Given el servidor responde 200 con lista vacía\n    Cuando la pantalla Catalog se carga\n"),
            "Dado"
        ),
        // A parse error whose advice names the keyword meant.
        (
            "misspelt step keyword",
            feature("    Dado el servidor responde 200 con lista vacía\n    Cuandoo la pantalla Catalog se carga\n"),
            "Cuando"
        ),
        (
            "step keyword in English after a step",
            feature("    Dado el servidor responde 200 con lista vacía\n    When la pantalla Catalog se carga\n"),
            "Cuando"
        ),
        (
            "misspelt title keyword after steps",
            feature(
                "    Dado el servidor responde 200 con lista vacía\n\n  Escenari: otra\n"
                    + "    Dado el servidor responde 404 con lista vacía\n"),
            "Escenario:"
        ),
        (
            "step keyword in another case",
            feature("    dado el servidor responde 200 con lista vacía\n    Cuando la pantalla Catalog se carga\n"),
            "Dado"
        ),
        (
            "examples written as a scenario",
            "# language: es\nCaracterística: Catálogo\n\n  Esquema del escenario: respuestas\n"
                + "    Dado el servidor responde <codigo> con lista vacía\n\n  Ejemplo:\n    | codigo |\n    | 200 |\n",
            "Ejemplos"
        ),
        (
            "missing language line",
            feature(
                "    Dado el servidor responde 200 con lista vacía\n    Cuando la pantalla Catalog se carga\n",
                header: ""),
            "# language: es\n"
        ),
        (
            "near-miss step",
            feature("    Dado el servidor responde 404 con lista vacia\n"),
            "el servidor responde 404 con lista vacía"
        ),
        (
            "near-miss step with a string",
            feature("    Entonces el usuairo ve \"Hola mundo\"\n"),
            "el usuario ve \"Hola mundo\""
        ),
        (
            "typographic quotes",
            feature("    Entonces el usuario ve «una lista»\n"),
            "el usuario ve \"una lista\""
        ),
        (
            "placeholder naming no column",
            "# language: es\nCaracterística: Catálogo\n\n  Esquema del escenario: respuestas\n"
                + "    Dado el servidor responde <codgo> con lista vacía\n\n    Ejemplos:\n      | codigo |\n"
                + "      | 200    |\n",
            "<codigo>"
        ),
    ]

    /// `text` with `fix` applied.
    static func applying(_ fix: Diagnostic.Fix, to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let line = lines[fix.line - 1]
        let start = fix.column - 1
        lines[fix.line - 1] =
            Array(line[..<start]) + Array(fix.replacement.unicodeScalars) + Array(line[(start + fix.length)...])
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    @Test(arguments: cases.map(\.mistake))
    func aMistakeWithAKnownFixCarriesAnEditAfterWhichTheFileHasNothingToReport(mistake: String) throws {
        let (_, text, replacement) = try #require(Self.cases.first { $0.mistake == mistake })
        let editor = EditorSupport(libraries: [Self.steps], defaultLanguage: "en")
        let diagnostics = editor.analyze(text, path: "catalogo.feature").diagnostics
        // A misspelt placeholder leaves its step undefined too: that diagnostic has no fix of its own.
        let fix = try #require(diagnostics.lazy.flatMap(\.fixes).first, "\(diagnostics)")
        #expect(fix.replacement == replacement)
        let fixed = Self.applying(fix, to: text)
        #expect(editor.analyze(fixed, path: "catalogo.feature").diagnostics.isEmpty, "\(fixed)")
    }

    @Test(arguments: [
        ("en", "Replace with «Escenario:»", "Add «# language: es» at the top", "Straighten the quotes"),
        ("es", "Cambiar por «Escenario:»", "Añadir «# language: es» al principio", "Enderezar las comillas"),
    ])
    func aFixIsTitledInTheOutputLanguage(language: String, keyword: String, header: String, quotes: String) {
        let editor = EditorSupport(libraries: [Self.steps], defaultLanguage: "en")
        editor.outputLanguage = language
        func title(_ mistake: String) -> String? {
            let text = Self.cases.first { $0.mistake == mistake }?.text ?? ""
            return editor.analyze(text, path: "catalogo.feature").diagnostics.first?.fixes.first?.title
        }
        #expect(title("misspelt title keyword") == keyword)
        #expect(title("missing language line") == header)
        #expect(title("typographic quotes") == quotes)
    }

    @Test(arguments: cases.map(\.mistake))
    func aFileWithCarriageReturnsGetsTheSameFix(mistake: String) throws {
        let text = try #require(Self.cases.first { $0.mistake == mistake }?.text)
        let editor = EditorSupport(libraries: [Self.steps], defaultLanguage: "en")
        let fixes = { (text: String) in editor.analyze(text, path: "catalogo.feature").diagnostics.flatMap(\.fixes) }
        #expect(!fixes(text).isEmpty)
        #expect(fixes(text.replacing("\n", with: "\r\n")) == fixes(text))
    }

    /// Measured on the realistic slips of `Tests/Fixtures/Slips` (``SlipSuggestionTests``): of those whose closest
    /// definition is the one meant and a slip (43 of 44), every one is worded so that it matches.
    @Test func everySlipOfTheFixturesIsWordedSoThatTheDefinitionMeantMatches() throws {
        let definitions = try SlipSuggestionTests.definitions()
        var slips = 0
        var unfixed: [String] = []
        for slip in try SlipSuggestionTests.lines("slips.tsv").map({ $0.split(separator: "\t").map(String.init) }) {
            guard let closest = closeDefinitions(toUndefined: slip[1], among: definitions).first,
                definitions[closest.position].pattern.source == slip[0], closest.slips <= slipLimit
            else { continue }
            slips += 1
            let worded = nearMissWording(of: slip[1], as: slip[0])
            let expression = try CucumberExpression(slip[0], registry: ParameterTypeRegistry(language: "es"))
            if expression.match(worded) == nil { unfixed.append("\(slip[1]) → \(worded)") }
        }
        #expect(slips >= 40)
        #expect(unfixed.isEmpty, "\(slips - unfixed.count)/\(slips): \(unfixed)")
    }

    @Test func aStepFarFromEveryDefinitionGetsNoFix() {
        let editor = EditorSupport(libraries: [Self.steps], defaultLanguage: "en")
        let text = Self.feature("    Dado que el carrito tiene tres productos distintos\n")
        let diagnostics = editor.analyze(text, path: "catalogo.feature").diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fixes == [])
    }

    @Test(arguments: [
        ("I have 5 cucumbrs", "I have {int} cucumbers", "I have 5 cucumbers"),
        ("I have 3 cucumbrs", "I have {int} cucumber(s)", "I have 3 cucumbers"),
        ("i have 1 Cucumber", "I have {int} cucumber(s)", "I have 1 cucumber"),
        ("the user sees “Hello, world”", "the user sees {string}", "the user sees \"Hello, world\""),
        (
            "the usr sees \"a b c\" in the list", "the user sees {string} in the list",
            "the user sees \"a b c\" in the list"
        ),
        ("the answer is <answer>", "the answr is {int}", "the answr is <answer>"),
        ("ve el mensaje Hola", "ve el mensaje {string}", "ve el mensaje \"Hola\""),
        ("ve el mensaje \"\"Hola\"\"", "ve el mensaje {string}", "ve el mensaje \"Hola\""),
        ("ve el mensaje ‘Hola’", "ve el mensaje {string}", "ve el mensaje \"Hola\""),
        (
            "el prodcto \"Camiseta\" muestra el precio 12,00 €", "el producto {string} muestra el precio {string}",
            "el producto \"Camiseta\" muestra el precio \"12,00 €\""
        ),
        (
            "el servidor recibio 2 peticiones", "el servidor recibió {int} petición/peticiones",
            "el servidor recibió 2 peticiones"
        ),
    ])
    func aNearMissIsWordedAsTheDefinitionWithItsOwnValuesKept(text: String, expression: String, worded: String) {
        #expect(nearMissWording(of: text, as: expression) == worded)
    }
}
