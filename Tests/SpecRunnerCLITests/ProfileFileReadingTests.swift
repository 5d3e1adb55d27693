import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@testable import SpecRunnerCLI

/// A `spec-runner.profiles` that is there is read or refused: one that cannot be read or decoded is a usage error
/// naming the file and the cause, never taken as absent (its `[default]`, a CI gate, would silently not apply).
@Suite struct ProfileFileReadingTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "profiles-reading-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private var file: String { folder + "/" + ProfileFile.fileName }

    /// What is put where the profiles file should be.
    enum Unreadable: String, CaseIterable {
        case latin1Comment, folder, fifo, danglingLink, linkLoop

        func make(at path: String) throws {
            switch self {
            case .latin1Comment:
                // "# café" in Latin-1, then a gate the run must not lose.
                let bytes: [UInt8] = Array("[default]\n".utf8) + [0x23, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]
                try Data(bytes + Array("coverage-min = 100\n".utf8)).write(to: URL(fileURLWithPath: path))
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .fifo: #expect(mkfifo(path, 0o644) == 0)
            case .danglingLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "gone")
            case .linkLoop:
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: ProfileFile.fileName)
            }
        }

        /// The cause the error names, in English and in Spanish.
        var cause: (english: String, spanish: String) {
            switch self {
            case .latin1Comment: ("spec-runner.profiles:2: this line is not UTF-8 text", "esta línea no es texto UTF-8")
            case .folder: ("cannot read the profiles: it is a folder", "no se pueden leer los perfiles: es una carpeta")
            case .fifo: ("it is not a regular file (a FIFO, a socket or a device)", "no es un archivo normal")
            case .danglingLink: ("it is a symbolic link to nothing", "es un enlace simbólico que no lleva a nada")
            case .linkLoop: ("cannot read the profiles: ", "no se pueden leer los perfiles: ")
            }
        }
    }

    private func parse(_ arguments: [String]) throws -> RunArguments.Request {
        try RunArguments.parse(
            arguments, environment: [:], isTerminal: false, workingDirectory: folder, profileDirectory: folder)
    }

    private func runConfiguration() throws -> RunConfiguration {
        guard case .run(let configuration) = try parse([]) else {
            throw RunArguments.UsageError(message: "not a run", hint: nil)
        }
        return configuration
    }

    @Test(.timeLimit(.minutes(1)), arguments: Unreadable.allCases)
    func aProfilesFileThatCannotBeReadIsAUsageErrorNamingTheCause(_ kind: Unreadable) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try kind.make(at: file)
        let error = #expect(throws: RunArguments.UsageError.self) { try parse(["Features"]) }
        #expect(error?.message.hasPrefix("spec-runner.profiles") == true, "\(String(describing: error))")
        #expect(error?.message.contains(kind.cause.english) == true, "\(String(describing: error))")
        #expect(error?.hint?.contains("make spec-runner.profiles a readable UTF-8 text file, or remove it") == true)
        #expect(!(error?.message.contains(folder) ?? true), "no machine path")
    }

    @Test(.timeLimit(.minutes(1)), arguments: Unreadable.allCases)
    @MainActor func theRefusalExitsTwoInTheOutputLanguage(_ kind: Unreadable) async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try kind.make(at: file)
        let output = CommandOutput.capturing()
        let status = await SpecRunnerCommand.main(
            arguments: ["--lang", "es", "--dry-run"], libraries: [], output: output, profileDirectory: folder)
        #expect(status == 2)
        #expect(output.capturedError.contains(kind.cause.spanish), "\(output.capturedError)")
        #expect(output.capturedOutput.isEmpty)
    }

    @Test func aFileWithWindowsLineEndsIsRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[default]\r\nlang = es\r\ncoverage-min = 90\r\n".write(toFile: file, atomically: false, encoding: .utf8)
        let configuration = try runConfiguration()
        #expect(configuration.outputLanguage == "es")
        #expect(configuration.coverageMinimum == 90)
    }

    /// A combining mark after `#` or a space is a scalar of its own: the comment stays a comment, the value's
    /// space is trimmed.
    @Test func aCombiningMarkDoesNotHideACommentOrASpace() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[default]\n#\u{301} note\nlang = es\ntags = \u{301}@x\n".write(
            toFile: file, atomically: false, encoding: .utf8)
        let configuration = try runConfiguration()
        #expect(configuration.outputLanguage == "es")
        #expect(configuration.tagExpression == "\u{301}@x")
    }

    @Test func aFileThatIsThereAndReadsIsNamedAsAnInputOfTheRun() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[default]\nlang = es\n".write(toFile: file, atomically: false, encoding: .utf8)
        let configuration = try runConfiguration()
        #expect(configuration.profilesPath == ProfileFile.fileName)
    }

    @Test func noFileIsNoProfiles() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = try runConfiguration()
        #expect(configuration.profilesPath == nil)
        #expect(configuration.coverageMinimum == nil)
    }

    /// The shard timings are a configuration file too: a FIFO is refused with the reason, not waited on.
    @Test(.timeLimit(.minutes(1)), arguments: [Unreadable.fifo, .folder])
    func aShardTimingsFileThatCannotBeReadIsRefusedWithoutWaiting(_ kind: Unreadable) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try kind.make(at: folder + "/timings.xml")
        let error = #expect(throws: RunArguments.UsageError.self) {
            try parse(["--shard", "1/2", "--shard-timings", folder + "/timings.xml"])
        }
        #expect(error?.message.contains("cannot read the shard timings file") == true, "\(String(describing: error))")
        #expect(error?.message.contains(kind == .fifo ? "not a regular file" : "it is a folder") == true)
    }
}
