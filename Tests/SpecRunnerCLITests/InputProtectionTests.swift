import Foundation
import Testing

/// Nothing a run, a merge or Bazel's protocol writes may name what they read.
///
/// The feature files, the profiles, the history, the shard timings, the shards: each is refused before anything
/// is written, whatever path leads there, and the input is kept.
@Suite struct InputProtectionTests {
    static let feature = "Feature: F\n  Scenario: S\n    Given a step that passes\n"
    static let profiles = "[default]\nformat = summary\n"

    /// A folder with `features/f.feature` and a profiles file.
    private func scratch() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("features/f.feature", Self.feature)
        try scratch.write("spec-runner.profiles", Self.profiles)
        try FileManager.default.createDirectory(atPath: scratch.path + "/reports", withIntermediateDirectories: true)
        return scratch
    }

    private func contents(_ scratch: Scratch, _ name: String) -> String? {
        try? String(contentsOfFile: scratch.path + "/" + name, encoding: .utf8)
    }

    /// The ways a report can name an input of the run: the input, and what it is called in the error.
    enum Overwrite: String, CaseIterable {
        case historyByReport, newHistoryByReport, profilesByReport, profilesByProfilesReport
        case profilesThroughDotDot, profilesThroughLink, timingsByReport, featureByHistory, profilesByHistory

        /// The arguments of the run, after `scratch` is prepared for it.
        func arguments(_ scratch: Scratch) throws -> [String] {
            let history = #"{"format":"spec-runner-history","version":1,"runs":[]}"#
            switch self {
            case .historyByReport:
                try scratch.write("h.json", history)
                return ["features", "--format", "html:h.json", "--history", "h.json"]
            case .newHistoryByReport:
                return ["features", "--format", "html:reports/h.json", "--history", "reports/../reports/h.json"]
            case .profilesByReport: return ["features", "--format", "junit:spec-runner.profiles"]
            case .profilesByProfilesReport:
                try scratch.write("spec-runner.profiles", "[default]\nformat = junit:spec-runner.profiles\n")
                return ["features"]
            case .profilesThroughDotDot: return ["features", "--format", "junit:reports/../spec-runner.profiles"]
            case .profilesThroughLink:
                try FileManager.default.createSymbolicLink(
                    atPath: scratch.path + "/reports/junit.xml", withDestinationPath: "../spec-runner.profiles")
                return ["features", "--format", "junit:reports/junit.xml"]
            case .timingsByReport:
                try scratch.write(
                    "timings.xml", #"<testsuite package="features/f.feature"><testcase name="S" time="0.1"/>"#)
                return [
                    "features", "--shard", "1/2", "--shard-timings", "timings.xml", "--format", "junit:timings.xml",
                ]
            case .featureByHistory:
                return ["features", "--format", "html:reports/r.html", "--history", "features/f.feature"]
            case .profilesByHistory:
                return ["features", "--format", "html:reports/r.html", "--history", "spec-runner.profiles"]
            }
        }

        /// What the error says the path is.
        var said: String {
            switch self {
            case .historyByReport: "cannot write the report: it is h.json, the history file of this run (--history)"
            case .newHistoryByReport: "the history file of this run (--history)"
            case .profilesByReport, .profilesByProfilesReport, .profilesThroughDotDot, .profilesThroughLink:
                "cannot write the report: it is spec-runner.profiles, the profiles file of this run"
            case .timingsByReport: "it is timings.xml, the shard timings of this run (--shard-timings)"
            case .featureByHistory: "cannot write --history: it is features/f.feature, a feature file of this run"
            case .profilesByHistory: "cannot write --history: it is spec-runner.profiles, the profiles file"
            }
        }
    }

    @Test(arguments: Overwrite.allCases)
    func anOutputNamingAnInputIsAUsageErrorAndNothingIsWritten(_ way: Overwrite) async throws {
        let scratch = try scratch()
        let arguments = try way.arguments(scratch)
        let before = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        let inputs = ["features/f.feature", "spec-runner.profiles", "h.json", "timings.xml"].map {
            contents(scratch, $0)
        }
        let run = try await FixtureProcess.run(arguments, in: scratch.path)
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.contains(way.said), "\(run.errors)")
        #expect(run.output.isEmpty, "nothing ran")
        #expect(
            ["features/f.feature", "spec-runner.profiles", "h.json", "timings.xml"].map { contents(scratch, $0) }
                == inputs)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/reports").count <= 1)
    }

    @Test func theRefusalSpeaksTheOutputLanguage() async throws {
        let scratch = try scratch()
        let run = try await FixtureProcess.run(
            ["features", "--lang", "es", "--format", "junit:spec-runner.profiles"], in: scratch.path)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("es spec-runner.profiles, el archivo de perfiles de esta ejecución"), "\(run.errors)")
    }

    @Test func aHistoryOfItsOwnIsWrittenBack() async throws {
        let scratch = try scratch()
        let run = try await FixtureProcess.run(
            ["features", "--format", "html:reports/r.html", "--history", "h.json"], in: scratch.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(contents(scratch, "h.json")?.contains("spec-runner-history") == true)
    }

    // MARK: Bazel

    /// Bazel's status and warnings files naming a feature file or the profiles.
    @Test(arguments: [
        ("TEST_SHARD_STATUS_FILE", "features/f.feature", "a feature file of this run"),
        ("TEST_SHARD_STATUS_FILE", "spec-runner.profiles", "the profiles file of this run"),
        ("TEST_WARNINGS_OUTPUT_FILE", "features/f.feature", "a feature file of this run"),
        ("TEST_WARNINGS_OUTPUT_FILE", "features/../features/f.feature", "a feature file of this run"),
    ])
    func bazelsFilesNamingAnInputAreRefusedBeforeTheInputIsRead(
        variable: String, path: String, said: String
    ) async throws {
        let scratch = try scratch()
        let run = try await FixtureProcess.run(
            ["features", "--shard", "1/1"], in: scratch.path,
            through: ScaleOutTests.bazel([
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", variable: scratch.path + "/" + path,
            ]))
        #expect(run.status == 2, "\(run)")
        #expect(run.errors.contains("cannot write \(variable): it is"), "\(run.errors)")
        #expect(run.errors.contains(said))
        #expect(contents(scratch, "features/f.feature") == Self.feature)
        #expect(contents(scratch, "spec-runner.profiles") == Self.profiles)
    }

    @Test func bazelsStatusFileIsTouchedNeverTruncated() async throws {
        let scratch = try scratch()
        let status = try scratch.write("status", "kept")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: status)
        let run = try await FixtureProcess.run(
            ["features"], in: scratch.path,
            through: ScaleOutTests.bazel([
                "TEST_TOTAL_SHARDS": "1", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": status,
            ]))
        #expect(run.status == 0, "\(run.errors)")
        #expect(contents(scratch, "status") == "kept")
        let touched = try FileManager.default.attributesOfItem(atPath: status)[.modificationDate] as? Date
        #expect((touched ?? .distantPast) > Date(timeIntervalSince1970: 0))
    }

    // MARK: Merge

    @Test(arguments: ["features/f.feature", "reports/../features/f.feature", "shard.ndjson"])
    func aMergeReportNamingAFeatureFileOrAShardIsRefused(report: String) async throws {
        let scratch = try scratch()
        _ = try await FixtureProcess.run(["features", "--format", "message:shard.ndjson"], in: scratch.path)
        let shard = contents(scratch, "shard.ndjson")
        let merged = try await FixtureProcess.run(
            ["merge", "shard.ndjson", "--format", "junit:\(report)"], in: scratch.path)
        #expect(merged.status == 2, "\(merged)")
        #expect(merged.errors.contains("cannot write the report: it is"), "\(merged.errors)")
        #expect(contents(scratch, "features/f.feature") == Self.feature)
        #expect(contents(scratch, "shard.ndjson") == shard)
    }

    @Test func aMergeReportNamingTheProfilesIsRefused() async throws {
        let scratch = try scratch()
        _ = try await FixtureProcess.run(["features", "--format", "message:shard.ndjson"], in: scratch.path)
        let merged = try await FixtureProcess.run(
            ["merge", "shard.ndjson", "--format", "junit:spec-runner.profiles"], in: scratch.path)
        #expect(merged.status == 2, "\(merged)")
        #expect(merged.errors.contains("it is spec-runner.profiles, the profiles file of this run"), "\(merged.errors)")
        #expect(contents(scratch, "spec-runner.profiles") == Self.profiles)
    }

    // MARK: History permissions

    /// Root writes any file whatever its mode bits: the refusals are checked as `nobody`.
    @Test(
        .enabled(
            if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root to switch to the unprivileged user nobody with setpriv"))
    func aHistoryThatCouldNotBeWrittenBackIsRefusedBeforeTheRunForAnUnprivilegedUser() async throws {
        let nobody: UInt32 = 65534
        let scratch = try scratch()
        let history = #"{"format":"spec-runner-history","version":1,"runs":[]}"#
        let file = try scratch.write("h.json", history)
        try FileManager.default.createDirectory(atPath: scratch.path + "/locked", withIntermediateDirectories: true)
        for path in [scratch.path, scratch.path + "/reports"] { chmod(path, 0o777) }
        chmod(scratch.path + "/locked", 0o555)
        chown(file, nobody, nobody)
        chmod(file, 0o444)
        let launcher = ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"]
        for (path, said) in [
            ("h.json", "h.json: error: cannot write the history file: it is read-only"),
            ("locked/h.json", "cannot write the history file: the folder locked is not writable"),
            ("missing/h.json", "cannot write the history file: the folder missing does not exist"),
        ] {
            let run = try await FixtureProcess.run(
                ["features", "--format", "html:reports/r.html", "--history", path], in: scratch.path,
                through: launcher)
            #expect(run.status == 2, "\(run)")
            #expect(run.errors.contains(said), "\(run.errors)")
            #expect(run.output.isEmpty, "nothing ran")
        }
        #expect(contents(scratch, "h.json") == history)
    }
}
