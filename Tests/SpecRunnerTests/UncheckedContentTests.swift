import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
final class LoginWorld: World {
    init() {}
}

/// Green means every line the product owner wrote was checked: each edit of a passing Spanish specification that
/// leaves something written unchecked (a step a reader sees but the grammar reads as description, a placeholder
/// naming no column, examples without rows, a column no step uses, a file not read, a tag a letter from `--tags`)
/// fails the gate at 100%, is named in its explanation, and turns the summary from green.
@MainActor
@Suite struct UncheckedContentTests {
    static let steps = Steps(LoginWorld.self) {
        Given("que el servidor acepta el correo {string}") { (_, _: String) in }
        Then("el usuario ve {string}") { (_, _: String) in }
    }

    nonisolated static let step = "Dado que el servidor acepta el correo \"ana@tienda.es\""

    /// A passing scenario whose first step is `first`.
    nonisolated static func login(_ first: String) -> String {
        "# language: es\nCaracterística: Inicio de sesión\n\n  Escenario: entra\n    \(first)\n"
            + "    Entonces el usuario ve \"Hola\"\n"
    }

    /// An outline with `examples` below it.
    nonisolated static func outline(_ examples: String, correo: String = "<correo>") -> String {
        "# language: es\nCaracterística: Inicio de sesión\n\n  Escenario: sale\n    \(step)\n\n  Esquema del escenario: entra\n"
            + "    Dado que el servidor acepta el correo \"\(correo)\"\n    Entonces el usuario ve \"<saludo>\"\n\n"
            + examples
    }

    private func run(
        _ files: [String: String], tags: String? = nil
    ) async throws -> (run: RunnerHarness.Run, output: String) {
        let harness = try RunnerHarness(files: files)
        let run = await harness.run([Self.steps]) {
            $0.coverageMinimum = 100
            $0.outputLanguage = "es"
            $0.tagExpression = tags
            $0.formats = [FormatRequest(name: "summary")]
        }
        return (run, (run.output + run.errors).replacing(harness.directory + "/", with: ""))
    }

    @Test func theSpecificationAsWrittenIsGreen() async throws {
        let (run, output) = try await run(["login.feature": Self.login(Self.step)])
        #expect(run.status == 0, "\(output)")
        #expect(output.contains("La especificación está implementada por completo y en verde."), "\(output)")
        #expect(!output.contains("aviso"), "\(output)")
    }

    @Test(arguments: [
        // What a document editor pastes: a non-breaking space, a thin space, a zero-width space, a byte-order mark.
        ("Dado\u{00A0}que el servidor acepta el correo \"ana@tienda.es\"", "U+00A0"),
        ("Dado\u{2009}que el servidor acepta el correo \"ana@tienda.es\"", "U+2009"),
        ("Dado\u{200B}que el servidor acepta el correo \"ana@tienda.es\"", "U+200B"),
        ("\u{FEFF}Dado que el servidor acepta el correo \"ana@tienda.es\"", "U+FEFF"),
        // Markdown habits: bullets, numbers, emphasis.
        ("- Dado que el servidor acepta el correo \"ana@tienda.es\"", "«-»"),
        ("• Dado que el servidor acepta el correo \"ana@tienda.es\"", "«•»"),
        ("1. Dado que el servidor acepta el correo \"ana@tienda.es\"", "«1.»"),
        ("2) dado que el servidor acepta el correo \"ana@tienda.es\"", "«2)»"),
        ("**Dado** que el servidor acepta el correo \"ana@tienda.es\"", "«**»"),
        // A keyword glued to the next word, before a defined step and before one nobody defined.
        ("Dadoque el servidor acepta el correo \"ana@tienda.es\"", "«Dado» está pegada"),
        ("Dadoel servidor acepta pagos nuevos", "«Dado» está pegada"),
    ])
    func aStepAReaderSeesButTheGrammarReadsAsDescriptionFailsTheGate(line: String, says: String) async throws {
        let (run, output) = try await run(["login.feature": Self.login(line)])
        #expect(run.status == 1, "\(output)")
        #expect(output.contains("login.feature:5:"), "\(output)")
        #expect(output.contains(says), "\(output)")
        #expect(output.contains("escribe «Dado "), "\(output)")
        #expect(output.contains("su paso en login.feature:5 se lee como texto de la descripción"), "\(output)")
        #expect(output.contains("La especificación no está en verde"), "\(output)")
        #expect(!output.contains("en verde."), "\(output)")
    }

