import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@testable import SpecRunnerCLI

/// `spec-runner.profiles`: the team's settings, merged under the command line.
@Suite struct ProfileFileTests {
    private static let text = """
        # comment
        [default]
        lang = es
        format = progress
        tags = @fast

        [ci]
        ; another comment
        paths = Features/
        coverage-min = 100
        format = pretty
        format = junit:reports/junit.xml
        strict = false

        [slow]
        tags = @slow
        jobs = 2
        """

    /// Parses `arguments` in a fresh folder holding `profiles` as its profile file.
    private func parse(
        _ arguments: [String], profiles: String = text, environment: [String: String] = [:]
    ) throws -> RunArguments.Request {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try profiles.write(to: folder.appendingPathComponent(ProfileFile.fileName), atomically: true, encoding: .utf8)
        return try RunArguments.parse(
            arguments, environment: environment, isTerminal: false, workingDirectory: folder.path,
            profileDirectory: folder.path)
    }

    private func configuration(_ arguments: [String], environment: [String: String] = [:]) throws
        -> RunConfiguration
    {
        guard case .run(let configuration) = try parse(arguments, environment: environment) else {
            throw RunArguments.UsageError(message: "not a run", hint: nil)
        }
        return configuration
    }

    private func usageError(_ arguments: [String], profiles: String = text) -> RunArguments.UsageError? {
        do {
            _ = try parse(arguments, profiles: profiles)
            return nil
        } catch {
            return error as? RunArguments.UsageError
        }
    }

    /// Every run option can be kept in a profile: a new option without its key fails here.
    @Test func everyRunOptionTakingAValueIsAProfileKey() {
        let notRunSettings: Set = ["--profile", "--i18n-keywords"]
        let options = RunArguments.optionsTakingValues.filter { $0.hasPrefix("--") && !notRunSettings.contains($0) }
        let missing = options.filter { ProfileFile.keys[String($0.dropFirst(2))] == nil }
        #expect(missing.isEmpty, "no profile key for \(missing.sorted())")
    }

    @Test func theDefaultProfileAppliesToEveryRun() throws {
        let configuration = try configuration([])
        #expect(configuration.outputLanguage == "es")
        #expect(configuration.formats == [FormatRequest(name: "progress")])
        #expect(configuration.tagExpression == "@fast")
    }

    @Test func aNamedProfileReplacesTheKeysItSetsAndKeepsTheOthers() throws {
        let configuration = try configuration(["--profile", "ci"])
        #expect(configuration.formats.map(\.name) == ["pretty", "junit"])
        #expect(configuration.locations == [FeatureLocation(path: "Features/")])
        #expect(configuration.coverageMinimum == 100)
        #expect(configuration.strict == false)
        #expect(configuration.tagExpression == "@fast")
        #expect(configuration.outputLanguage == "es")
    }

    @Test func profilesMergeInTheOrderGiven() throws {
        let configuration = try configuration(["--profile", "ci", "--profile=slow"])
        #expect(configuration.tagExpression == "@slow")
        #expect(configuration.jobs == 2)
        #expect(configuration.formats.map(\.name) == ["pretty", "junit"])
    }

    @Test func theCommandLineWins() throws {
        let configuration = try configuration([
            "--profile", "ci", "--format", "summary", "--lang", "en", "other.feature", "--strict",
        ])
        #expect(configuration.formats == [FormatRequest(name: "summary")])
        #expect(configuration.outputLanguage == "en")
        #expect(configuration.locations == [FeatureLocation(path: "other.feature")])
        #expect(configuration.strict)
        #expect(configuration.coverageMinimum == 100)
    }

    @Test(arguments: [
        (["--lang", "en"], ["LANG": "es_ES.UTF-8"], "en"),
        ([], ["LANG": "en_US.UTF-8"], "es"),
    ])
    func theLanguageComesFromTheOptionThenTheProfileThenTheLocale(
        arguments: [String], environment: [String: String], code: String
    ) throws {
        #expect(try configuration(arguments, environment: environment).outputLanguage == code)
    }

