import Foundation
import SpecRunner
import SpecRunnerCLI
import SpecRunnerCore
import Testing

/// `spec-runner merge`, `steps`, `gherkin`, the Bazel variables and the shard timings speak the output language
/// (here chosen by the locale, as a user's terminal would): each text in English and in Spanish.
@MainActor
@Suite struct CommandTextLanguageTests {
    static let locales = ["en": "en_GB.UTF-8", "es": "es_ES.UTF-8"]

    private func main(
        _ arguments: [String], language: String, environment: [String: String] = [:]
    ) async -> (status: Int32, output: String, errors: String) {
        let output = CommandOutput.capturing()
        var environment = environment
        environment["LANG"] = Self.locales[language]
        let status = await SpecRunnerCommand.main(
            arguments: arguments, libraries: [], output: output, environment: environment)
        return (status, output.capturedOutput, output.capturedError)
    }

    @Test(arguments: [
        (
            "en", ["merge"],
            ["error: merge needs the Messages files of the shards", "hint: spec-runner merge", "(options: "]
        ),
        (
            "es", ["merge"],
            [
                "error: merge necesita los archivos de Messages de los fragmentos", "pista: spec-runner merge",
                "(opciones: ",
            ]
        ),
        ("en", ["merge", "a.ndjson", "--tags", "@x"], ["error: merge does not take --tags"]),
        ("es", ["merge", "a.ndjson", "--tags", "@x"], ["error: merge no admite --tags"]),
        (
            "en", ["merge", "missing.ndjson"],
            ["error: cannot read missing.ndjson", "hint: give the files that each shard's"]
        ),
        (
            "es", ["merge", "missing.ndjson"],
            ["error: no se puede leer missing.ndjson", "pista: da los archivos que escribió"]
        ),
        ("es", ["merge", "missing.ndjson", "--lang", "en"], ["error: cannot read missing.ndjson"]),
        ("en", ["steps", "--x"], ["error: unknown option --x for steps", "hint: use spec-runner steps [--json]"]),
        (
            "es", ["steps", "--x"],
            ["error: opción desconocida --x para steps", "pista: usa spec-runner steps [--json]"]
        ),
        ("en", ["gherkin"], ["error: spec-runner gherkin needs at least one FILE", "usage: spec-runner gherkin"]),
        ("es", ["gherkin"], ["error: spec-runner gherkin necesita al menos un ARCHIVO", "uso: spec-runner gherkin"]),
        (
            "en", ["gherkin", "--x"],
            ["error: unknown option '--x' for spec-runner gherkin", "do not print source envelopes"]
        ),
        (
            "es", ["gherkin", "--x"],
            ["error: opción desconocida '--x' para spec-runner gherkin", "no escribe los sobres source"]
        ),
        ("en", ["gherkin", "missing.feature"], ["error: cannot read missing.feature: no such file"]),
        ("es", ["gherkin", "missing.feature"], ["error: no se puede leer missing.feature: no existe el archivo"]),
        ("en", ["gherkin", "/"], ["error: cannot read /: it is a directory"]),
        ("es", ["gherkin", "/"], ["error: no se puede leer /: es una carpeta"]),
        (
            "en", ["--shard", "1/2", "--shard-timings", "missing.xml"],
            ["error: cannot read the shard timings file missing.xml", "hint: give the JUnit"]
        ),
        (
            "es", ["--shard", "1/2", "--shard-timings", "missing.xml"],
            [
                "error: no se puede leer el archivo de tiempos de los fragmentos missing.xml",
                "pista: da el informe JUnit",
            ]
        ),
    ])
    func aCommandsProblemsSpeakTheOutputLanguage(language: String, arguments: [String], parts: [String]) async {
        let run = await main(arguments, language: language)
        #expect(run.status == 2)
        for part in parts { #expect(run.errors.contains(part), "\(run.errors)") }
    }

    @Test(arguments: [
        ("en", ["error: invalid Bazel shard: TEST_SHARD_INDEX=3 TEST_TOTAL_SHARDS=(unset)", "hint: Bazel sets both"]),
        (
            "es",
            [
                "error: fragmento de Bazel no válido: TEST_SHARD_INDEX=3 TEST_TOTAL_SHARDS=(sin definir)",
                "pista: Bazel define las dos",
            ]
        ),
    ])
    func anInvalidBazelShardSpeaksTheOutputLanguage(language: String, parts: [String]) async {
        let run = await main(["missing.feature"], language: language, environment: ["TEST_SHARD_INDEX": "3"])
        #expect(run.status == 2)
        for part in parts { #expect(run.errors.contains(part), "\(run.errors)") }
    }

    @Test(arguments: [
        ("en", ["--i18n-languages"], ["Gherkin languages: write \"# language: CODE\"", "  CODE ", "NATIVE NAME"]),
        (
            "es", ["--i18n-languages"],
            ["Idiomas de Gherkin: escribe \"# language: CÓDIGO\"", "  CÓDIGO ", "NOMBRE NATIVO"]
        ),
        (
            "en", ["--i18n-keywords", "es"],
            ["Gherkin keywords in Spanish (español)", "and * can stand for any of them."]
        ),
        ("es", ["--i18n-keywords", "es"], ["Palabras clave de Gherkin en Spanish (español)", "y * puede sustituir"]),
    ])
    func theDialectTablesSpeakTheOutputLanguage(language: String, arguments: [String], parts: [String]) async {
        let run = await main(arguments, language: language)
        #expect(run.status == 0)
        for part in parts { #expect(run.output.contains(part), "\(run.output)") }
    }

    @Test(arguments: ["en", "es"])
    func theHelpFitsOneHundredColumnsInEachLanguage(language: String) async {
        let run = await main(["--help"], language: language)
        #expect(run.status == 0)
        let long = run.output.split(separator: "\n").filter { $0.count > 100 }
        #expect(long.isEmpty, "\(long)")
    }

    @Test(arguments: [("en", "usage: spec-runner gherkin", "FILE…"), ("es", "uso: spec-runner gherkin", "ARCHIVO…")])
    func gherkinsUsageIsInTheOutputLanguage(language: String, start: String, file: String) async {
        let run = await main(["gherkin", "--help"], language: language)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(start))
        #expect(run.output.contains(file))
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test(arguments: [
        ("en", "the shards ran different files", ["one.ndjson ran different feature files: only one has "]),
        (
            "es", "the shards ran different files",
            ["one.ndjson ejecutaron archivos de características distintos: solo uno tiene "]
        ),
    ])
    func aMergeOfShardsOfDifferentRunsIsRefusedInTheOutputLanguage(
        language: String, description: String, parts: [String]
    ) async throws {
        let scratch = try Scratch()
        for (name, scenario) in [("one", "s"), ("two", "t")] {
            try scratch.write("\(name)/a.feature", "Feature: f\n  Scenario: \(scenario)\n")
            let run = await main(
                [scratch.path + "/\(name)/a.feature", "--format", "message:\(scratch.path)/\(name).ndjson"],
                language: "en")
            #expect(run.status != 2, "\(run.errors)")
        }
        let run = await main(
            ["merge", scratch.path + "/one.ndjson", scratch.path + "/two.ndjson"], language: language)
        #expect(run.status == 2, "\(description)")
        for part in parts { #expect(run.errors.contains(part), "\(run.errors)") }
    }
}
