import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@testable import SpecRunnerCLI

/// `link = PATTERN TEMPLATE` in the profiles file, and `--link`: a mistake is shown at its line and column, with
/// what was expected and a hint, in the output language.
@Suite struct TagLinkOptionTests {
    private func parse(_ arguments: [String], profiles: String) throws -> RunArguments.Request {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try profiles.write(to: folder.appendingPathComponent(ProfileFile.fileName), atomically: true, encoding: .utf8)
        return try RunArguments.parse(
            arguments, environment: [:], isTerminal: false, workingDirectory: folder.path,
            profileDirectory: folder.path)
    }

    private func usageError(_ arguments: [String], profiles: String) throws -> RunArguments.UsageError {
        do {
            _ = try parse(arguments, profiles: profiles)
        } catch let error as RunArguments.UsageError {
            return error
        }
        throw RunArguments.UsageError(message: "no usage error", hint: nil)
    }

    @Test func theProfilesLinksAddUpAndTheCommandLinesReplaceThem() throws {
        let profiles = """
            [default]
            link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}
            link = @historia-(\\d+)  https://t.example.com/h/{1}?a=1&b=2
            """
        guard case .run(let fromFile) = try parse([], profiles: profiles) else {
            Issue.record("not a run")
            return
        }
        #expect(
            fromFile.tagLinks.map(\.template) == [
                "https://jira.example.com/browse/JIRA-{1}", "https://t.example.com/h/{1}?a=1&b=2",
            ])
        #expect(fromFile.tagLinks.last?.url(for: "@historia-4") == "https://t.example.com/h/4?a=1&b=2")
        guard
            case .run(let replaced) = try parse(["--link", "@X-(\\d+) https://x.example.com/{1}"], profiles: profiles)
        else {
            Issue.record("not a run")
            return
        }
        #expect(replaced.tagLinks.map(\.pattern) == ["@X-(\\d+)"])
    }

    @Test(arguments: [
        (
            "link = @JIRA-(\\d+ https://jira.example.com/{1}", "en",
            "spec-runner.profiles:3:8: the tag pattern @JIRA-(\\d+ is not a regular expression",
            "write link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}"
        ),
        (
            "link   =   @JIRA-(\\d+) jira.example.com/{1}", "en",
            "spec-runner.profiles:3:24: expected a web address (https:// or http://), not jira.example.com/{1}",
            "write link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}"
        ),
        (
            "link = @JIRA-(\\d+) https://jira.example.com/{2}", "es",
            "spec-runner.profiles:3:45: {2} no es ningún grupo del patrón (tiene 1)",
            "{0} es la etiqueta sin @; {1}, {2}… los grupos del patrón, en el orden de sus ("
        ),
        (
            "link = JIRA-(\\d+) https://jira.example.com/{1}", "es",
            "spec-runner.profiles:3:8: el patrón JIRA-(\\d+) no empieza por @: ninguna etiqueta lo cumple",
            "escribe link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}"
        ),
        (
            "link = @JIRA-(\\d+)", "en",
            "spec-runner.profiles:3:8: expected a tag pattern, a space and a web address",
            "write link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}"
        ),
        (
            "link = @JIRA-(\\d+) https://jira.example.com/{1", "en",
            "spec-runner.profiles:3:45: expected {0}, {1}… in the address: a { needs a group number and a }",
            "{0} is the tag without its @; {1}, {2}… are the pattern's groups, ( ) in order"
        ),
    ])
    func aLinkThatDoesNotReadIsAnErrorAtItsLineAndColumn(line: String, lang: String, message: String, hint: String)
        throws
    {
        let error = try usageError([], profiles: "[default]\nlang = \(lang)\n\(line)\n")
        #expect(error.message == message)
        #expect(error.hint == hint)
    }

    @Test func aCommandLineLinkThatDoesNotReadSaysWhyInTheOutputLanguage() throws {
        let error = try usageError(["--lang", "es", "--link", "@a javascript:alert(1)"], profiles: "")
        #expect(
            error.message == "se esperaba una dirección web (https:// o http://), no javascript:alert(1)")
        #expect(error.hint?.hasPrefix("escribe link = ") == true)
    }

    /// Workers are told the links with the rest of the run's settings, and the run's reports link as a serial run's.
    @Test func aRunInWorkerProcessesLinksItsTags() async throws {
        let scratch = try Scratch()
        try scratch.write("features/linked.feature", "@JIRA-8\n" + MergeJudgementTests.passing)
        let link = #"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#
        let run = try await FixtureProcess.run(
            ["features", "--jobs", "2", "--link", link, "--format", "junit:run.xml"], in: scratch.path)
        #expect(run.status == 0, "\(run.errors)")
        let junit = try String(contentsOfFile: scratch.path + "/run.xml", encoding: .utf8)
        #expect(junit.contains(#"<property name="link" value="https://jira.example.com/browse/JIRA-8"/>"#), "\(junit)")
    }
}
