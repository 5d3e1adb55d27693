import Foundation
import Testing

/// Beyond one machine, through the real executable: Bazel's test sharding protocol, shards balanced by an earlier
/// run's timings, and `spec-runner merge` making one run's reports and gate from the shards' messages.
@Suite struct ScaleOutTests {
    static let suite = """
        Feature: mixed
          Scenario: first
            Given a step that passes
          Scenario: values
            Given the value is 3
            Then the value should be 3
          Scenario: failing
            Given a step that fails
          Scenario Outline: rows <value>
            Given the value is <value>
            Then the value should be 4
            Examples:
              | value |
              | 4     |
              | 5     |
          Scenario: undefined
            Given a step nobody defined
          Scenario: last
            Given a step that sleeps 20 ms
        """

    /// `env NAME=VALUE…`, to start the runner with Bazel's variables.
    static func bazel(_ variables: [String: String]) -> [String] {
        ["/usr/bin/env"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// The scenario lines of a JUnit report, without their times.
    static func testcases(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("<testcase ") }
            .map { $0.replacingOccurrences(of: #" time="[^"]*""#, with: "", options: .regularExpression) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// A summary without its timing line.
    static func stable(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("Finished in") }.joined(separator: "\n")
    }

    // MARK: Bazel

    @Test(arguments: [2, 3])
    func underBazelEachShardRunsItsSliceAcknowledgesShardingAndWritesJUnitWhereAsked(shards: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.suite)
        _ = try await FixtureProcess.run(["mixed.feature", "--format", "junit:whole.xml"], in: scratch.path)
        var union: [String] = []
        for index in 0..<shards {
            let status = scratch.path + "/status-\(index)"
            let xml = scratch.path + "/shard-\(index).xml"
            let run = try await FixtureProcess.run(
                ["mixed.feature"], in: scratch.path,
                through: Self.bazel([
                    "TEST_TOTAL_SHARDS": "\(shards)", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status,
                    "XML_OUTPUT_FILE": xml, "TEST_TMPDIR": scratch.path,
                ]))
            #expect(FileManager.default.fileExists(atPath: status), "the shard status file is touched")
            #expect(run.output.contains("Scenario"), "the terminal keeps its report for Bazel's test log")
            union += try Self.testcases(xml)
        }
        #expect(union.sorted() == (try Self.testcases(scratch.path + "/whole.xml")).sorted())
    }

    @Test func aShardGivenOnTheCommandLineWinsAndBazelIsWarned() async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.suite)
        let warnings = scratch.path + "/warnings"
        let run = try await FixtureProcess.run(
            ["mixed.feature", "--shard", "1/2", "--dry-run", "--format", "summary"], in: scratch.path,
            through: Self.bazel([
                "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0", "TEST_WARNINGS_OUTPUT_FILE": warnings,
            ]))
        #expect(run.output.contains("4 scenarios"), "1/2 of 7 scenarios: \(run.output)")
        let warned = try String(contentsOfFile: warnings, encoding: .utf8)
        #expect(warned.contains("--shard 1/2 overrides Bazel's shard 1/3"))
    }

