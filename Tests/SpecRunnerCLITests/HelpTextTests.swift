import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@testable import SpecRunnerCLI

/// `--help` in each language the runner speaks.
@Suite struct HelpTextTests {
    @Test(arguments: MessageCatalog.all.map(\.code))
    func theHelpNamesEveryOption(code: String) throws {
        let text = HelpText.text(try #require(MessageCatalog.named(code)))
        let options = RunArguments.optionsTakingValues.union(["--dry-run", "--fail-fast", "--no-strict", "--no-color"])
        for option in options.sorted() where option.hasPrefix("--") {
            #expect(text.contains(option), "\(code) help lacks \(option)")
        }
    }

    @Test(arguments: [
        (["--help", "--lang", "es"], [String: String](), "es"),
        (["-h"], ["LANG": "es_ES.UTF-8"], "es"),
        (["--lang", "en", "--help"], ["LANG": "es_ES.UTF-8"], "en"),
        (["--help"], [:], "en"),
    ])
    func theHelpSpeaksTheChosenLanguage(arguments: [String], environment: [String: String], code: String) throws {
        let request = try RunArguments.parse(
            arguments, environment: environment, isTerminal: false, workingDirectory: "/")
        #expect(request == .help(language: code))
    }

    /// The profile asks for Spanish; `--lang en`, even after `--help`, wins.
    @Test(arguments: [["--help", "--lang", "en"], ["--lang", "en", "--help"], ["-h", "--lang=en"]])
    func theHelpSpeaksTheCommandLinesLanguageOverTheProfiles(arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("help-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[default]\nlang = es\n".write(toFile: folder + "/spec-runner.profiles", atomically: true, encoding: .utf8)
        let request = try RunArguments.parse(
            arguments, environment: [:], isTerminal: false, workingDirectory: folder, profileDirectory: folder)
        #expect(request == .help(language: "en"))
        let spanish = try RunArguments.parse(
            ["--help"], environment: [:], isTerminal: false, workingDirectory: folder, profileDirectory: folder)
        #expect(spanish == .help(language: "es"))
    }

    @Test func theSpanishHelpIsSpanish() {
        let text = HelpText.text(MessageCatalog.named("es")!)
        #expect(text.contains("ELEGIR ESCENARIOS"))
        #expect(!text.contains("SELECTING SCENARIOS"))
    }
}