    @Test func withoutAProfileTheLocaleChoosesAndEnglishIsTheDefault() throws {
        let spanish = try RunArguments.parse(
            [], environment: ["LANG": "es_ES.UTF-8"], isTerminal: false, workingDirectory: "/")
        #expect(spanish == .run(withLanguage("es")))
        let english = try RunArguments.parse([], environment: [:], isTerminal: false, workingDirectory: "/")
        #expect(english == .run(withLanguage("en")))
    }

    private func withLanguage(_ code: String) -> RunConfiguration {
        var configuration = RunConfiguration()
        configuration.workingDirectory = "/"
        configuration.outputLanguage = code
        return configuration
    }

    @Test func anUnknownProfileIsAUsageErrorListingTheDefinedOnes() {
        let error = usageError(["--profile", "cx", "--lang", "en"])
        #expect(error?.message == "unknown profile cx (--profile): spec-runner.profiles does not define it")
        #expect(error?.hint == "the profiles defined are: default, ci, slow")
        // Without --lang, the default profile's language speaks.
        #expect(usageError(["--profile", "cx"])?.hint == "los perfiles definidos son: default, ci, slow")
    }

    @Test(arguments: [
        ("[ci]\nformt = pretty\n", "spec-runner.profiles:2: unknown key formt", "did you mean format?"),
        (
            "[ci]\ncoverage-min = lots\n", "spec-runner.profiles:2: invalid --coverage-min lots",
            "give a percentage from 0 to 100"
        ),
        ("format = pretty\n", "spec-runner.profiles:1: format is set before any [profile] line", nil),
        ("[ci\n", "spec-runner.profiles:1: a profile line is written [name]", nil),
        ("[ci]\njust words\n", "spec-runner.profiles:2: expected [profile] or key = value", nil),
        (
            "[ci]\nstrict = maybe\n", "spec-runner.profiles:2: strict takes true or false, not maybe",
            "write strict = true or strict = false"
        ),
        (
            "[ci]\n\norder = sideways\n", "spec-runner.profiles:3: invalid --order sideways",
            "use defined, reverse, random or random:SEED"
        ),
        (
            "[ci]\nlang = fr\n", "spec-runner.profiles:2: unknown --lang fr: the runner does not speak that language",
            "use one of en or es"
        ),
    ])
    func aMistakeInTheFileNamesItsLine(profiles: String, message: String, hint: String?) {
        let error = usageError(["--profile", "ci"], profiles: profiles)
        #expect(error?.message == message)
        if let hint { #expect(error?.hint == hint) }
    }

    @Test func aProfileWithoutAFileIsAUsageError() throws {
        let error = #expect(throws: RunArguments.UsageError.self) {
            try RunArguments.parse(
                ["--profile", "ci"], environment: [:], isTerminal: false, workingDirectory: "/", profileDirectory: "/")
        }
        #expect(error?.message == "--profile ci: there is no spec-runner.profiles in this folder")
    }

    @Test func thisRepositorysFileSpeaksSpanishAndGatesCIAtOneHundredPercent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let request = try RunArguments.parse(
            ["--profile", "ci"], environment: [:], isTerminal: false, workingDirectory: root, profileDirectory: root)
        guard case .run(let configuration) = request else {
            Issue.record("not a run: \(request)")
            return
        }
        #expect(configuration.outputLanguage == "es")
        #expect(configuration.coverageMinimum == 100)
        #expect(configuration.formats.contains(FormatRequest(name: "junit", path: "reports/junit.xml")))
        #expect(configuration.formats.contains(FormatRequest(name: "pretty")))
    }

    @Test @MainActor func usageErrorsSpeakTheProfilesLanguage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.text.write(
            to: folder.appendingPathComponent(ProfileFile.fileName), atomically: true, encoding: .utf8)
        let output = CommandOutput.capturing()
        let status = await SpecRunnerCommand.main(
            arguments: ["--ordr", "x"], libraries: [], output: output, profileDirectory: folder.path)
        #expect(status == 2)
        #expect(output.capturedError == "error: opción desconocida --ordr\npista: ¿quisiste decir --order?\n")
    }
}