    @Test(arguments: [("3", "3"), ("x", "2"), ("0", ""), ("-1", "2")])
    func anInvalidBazelShardIsAUsageError(index: String, total: String) async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.suite)
        let run = try await FixtureProcess.run(
            ["mixed.feature"], in: scratch.path,
            through: Self.bazel(["TEST_TOTAL_SHARDS": total, "TEST_SHARD_INDEX": index]))
        #expect(run.status == 2)
        #expect(run.errors.contains("invalid Bazel shard"), "\(run.errors)")
        #expect(run.errors.contains("hint:"))
    }

    // MARK: Timings

    @Test(arguments: ["junit:timings.xml", "message:timings.ndjson"])
    func shardsBalancedByAnEarlierRunsTimingsStillPartitionTheSuite(report: String) async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.suite)
        _ = try await FixtureProcess.run(
            ["mixed.feature", "--format", report, "--format", "junit:whole.xml"], in: scratch.path)
        let timings = String(report.split(separator: ":")[1])
        var union: [String] = []
        var sleeper: [Int] = []
        for index in 1...3 {
            _ = try await FixtureProcess.run(
                [
                    "mixed.feature", "--shard", "\(index)/3", "--shard-timings", timings, "--format",
                    "junit:shard-\(index).xml",
                ], in: scratch.path)
            let cases = try Self.testcases(scratch.path + "/shard-\(index).xml")
            if cases.contains(where: { $0.contains("name=\"last\"") }) { sleeper.append(cases.count) }
            union += cases
        }
        #expect(union.sorted() == (try Self.testcases(scratch.path + "/whole.xml")).sorted())
        // The 20 ms scenario is the longest by far: it goes first, onto a slice of its own, and the others fill
        // the remaining slices.
        #expect(sleeper == [1])
    }

    @Test func timingsWithoutAShardAreAUsageError() async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.suite)
        let run = try await FixtureProcess.run(["mixed.feature", "--shard-timings", "none.xml"], in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("--shard-timings needs --shard I/N"))
    }

    // MARK: Merge

    /// Runs the folder `features` whole and in `shards` shards writing messages; returns the whole run.
    static func runShards(_ shards: Int, in scratch: Scratch) async throws -> FixtureProcess.Result {
        for index in 1...shards {
            _ = try await FixtureProcess.run(
                ["features", "--shard", "\(index)/\(shards)", "--format", "message:shard-\(index).ndjson"],
                in: scratch.path)
        }
        return try await FixtureProcess.run(
            ["features", "--format", "summary", "--format", "junit:whole.xml"], in: scratch.path)
    }

    @Test(arguments: [1, 2, 3, 8])
    func mergingTheShardsGivesTheWholeRunsReportsStatusAndGate(shards: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        let whole = try await Self.runShards(shards, in: scratch)
        let merged = try await FixtureProcess.run(
            ["merge"] + (1...shards).map { "shard-\($0).ndjson" }
                + ["--format", "summary", "--format", "junit:merged.xml", "--format", "html:merged.html"],
            in: scratch.path)
        #expect(whole.status == 1)
        #expect(merged.status == whole.status)
        #expect(Self.stable(merged.output) == Self.stable(whole.output))
        #expect(merged.output.contains("7 scenarios (4 passed, 2 failed, 1 undefined)"), "\(merged.output)")
        #expect(try Self.testcases(scratch.path + "/merged.xml") == (try Self.testcases(scratch.path + "/whole.xml")))
        let html = try String(contentsOfFile: scratch.path + "/merged.html", encoding: .utf8)
        #expect(html.contains("rows 5"))
    }

    @Test func theGateOfAMergeIsTheGateOfTheUnion() async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        _ = try await Self.runShards(2, in: scratch)
        let gate = ["merge", "shard-1.ndjson", "shard-2.ndjson", "--format", "summary", "--coverage-min"]
        let low = try await FixtureProcess.run(gate + ["80"], in: scratch.path)
        let high = try await FixtureProcess.run(gate + ["90"], in: scratch.path)
        // 6 of 7 scenarios bound (86%): one shard alone could not say so.
        #expect(low.output.contains("6/7 scenarios bound"))
        #expect(low.output.contains("Coverage gate held"))
        #expect(!high.output.contains("Coverage gate held"))
        #expect(high.status == 1)
    }

    @Test func aPassingMergeExitsZero() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "features/passing.feature",
            """
            Feature: passing
              Scenario: one
                Given a step that passes
              Scenario: two
                Given the value is 2
                Then the value should be 2
            """)
        _ = try await Self.runShards(2, in: scratch)
        let merged = try await FixtureProcess.run(
            ["merge", "shard-1.ndjson", "shard-2.ndjson", "--coverage-min", "100", "--format", "progress"],
            in: scratch.path)
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(merged.output.contains("2 scenarios (2 passed)"))
    }

    @Test func aMergeMissingAShardSaysSo() async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        _ = try await Self.runShards(3, in: scratch)
        let partial = try await FixtureProcess.run(
            ["merge", "shard-1.ndjson", "shard-3.ndjson", "--format", "summary"], in: scratch.path)
        #expect(partial.errors.contains("warning: 2 scenarios of these feature files ran in no shard"))
        #expect(partial.errors.contains("error: the shard 2/3 of this run is missing"), "\(partial.errors)")
        #expect(partial.status == 1)
        #expect(partial.output.contains("5 scenarios"))
        let whole = try await FixtureProcess.run(
            ["merge", "shard-1.ndjson", "shard-2.ndjson", "shard-3.ndjson", "--format", "summary"], in: scratch.path)
        #expect(!whole.errors.contains("warning"))
    }

    @Test func aScenarioInTwoShardsIsRefused() async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        _ = try await Self.runShards(2, in: scratch)
        let run = try await FixtureProcess.run(["merge", "shard-1.ndjson", "shard-1.ndjson"], in: scratch.path)
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "the scenario features/mixed.feature:2 (first) ran in both shard-1.ndjson and shard-1.ndjson"))
        #expect(run.errors.contains("hint:"))
    }

    @Test func shardsOfDifferentSourcesAreRefused() async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        _ = try await Self.runShards(2, in: scratch)
        try scratch.write(
            "features/mixed.feature", Self.suite + "\n  Scenario: added later\n    Given a step that passes\n")
        _ = try await FixtureProcess.run(
            ["features", "--shard", "2/2", "--format", "message:shard-2.ndjson"], in: scratch.path)
        let run = try await FixtureProcess.run(["merge", "shard-1.ndjson", "shard-2.ndjson"], in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("ran different versions of features/mixed.feature"), "\(run.errors)")
    }

    @Test func aShardThatDidNotFinishIsRefused() async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        _ = try await Self.runShards(2, in: scratch)
        let text = try String(contentsOfFile: scratch.path + "/shard-2.ndjson", encoding: .utf8)
        let cut = text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        try scratch.write("shard-2.ndjson", cut)
        let run = try await FixtureProcess.run(["merge", "shard-1.ndjson", "shard-2.ndjson"], in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("shard-2.ndjson ends before its testRunFinished"))
    }

    @Test func aLineThatIsNotAMessageIsRefusedWithItsPlace() async throws {
        let scratch = try Scratch()
        try scratch.write("features/mixed.feature", Self.suite)
        _ = try await Self.runShards(1, in: scratch)
        let text = try String(contentsOfFile: scratch.path + "/shard-1.ndjson", encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        lines.insert("not json", at: 1)
        try scratch.write("shard-1.ndjson", lines.joined(separator: "\n") + "\n")
        let run = try await FixtureProcess.run(["merge", "shard-1.ndjson"], in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("shard-1.ndjson:2:1: error: not a Cucumber Messages envelope"), "\(run.errors)")
    }

    @Test(arguments: [
        (["merge"], "merge needs the Messages files of the shards"),
        (["merge", "a.ndjson", "--tags", "@x"], "merge does not take --tags"),
        (["merge", "missing.ndjson"], "cannot read missing.ndjson"),
    ])
    func badMergeCommandLinesAreRefused(arguments: [String], message: String) async throws {
        let scratch = try Scratch()
        let run = try await FixtureProcess.run(arguments, in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("hint:"))
    }
}
