import Foundation
import SpecRunner
import SpecRunnerCLI
import SpecRunnerCore
import Testing

/// The languages side of the command line: `--i18n-languages`, `--i18n-keywords LANG` (as in Cucumber), and a
/// `--language` that names no dialect, which is a usage error before any file is read.
@MainActor
@Suite struct LanguageCommandLineTests {
    private func main(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let output = CommandOutput.capturing()
        let status = await SpecRunnerCommand.main(arguments: arguments, libraries: [], output: output)
        return (status, output.capturedOutput, output.capturedError)
    }

    @Test func theLanguagesAreListedWithTheirCodesAndNames() async {
        let run = await main(["--i18n-languages"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Gherkin languages: write \"# language: CODE\" on a feature file's first line."))
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("  ") }.dropFirst()
        #expect(rows.count == 80, "one row per dialect of gherkin-languages.json")
        #expect(rows.contains { $0.hasPrefix("  es ") && $0.hasSuffix("Spanish              español") })
        #expect(rows.map { $0.split(separator: " ")[0] } == rows.map { $0.split(separator: " ")[0] }.sorted())
    }

    @Test func aLanguagesKeywordsAreListedAgainstTheEnglishOnes() async {
        let run = await main(["--i18n-keywords", "es"])
        #expect(run.status == 0)
        #expect(run.output.contains("starts with \"# language: es\""))
        #expect(run.output.contains("\n  Feature           Característica | Necesidad del negocio | Requisito\n"))
        #expect(run.output.contains("\n  Scenario Outline  Esquema del escenario\n"))
        #expect(run.output.contains("\n  Given             Dado | Dada | Dados | Dadas\n"), "no trailing spaces, no *")
        #expect(run.output.contains("Title keywords end with a colon (Característica:)"))
        #expect(run.output.hasSuffix(", and * can stand for any of them.\n"))
        let slovenian = await main(["--i18n-keywords", "sl"])
        #expect(slovenian.output.hasSuffix("followed by the step's text.\n"), "Slovenian has no *")
    }

    @Test(arguments: [
        (["--i18n-keywords", "esp"], "error: unknown --i18n-keywords esp: no Gherkin dialect has that code"),
        (["Features", "--language", "zz"], "error: unknown --language zz: no Gherkin dialect has that code"),
        (["--language=sp", "Features"], "error: unknown --language sp: no Gherkin dialect has that code"),
    ])
    func aCodeThatNamesNoDialectIsAUsageErrorWithTheNearestCodes(arguments: [String], message: String) async {
        let run = await main(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
        #expect(run.errors.contains("spec-runner --i18n-languages lists them"))
        #expect(!run.errors.contains("Features"), "no file was read")
    }

    @Test func theNearestCodesAreSuggested() async {
        #expect(await main(["--i18n-keywords", "esp"]).errors.contains("hint: did you mean es? "))
        #expect(await main(["--language", "zz"]).errors.contains("hint: did you mean az or uz? "))
    }
}