    @Test(arguments: [
        // A placeholder misspelt: the column it meant goes unchecked.
        (
            outline(
                "    Ejemplos:\n      | correo        | saludo |\n      | ana@tienda.es | Hola   |\n", correo: "<corre>"
            ),
            "su marcador en login.feature:8 no nombra ninguna columna: «<corre>»", "1/2"
        ),
        // Examples with a header and no rows: the outline runs nothing.
        (
            outline("    Ejemplos:\n      | correo | saludo |\n"),
            "sus ejemplos en login.feature:11 no tienen filas: «Ejemplos:»", "1/2"
        ),
        // A second table without rows beside one that has them.
        (
            outline(
                "    Ejemplos: buenos\n      | correo | saludo |\n      | a@b.es | Hola   |\n\n"
                    + "    Ejemplos: malos\n      | correo | saludo |\n"),
            "sus ejemplos en login.feature:15 no tienen filas: «Ejemplos: malos»", "1/2"
        ),
        // A column the product owner filled that no step reads.
        (
            outline("    Ejemplos:\n      | correo | saludo | edad |\n      | a@b.es | Hola   | 30   |\n"),
            "ningún paso usa su columna de ejemplos en login.feature:12: «edad»", "1/2"
        ),
    ])
    func anOutlineWhoseExamplesAreNotAllCheckedFailsTheGate(feature: String, reason: String, bound: String)
        async throws
    {
        let (run, output) = try await run(["login.feature": feature])
        #expect(run.status == 1, "\(output)")
        #expect(output.contains("Cobertura: \(bound)"), "\(output)")
        #expect(output.contains(reason), "\(output)")
        #expect(output.contains("La especificación no está en verde"), "\(output)")
    }

    @Test(arguments: ["Pagos.Feature", "carrito.feature.txt", "pedido.feature ", "envio.feature~", "CUENTA.FEATURE"])
    func aFileThatLooksLikeAFeatureFileButIsNotReadFailsTheGate(name: String) async throws {
        let (run, output) = try await run(["login.feature": Self.login(Self.step), name: Self.login(Self.step)])
        #expect(run.status == 1, "\(output)")
        #expect(output.contains("\(name): aviso: parece un archivo de especificación, pero no se lee"), "\(output)")
        #expect(output.contains("Cobertura: 1/2"), "\(output)")
        #expect(output.contains("\(name) parece un archivo de especificación, pero no se lee"), "\(output)")
        #expect(output.contains("1 archivo sin leer"), "\(output)")
        #expect(output.contains("La especificación no está en verde"), "\(output)")
    }

    nonisolated static let tagged =
        "# language: es\nCaracterística: Inicio de sesión\n\n  @hummo\n  Escenario: entra\n    \(step)\n\n"
        + "  @otra\n  Escenario: otra\n    \(step)\n"

    @Test(arguments: [
        ("@humo or @otra", "@humo", "@hummo"), ("@otra or @hummo2", "@hummo2", "@hummo"),
        ("(@otra or hummo) and not @nada", "hummo", "@hummo"),
    ])
    func aTagALetterFromOneTheFilesHaveSaysSoAndFailsTheGate(tags: String, missing: String, meant: String)
        async throws
    {
        let (run, output) = try await run(["login.feature": Self.tagged], tags: tags)
        #expect(run.status == 1, "\(output)")
        #expect(output.contains("ningún archivo de especificación elegido tiene la etiqueta \(missing)"), "\(output)")
        #expect(output.contains("¿quisiste decir \(meant)?"), "\(output)")
        #expect(output.contains("La especificación no está en verde"), "\(output)")
    }

    @Test func aTagOnlyExcludedTakesNothingOutAndStaysSilent() async throws {
        let (run, output) = try await run(["login.feature": Self.tagged], tags: "not @humo")
        #expect(run.status == 0, "\(output)")
        #expect(!output.contains("¿quisiste decir"), "\(output)")
    }
}
