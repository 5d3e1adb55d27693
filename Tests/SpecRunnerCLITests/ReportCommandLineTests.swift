import Foundation
import SpecRunner
import SpecRunnerCLI
import SpecRunnerCore
import Testing

@MainActor
final class TallyWorld: World {
    var total = 0
    init() {}
}

/// The reporting side of the command line: `--format`, rerun files given back as `@FILE`, `steps --json`.
@MainActor
@Suite final class ReportCommandLineTests {
    static let feature = """
        Feature: Tally

          Scenario: adds up
            Given a tally of 2
            Then the tally is 2

          Scenario: does not add up
            Given a tally of 2
            Then the tally is 3

          Scenario: also adds up
            Given a tally of 1
            Then the tally is 1
        """

    static let firstDefinitionLine = #line + 4
    static let steps = Steps(TallyWorld.self) {
        /// Sets the tally,
        /// whatever it was.
        Given("a tally of {int}", description: "Sets the tally") { (world, value: Int) in world.total = value }
        Then("the tally is {int}") { (world, value: Int) in try expect(world.total, equals: value) }
        Then("a table:") { (_, _: DataTable) in }
    }

    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "spec-runner-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.feature.write(toFile: folder + "/tally.feature", atomically: false, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A rerun file's entry with its path made absolute again from the working directory it is relative to.
    static func absolute(_ entry: String) -> String {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/" + entry).standardizedFileURL.path
    }

    private func main(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let output = CommandOutput.capturing()
        let status = await SpecRunnerCommand.main(arguments: arguments, libraries: [Self.steps], output: output)
        return (status, output.capturedOutput, output.capturedError)
    }

    @Test func aRerunFileListsTheFailedScenariosAndRunsOnlyThemWhenGivenBack() async throws {
        let rerun = folder + "/rerun.txt"
        let first = await main([folder, "--format", "summary", "--format", "rerun:\(rerun)"])
        #expect(first.status == 1)
        let entry = try String(contentsOfFile: rerun, encoding: .utf8)
        #expect(!entry.hasPrefix("/"), "relative to the working directory, as every output names files")
        #expect(Self.absolute(entry) == "\(folder)/tally.feature:7\n")

        let second = await main(["@\(rerun)", "--format", "summary"])
        #expect(second.status == 1)
        #expect(second.output.contains("1 scenario (1 failed)"), "\(second.output)")
    }

    @Test(arguments: ["my specs: ñandú", "a:12 b", "tab\there"])
    func aRerunFileReadsBackAnyPath(_ name: String) async throws {
        let file = "\(folder)/\(name)/tally feature.feature"
        try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
        try Self.feature.write(toFile: file, atomically: false, encoding: .utf8)
        let rerun = folder + "/rerun.txt"
        let first = await main([file, "--format", "summary", "--format", "rerun:\(rerun)"])
        #expect(first.status == 1)
        let entry = try String(contentsOfFile: rerun, encoding: .utf8)
        #expect(!entry.hasPrefix("/"), "relative to the working directory, as every output names files")
        #expect(Self.absolute(entry) == "\(file):7\n")

        let second = await main(["@\(rerun)", "--format", "summary"])
        #expect(second.status == 1, "\(second.errors)")
        #expect(second.output.contains("1 scenario (1 failed)"), "\(second.output)")
    }

    @Test func aRerunFileMayListSeveralEntriesOnALineSeparatedBySpaces() async throws {
        let rerun = folder + "/rerun.txt"
        try "\(folder)/tally.feature:3 \(folder)/tally.feature:11\n".write(
            toFile: rerun, atomically: false, encoding: .utf8)
        let run = await main(["@\(rerun)", "--format", "summary"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("2 scenarios (2 passed)"), "\(run.output)")
    }

    @Test func anEmptyRerunFileRunsNothingAndSucceeds() async throws {
        let rerun = folder + "/rerun.txt"
        let passing = await main([folder + "/tally.feature:3:11", "--format", "rerun:\(rerun)"])
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")
        #expect(try String(contentsOfFile: rerun, encoding: .utf8) == "")

        let again = await main(["@\(rerun)"])
        #expect(again.status == 0)
        #expect(
            again.output == "Nothing to rerun: \(rerun) lists no scenarios (the run that wrote it had no failures).\n")
        #expect(again.errors.isEmpty)
    }

