import Foundation
import Testing

/// Whatever a user points the runner at gets one clear diagnostic and the documented exit status: never a
/// crash, a hang or lost output.
@Suite struct BadInputTests {
    static let passing = "Feature: fine\n  Scenario: passes\n    Given a step that passes\n"

    @Test func aMissingPathIsAUsageErrorNamingThePath() async throws {
        let scratch = try Scratch()
        let result = try await FixtureProcess.run(["Features/nowhere.feature"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("Features/nowhere.feature: error: no such file or directory"))
        #expect(result.errors.contains("hint:"))
    }

    @Test func anEmptyFolderSaysThereAreNoFeatureFiles() async throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/Features", withIntermediateDirectories: true)
        let result = try await FixtureProcess.run(["Features"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("Features: error: no feature files in this folder"))
    }

    @Test func aFolderNamedLikeAFeatureFileIsReadAsAFolder() async throws {
        let scratch = try Scratch()
        try scratch.write("Features/ok.feature", Self.passing)
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/odd.feature", withIntermediateDirectories: true)
        try scratch.write("odd.feature/inner.feature", Self.passing)
        let result = try await FixtureProcess.run(["odd.feature", "Features"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("2 scenarios (2 passed)"))
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions"))
    func anUnreadableFileIsReportedWithItsPath() async throws {
        let scratch = try Scratch()
        let file = try scratch.write("Features/secret.feature", Self.passing)
        chmod(file, 0)
        let result = try await FixtureProcess.run(["Features"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("secret.feature: error: cannot read the file: permission denied"))
    }

    @Test func aSymbolicLinkLoopIsSkippedWithAWarning() async throws {
        let scratch = try Scratch()
        try scratch.write("Features/ok.feature", Self.passing)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Features/loop", withDestinationPath: ".")
        let result = try await FixtureProcess.run(["Features"], in: scratch.path, timeout: 20)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("warning: skipped: a symbolic link leads back to a folder already read"))
        #expect(result.output.contains("1 scenario (1 passed)"))
    }

    @Test func pathsWithSpacesAndNonASCIIWork() async throws {
        let scratch = try Scratch()
        try scratch.write("Especificación de prueba/añadir café.feature", Self.passing)
        let result = try await FixtureProcess.run(["Especificación de prueba/añadir café.feature"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Especificación de prueba/añadir café.feature:2"))
    }

    @Test func invalidUTF8IsALocatedParseError() async throws {
        let scratch = try Scratch()
        var bytes = Data("Feature: bytes\n  Scenario: bad\n    Given a step that passes \u{00E9}".utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0x0A])
        try scratch.write("bad.feature", bytes)
        let result = try await FixtureProcess.run(["bad.feature"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("bad.feature:3:"))
        #expect(result.errors.contains("UTF-8"))
    }

    @Test func aByteOrderMarkIsIgnored() async throws {
        let scratch = try Scratch()
        try scratch.write("bom.feature", Data([0xEF, 0xBB, 0xBF]) + Data(Self.passing.utf8))
        let result = try await FixtureProcess.run(["bom.feature"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aNULCharacterIsOrdinaryText() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "nul.feature",
            "Feature: nul\n  # a comment with \u{0000} in it\n  Scenario: passes\n    Given a step that passes\n")
        let result = try await FixtureProcess.run(["nul.feature"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aTenMegabyteLineDoesNotSlowTheRunDown() async throws {
        let scratch = try Scratch()
        let long = String(repeating: "x", count: 10 * 1024 * 1024)
        try scratch.write(
            "long.feature", "Feature: long\n  \(long)\n  Scenario: passes\n    Given a step that passes\n")
        let started = Date()
        let result = try await FixtureProcess.run(["long.feature"], in: scratch.path, timeout: 60)
        #expect(result.status == 0, "\(result.errors.prefix(500))")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func anUnclosedDocStringPointsAtTheLineThatOpensIt() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "open.feature", "Feature: open\n  Scenario: doc\n    Given a step that passes\n      \"\"\"\n      text\n")
        let result = try await FixtureProcess.run(["open.feature"], in: scratch.path)
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "open.feature:4:7: error: the doc string is never closed: add a line with the delimiter that opened it"),
            "\(result.errors)")
        #expect(result.errors.contains("   4 |       \"\"\"\n     |       ^\n"))

        for arguments in [["gherkin", "open.feature"], ["open.feature", "--format", "message"]] {
            let messages = try await FixtureProcess.run(arguments, in: scratch.path)
            #expect(
                messages.output.contains("\"parseError\"") && messages.output.contains("unexpected end of file"),
                "machine formats keep the official text: \(arguments)")
        }
    }

    @Test func aParseErrorSaysWhatWasExpectedInPlainWordsAndStopsItsCascade() async throws {
        let scratch = try Scratch()
        // Spanish keywords in a file without `# language: es`: every line is an error of the same mistake.
        try scratch.write("es.feature", "Característica: f\n  Escenario: s\n    Dado algo\n    Cuando x\n")
        try scratch.write("typo.feature", "# language: es\nCaracterística: f\n  Escenario: s\n    Dado x\n    zzz\n")
        let result = try await FixtureProcess.run(["es.feature", "typo.feature"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("hint: «Característica:» is Gherkin in Spanish («es»), not in English"))
        #expect(result.errors.contains("(and 3 more errors in this file, which may follow from this one"))
        #expect(!result.errors.contains("es.feature:2:"), "\(result.errors)")
        #expect(
            result.errors.contains(
                "typo.feature:5:5: error: expected a step («Dado», «Cuando», «Entonces», «Y», «Pero»)"))
        let spanish = try await FixtureProcess.run(["typo.feature", "--lang", "es"], in: scratch.path)
        #expect(
            spanish.errors.contains(
                "typo.feature:5:5: error: aquí se esperaba un paso («Dado», «Cuando», «Entonces», «Y», «Pero»)"))
        #expect(!result.errors.contains("#EOF"))
    }

    @Test func anUnknownLanguageNamesTheNearestOnes() async throws {
        let scratch = try Scratch()
        try scratch.write("lang.feature", "# language: esp\nCaracterística: x\n")
        let result = try await FixtureProcess.run(["lang.feature"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("lang.feature:1:1: error: Language not supported: esp"))
        #expect(result.errors.contains("hint:"))
    }

    @Test func aReportPathInAMissingFolderStopsTheRunBeforeItStarts() async throws {
        let scratch = try Scratch()
        try scratch.write("ok.feature", Self.passing)
        let result = try await FixtureProcess.run(
            ["ok.feature", "--format", "message:missing/dir/run.ndjson"], in: scratch.path)
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "missing/dir/run.ndjson: error: cannot write the report: the folder missing/dir does not exist"))
        #expect(!result.output.contains("passes"), "nothing ran")
    }

    @Test(arguments: ["Features/ok.feature:0", "Features/ok.feature:-3", "Features/ok.feature:0:2"])
    func aLineBelowOneIsAUsageErrorNotAMissingFile(argument: String) async throws {
        let scratch = try Scratch()
        try scratch.write("Features/ok.feature", Self.passing)
        let result = try await FixtureProcess.run([argument], in: scratch.path)
        #expect(result.status == 2)
        let line = argument.split(separator: ":")[1]
        #expect(result.errors.contains("error: invalid line \(line) in \(argument)"), "\(result.errors)")
        #expect(result.errors.contains("hint: lines start at 1: give the line of a scenario, e.g. Features/ok.feature"))
        #expect(!result.errors.contains("no such file"))
    }

    @Test func aRerunFileWithALineBelowOneIsAUsageError() async throws {
        let scratch = try Scratch()
        try scratch.write("Features/ok.feature", Self.passing)
        try scratch.write("rerun.txt", "Features/ok.feature:2 Features/ok.feature:0\n")
        let result = try await FixtureProcess.run(["@rerun.txt"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: invalid line 0 in Features/ok.feature:0"), "\(result.errors)")
    }

    @Test func anUnknownOptionSuggestsTheNearestOne() async throws {
        let scratch = try Scratch()
        let result = try await FixtureProcess.run(["--dryrun"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: unknown option --dryrun"))
        #expect(result.errors.contains("hint: did you mean --dry-run?"))
    }
}
