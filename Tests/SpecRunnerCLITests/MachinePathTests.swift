import Foundation
import Testing

/// No output says where the project sits on the machine: feature files are named relative to the folder the run
/// works in, with `..` where they lie outside it (as cucumber-js writes `uri`s), and step definitions and hooks
/// relative to the package that defines them.
///
/// The runs are made from a scratch folder outside the package, so that every step definition lies outside it.
@Suite struct MachinePathTests {
    /// The package root: this file is `<root>/Tests/SpecRunnerCLITests/MachinePathTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let feature = """
        Feature: values
          Scenario: counts wrong
            Given the value is 3
            Then the value should be 4
          Scenario: nobody wrote it
            Given a step nobody wrote
          Scenario: fails
            Given a step that fails

        """
    static let crash = "Feature: crash\n  Scenario: traps\n    Given a step that traps\n"
    static let formats = [
        "pretty", "progress", "summary", "junit", "json", "message", "html", "rerun", "usage", "github", "markdown",
    ]

    /// The machine's folders (the package, the scratch folder) that `text` names by an absolute path; a relative
    /// path through them (`../../work/app/…`) is not one.
    static func machinePaths(in text: String, scratch: String) -> [String] {
        let absolute = text.replacing("../", with: "")
        return [root, scratch, NSTemporaryDirectory()].filter { !$0.isEmpty && absolute.contains($0) }
    }

    @Test func noReportOfASerialOrParallelRunNamesAnAbsolutePath() async throws {
        let scratch = try Scratch()
        try scratch.write("values.feature", Self.feature)
        try scratch.write("crash.feature", Self.crash)
        var outputs: [String: String] = [:]
        for jobs in ["0", "2"] {
            // A serial run's crash ends the process (with the runtime's own backtrace): only workers run it.
            let files = jobs == "0" ? ["values.feature"] : ["values.feature", "crash.feature"]
            let reports = Self.formats.flatMap { ["--format", "\($0):\($0)-\(jobs).out"] }
            let run = try await FixtureProcess.run(
                files + reports + ["--format", "pretty", "--jobs", jobs, "--no-color"], in: scratch.path)
            #expect(run.status == 1)
            outputs["terminal -j \(jobs)"] = run.output + run.errors
            for format in Self.formats {
                outputs["\(format) -j \(jobs)"] = try String(
                    contentsOfFile: scratch.path + "/\(format)-\(jobs).out", encoding: .utf8)
            }
        }
        for (name, text) in outputs {
            #expect(Self.machinePaths(in: text, scratch: scratch.path).isEmpty, "\(name):\n\(text)")
        }
        // The step definitions' files, from their package rather than stepping out of the scratch folder.
        let messages = try #require(outputs["message -j 2"])
        let uris = messages.matches(of: #/"uri":"([^"]*)"/#).map { String($0.output.1) }
        #expect(uris.contains("crash.feature"))
        #expect(uris.contains("Tests/FixtureRunner/FixtureSteps.swift"), "\(uris)")
        #expect(!uris.contains { $0.hasPrefix("/") }, "\(uris)")
        #expect(outputs["pretty -j 2"]?.contains("step definition: Tests/FixtureRunner/FixtureSteps.swift:") == true)
        #expect(outputs["pretty -j 2"]?.contains("step definition: ../") == false)
    }

    @Test func theStepIndexAndAMergeNameNoAbsolutePath() async throws {
        let scratch = try Scratch()
        try scratch.write("values.feature", Self.feature)
        var outputs: [String: String] = [:]
        for arguments in [["steps"], ["steps", "--json"]] {
            let run = try await FixtureProcess.run(arguments, in: scratch.path)
            #expect(run.status == 0)
            outputs["\(arguments)"] = run.output + run.errors
        }
        for shard in ["1", "2"] {
            let run = try await FixtureProcess.run(
                ["values.feature", "--shard", "\(shard)/2", "--format", "message:shard-\(shard).ndjson"],
                in: scratch.path)
            #expect(run.status == 1)
        }
        let merge = try await FixtureProcess.run(
            ["merge", "shard-1.ndjson", "shard-2.ndjson", "--format", "pretty", "--format", "message:merged.ndjson"],
            in: scratch.path)
        #expect(merge.status == 1)
        outputs["merge"] = merge.output + merge.errors
        outputs["merged.ndjson"] = try String(contentsOfFile: scratch.path + "/merged.ndjson", encoding: .utf8)
        for (name, text) in outputs {
            #expect(Self.machinePaths(in: text, scratch: scratch.path).isEmpty, "\(name):\n\(text)")
        }
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data((outputs["[\"steps\", \"--json\"]"] ?? "").utf8))
                as? [[String: Any]])
        let file = try #require(index.first?["file"] as? String)
        #expect(file == "Tests/FixtureRunner/FixtureSteps.swift", "\(file)")
        #expect(index.first?["keyword"] != nil, "the source is still read: \(index.first ?? [:])")
        #expect(index.first?["path"] as? String == "Tests/FixtureRunner/FixtureSteps.swift")
        #expect(outputs["merge"]?.contains("step definition: Tests/FixtureRunner/FixtureSteps.swift:") == true)
    }
}