    @Test func anEmptyRerunFileIsNamedEscapedOnTheTerminal() async throws {
        let rerun = folder + "/re\u{1B}[2Jrun.txt"
        try "".write(toFile: rerun, atomically: false, encoding: .utf8)
        let run = await main(["@\(rerun)"])
        #expect(run.status == 0)
        #expect(run.output.contains("re\\u{1B}[2Jrun.txt lists no scenarios"), "\(run.output)")
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test func anEmptyRerunFileBesideAPathStillRunsThePath() async throws {
        let rerun = folder + "/empty.txt"
        try "".write(toFile: rerun, atomically: false, encoding: .utf8)
        let run = await main(["@\(rerun)", folder + "/tally.feature:3", "--format", "summary"])
        #expect(run.status == 0)
        #expect(run.output.contains("1 scenario (1 passed)"))
    }

    @Test func everyReportCanBeWrittenAtOnce() async throws {
        let formats = ["junit", "json", "message", "html", "rerun", "usage", "summary", "pretty", "github", "markdown"]
        var arguments = [folder]
        for format in formats { arguments += ["--format", "\(format):\(folder)/report.\(format)"] }
        let run = await main(arguments + ["--format", "progress"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("...F..\n"))
        for format in formats {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/report.\(format)")[.size] as? Int)
            #expect((size ?? 0) > 0, "\(format) wrote nothing")
        }
    }

    @Test func anUnknownFormatNamesEveryFormat() async {
        let run = await main([folder, "--format", "xml"])
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown format \"xml\""))
        #expect(
            run.errors.contains("pretty, progress, summary, junit, json, message, html, rerun, usage, github, markdown")
        )
        #expect(!run.errors.contains("did you mean"), "xml is another word, not a misspelling")
    }

    @Test func aMisspeltFormatSuggestsTheFormatMeant() async {
        let run = await main([folder, "--format", "prety"])
        #expect(run.status == 2)
        #expect(run.errors.contains("hint: did you mean pretty? (use one of: pretty, progress,"))
    }

    @Test func aReportThatCannotBeWrittenStopsTheRunBeforeItStarts() async {
        let run = await main([folder, "--format", "html:\(folder)/missing/report.html"])
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write the report: the folder \(folder)/missing does not exist"))
        #expect(run.output.isEmpty, "no scenario ran")
    }

    @Test func theStepIndexForEditorsHasExpressionsTypesAndLocations() async throws {
        let run = await main(["steps", "--json"])
        #expect(run.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(entries.count == 3)
        let tally = try #require(entries.first)
        #expect(tally["expression"] as? String == "a tally of {int}")
        #expect(tally["kind"] as? String == "cucumber-expression")
        #expect(tally["parameterTypes"] as? [String] == ["int"])
        #expect(tally["argumentTypes"] as? [String] == ["Int"])
        // Relative to the folder the command runs in (the package root, here), as every output names files.
        #expect(tally["file"] as? String == "Tests/SpecRunnerCLITests/ReportCommandLineTests.swift")
        #expect(tally["line"] as? Int == Self.firstDefinitionLine)
        let pattern = try Regex(try #require(tally["regularExpression"] as? String))
        #expect("a tally of 42".wholeMatch(of: pattern) != nil)
        #expect("a tally of many".wholeMatch(of: pattern) == nil)
        #expect(entries.last?["stepArgument"] as? String == "dataTable")
        #expect(tally["keyword"] as? String == "Given")
        #expect(tally["documentation"] as? String == "Sets the tally,\nwhatever it was.")
        #expect(tally["path"] as? String == "Tests/SpecRunnerCLITests/ReportCommandLineTests.swift")
        #expect(entries[1]["documentation"] == nil)
        #expect(tally["description"] as? String == "Sets the tally")
        #expect(entries[1]["description"] == nil, "absent for a definition without one")
    }

    @Test func theHelpNamesEveryFormat() async {
        let run = await main(["--help"])
        for format in [
            "pretty", "progress", "summary", "junit", "json", "message", "html", "rerun", "usage", "github", "markdown",
        ] {
            let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains { $0.hasPrefix("\(format) ") }, "\(format)")
        }
    }
}
