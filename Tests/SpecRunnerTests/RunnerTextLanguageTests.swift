import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// The runner's own problems (step definitions, expressions, report files) speak the run's output language:
/// each text in English and in Spanish.
@MainActor
@Suite struct RunnerTextLanguageTests {
    static let feature = "Feature: f\n  Scenario: s\n    Given I have 3 cukes\n"

    func run(
        _ steps: [Steps], language: String, files: [String: String]? = nil,
        _ configure: (inout RunConfiguration) -> Void = { _ in }
    ) async throws -> RunnerHarness.Run {
        let harness = try RunnerHarness(files: files ?? ["a.feature": Self.feature])
        return await harness.run(steps) {
            $0.outputLanguage = language
            configure(&$0)
        }
    }

    @Test(arguments: [
        ("en", "closure parameter 1 is String, but {int} in \"I have {int} cukes\" produces Int; declare it as Int"),
        (
            "es",
            "el parámetro 1 de la clausura es String, pero {int} en \"I have {int} cukes\" produce Int; decláralo como Int"
        ),
    ])
    func aClosureOfTheWrongTypeIsExplainedInTheOutputLanguage(language: String, expected: String) async throws {
        let steps = Steps(Notebook.self) {
            Given("I have {int} cukes") { (world, count: String) in world.lines.append(count) }
        }
        let run = try await run([steps], language: language)
        #expect(run.status == 2)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }

    @Test(arguments: [
        ("en", "the closure takes 3 values after the world, but \"I have {int} cukes\" has 1 parameter(s) ({int})"),
        ("es", "la clausura recibe 3 valores tras el mundo, pero \"I have {int} cukes\" tiene 1 parámetro(s) ({int})"),
    ])
    func aClosureTakingTooManyValuesIsExplainedInTheOutputLanguage(language: String, expected: String) async throws {
        let steps = Steps(Notebook.self) {
            Given("I have {int} cukes") { (world, count: Int, table: DataTable, _: String) in _ = (world, count, table)
            }
        }
        let run = try await run([steps], language: language)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "en", "the step definition \"I have {cuke} cukes\" uses the undefined parameter type {cuke}",
            "hint: define it with DefineParameterType(name: \"cuke\""
        ),
        (
            "es", "la definición de paso \"I have {cuke} cukes\" usa el tipo de parámetro no definido {cuke}",
            "pista: defínelo con DefineParameterType(name: \"cuke\""
        ),
    ])
    func anUndefinedParameterTypeIsWarnedInTheOutputLanguage(language: String, message: String, hint: String)
        async throws
    {
        let steps = Steps(Notebook.self) { Given("I have {cuke} cukes") { _ in } }
        let run = try await run([steps], language: language)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "en",
            "the expression \"I have (a/b) cukes\" has a problem at column 10: an alternation (/) cannot be used inside an optional (…)",
            "hint: write \\/ to mean a /"
        ),
        (
            "es",
            "la expresión \"I have (a/b) cukes\" tiene un problema en la columna 10: no se puede usar una alternativa (/) dentro de un opcional (…)",
            "pista: escribe \\/ para referirte a una /"
        ),
        (
            "en", "the expression \"I have {int cukes\" has a problem at column 8: this { has no matching }",
            "hint: close it, or write \\{"
        ),
        (
            "es", "la expresión \"I have {int cukes\" tiene un problema en la columna 8: este { no tiene su }",
            "pista: ciérralo, o escribe \\{"
        ),
    ])
    func anExpressionThatDoesNotParseIsExplainedInTheOutputLanguage(language: String, message: String, hint: String)
        async throws
    {
        let pattern = message.split(separator: "\"")[1]
        let steps = Steps(Notebook.self) { Given(StepPattern(String(pattern))) { _ in } }
        let run = try await run([steps], language: language)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
        #expect(!run.errors.contains("This Cucumber Expression"), "the official text is for machine outputs")
    }

    @Test(arguments: [
        ("en", "the hook's tag expression \"@a and\" is not valid: a tag or ( was expected."),
        ("es", "la expresión de etiquetas del hook \"@a and\" no es válida: se esperaba una etiqueta o (."),
    ])
    func aHookWithAnInvalidTagExpressionIsExplainedInTheOutputLanguage(language: String, expected: String) async throws
    {
        let steps = Steps(Notebook.self) { Before("@a and") { _ in } }
        let run = try await run([steps], language: language)
        #expect(run.status == 2)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "en", "@a \\b",
            "invalid --tags expression \"@a \\b\": \\ cannot escape \"b\": it escapes only (, ), \\ and spaces."
        ),
        (
            "es", "@a \\b",
            "expresión de --tags no válida \"@a \\b\": \\ no puede escapar \"b\": solo escapa (, ), \\ y espacios."
        ),
        ("en", "(@a", "invalid --tags expression \"(@a\": a ( is never closed."),
        ("es", "@a)", "expresión de --tags no válida \"@a)\": un ) no cierra nada."),
    ])
    func anInvalidTagsOptionIsExplainedInTheOutputLanguage(language: String, tags: String, expected: String)
        async throws
    {
        let run = try await run([], language: language) { $0.tagExpression = tags }
        #expect(run.status == 2)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "en", "missing/junit.xml",
            [
                "error: cannot write the report: the folder ", "missing does not exist",
                "hint: create it first (mkdir -p ",
            ]
        ),
        (
            "es", "missing/junit.xml",
            [
                "error: no se puede escribir el informe: la carpeta ", "missing no existe",
                "pista: créala antes (mkdir -p ",
            ]
        ),
        ("en", "", ["error: cannot write the report: it is a folder", "hint: give the path of a file"]),
        ("es", "", ["error: no se puede escribir el informe: es una carpeta", "pista: indica la ruta de un archivo"]),
        ("en", "a.feature/x.xml", ["error: cannot write the report: ", "a.feature is a file, not a folder"]),
        (
            "es", "a.feature/x.xml",
            ["error: no se puede escribir el informe: ", "a.feature es un archivo, no una carpeta"]
        ),
    ])
    func aReportThatCannotBeWrittenIsExplainedInTheOutputLanguage(language: String, path: String, parts: [String])
        async throws
    {
        let harness = try RunnerHarness(files: ["a.feature": Self.feature])
        let run = await harness.run([]) {
            $0.outputLanguage = language
            $0.formats = [FormatRequest(name: "junit", path: harness.path(path))]
        }
        #expect(run.status == 2)
        for part in parts { #expect(run.errors.contains(part), "\(run.errors)") }
    }

    @Test(arguments: [
        (
            "en", "--format junit and --format message both write this file",
            "hint: give each report its own file, e.g. --format message:reports/message.out"
        ),
        (
            "es", "--format junit y --format message escriben los dos este archivo",
            "pista: da a cada informe su propio archivo, p. ej. --format message:reports/message.out"
        ),
    ])
    func twoReportsInOneFileAreRefusedInTheOutputLanguage(language: String, message: String, hint: String) async throws
    {
        let harness = try RunnerHarness(files: ["a.feature": Self.feature])
        let report = harness.path("report.out")
        let run = await harness.run([]) {
            $0.outputLanguage = language
            $0.formats = [FormatRequest(name: "junit", path: report), FormatRequest(name: "message", path: report)]
        }
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "en", "cannot write the report: it is", "a feature file of this run",
            "hint: a report would overwrite the specification"
        ),
        (
            "es", "no se puede escribir el informe: es", "un archivo de características de esta ejecución",
            "pista: un informe sobrescribiría la especificación"
        ),
    ])
    func aReportOverAFeatureFileIsRefusedInTheOutputLanguage(
        language: String, start: String, kind: String, hint: String
    ) async throws {
        let harness = try RunnerHarness(files: ["a.feature": Self.feature])
        let run = await harness.run([]) {
            $0.outputLanguage = language
            $0.formats = [FormatRequest(name: "junit", path: harness.path("a.feature"))]
        }
        #expect(run.status == 2)
        #expect(run.errors.contains(start), "\(run.errors)")
        #expect(run.errors.contains(kind), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
    }
}
