import Foundation
import Testing

@testable import SpecRunnerCLI

/// A mistake in `spec-runner.profiles` is reported in the output language, which the file's own `lang` chooses as
/// soon as it is read (unless `--lang` says otherwise), even though the file has the mistake.
@Suite struct ProfileErrorLanguageTests {
    private func usageError(_ profiles: String, _ arguments: [String] = []) throws -> RunArguments.UsageError? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try profiles.write(to: folder.appendingPathComponent(ProfileFile.fileName), atomically: true, encoding: .utf8)
        do {
            _ = try RunArguments.parse(
                arguments, environment: ["LANG": "en_US.UTF-8"], isTerminal: false, workingDirectory: folder.path,
                profileDirectory: folder.path)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("[default]\nlang = es\nidioma = es\n", "spec-runner.profiles:3: clave desconocida idioma"),
        ("[default]\nidioma = es\nlang = es\n", "spec-runner.profiles:2: clave desconocida idioma"),
        ("[default]\nlang = es\nstrict = si\n", "spec-runner.profiles:3: strict admite true o false, no si"),
        ("[ci]\nlang = es\nstrict = si\n[default]\n", "spec-runner.profiles:3: strict admite true o false, no si"),
    ])
    func aProfileFilesMistakeIsReportedInTheLanguageTheFileSets(profiles: String, message: String) throws {
        let arguments = profiles.hasPrefix("[ci]") ? ["--profile", "ci"] : []
        #expect(try usageError(profiles, arguments)?.message == message)
    }

    @Test func theCommandLinesLanguageComesBeforeTheFiles() throws {
        let error = try usageError("[default]\nlang = es\nidioma = es\n", ["--lang", "en"])
        #expect(error?.message == "spec-runner.profiles:3: unknown key idioma")
    }

    @Test func aProfileNotSelectedDoesNotChooseTheLanguage() throws {
        let error = try usageError("[ci]\nlang = es\n[default]\nidioma = es\n")
        #expect(error?.message == "spec-runner.profiles:4: unknown key idioma")
    }
}
