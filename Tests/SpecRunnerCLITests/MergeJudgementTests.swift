import Foundation
import Testing

/// `spec-runner merge` judges the merged results as a run judges its own: with the run's options (`--strict`,
/// `--coverage-min`, the output language), from the results rather than the shards' verdicts, and a merge that
/// lacks a slice of the split is not green.
@Suite struct MergeJudgementTests {
    static let passing = """
        Feature: all pass
          Scenario: one
            Given the value is 1
            Then the value should be 1
          Scenario: two
            Given a step that passes
          Scenario: three
            Given the value is 3
        """

    static let undefinedOnly = """
        Feature: undefined
          Scenario: defined
            Given a step that passes
          Scenario: undefined
            Given a step nobody defined
        """

    /// Runs `features` in `count` shards, each with `options`, writing `shard-I.ndjson`.
    static func shards(_ count: Int, _ options: [String] = [], in scratch: Scratch) async throws {
        for index in 1...count {
            _ = try await FixtureProcess.run(
                ["features", "--shard", "\(index)/\(count)", "--format", "message:shard-\(index).ndjson"] + options,
                in: scratch.path)
        }
    }

    static func merge(_ indexes: [Int], _ options: [String] = [], in scratch: Scratch) async throws
        -> FixtureProcess.Result
    {
        try await FixtureProcess.run(
            ["merge"] + indexes.map { "shard-\($0).ndjson" } + ["--format", "summary"] + options, in: scratch.path)
    }

    // MARK: Strictness, from the results

    /// The shards' options, the merge's, and the merge's exit status: the shards' own verdicts are the
    /// opposite of what the merge's options decide in the first three.
    static let strictness: [([String], [String], Int32)] = [
        (["--no-strict"], [], 1), (["--no-strict"], ["--strict"], 1), ([], ["--no-strict"], 0), ([], [], 1),
        (["--no-strict"], ["--no-strict"], 0),
    ]

    @Test(arguments: strictness)
    func anUndefinedStepFailsAMergeOnlyWhenTheMergeIsStrict(
        shardOptions: [String], mergeOptions: [String], status: Int32
    ) async throws {
        let scratch = try Scratch()
        try scratch.write("features/undefined.feature", Self.undefinedOnly)
        try await Self.shards(2, shardOptions, in: scratch)
        let merged = try await Self.merge([1, 2], mergeOptions, in: scratch)
        #expect(merged.status == status, "\(merged.errors)")
        #expect(merged.output.contains("2 scenarios (1 passed, 1 undefined)"), "\(merged.output)")
    }

    @Test func theMergedMessagesEndWithTheMergesVerdict() async throws {
        let scratch = try Scratch()
        try scratch.write("features/undefined.feature", Self.undefinedOnly)
        try await Self.shards(2, in: scratch)
        let merged = try await Self.merge([1, 2], ["--no-strict", "--format", "message:merged.ndjson"], in: scratch)
        let messages = try String(contentsOfFile: scratch.path + "/merged.ndjson", encoding: .utf8)
        let last = messages.split(separator: "\n").last.map(String.init) ?? ""
        #expect(merged.status == 0)
        #expect(last.contains(#""success":true"#), "\(last)")
        #expect(!messages.contains(#""shard":"#), "a merged run is whole, no slice")
    }

    @Test(arguments: [([String](), Int32(1), true), (["--profile", "lax"], 0, false), (["--no-strict"], 1, true)])
    func theProfilesGateAndStrictnessHoldForAMerge(options: [String], status: Int32, gateFails: Bool) async throws {
        let scratch = try Scratch()
        try scratch.write("features/undefined.feature", Self.undefinedOnly)
        try await Self.shards(2, in: scratch)
        try scratch.write(
            "spec-runner.profiles", "[default]\ncoverage-min = 100\n\n[lax]\nstrict = false\ncoverage-min = 50\n")
        let merged = try await FixtureProcess.run(
            ["merge", "shard-1.ndjson", "shard-2.ndjson", "--format", "junit:merged.xml"] + options, in: scratch.path)
        #expect(merged.status == status, "\(merged.errors)")
        #expect(merged.errors.contains("coverage gate failed: 1/2 scenarios bound") == gateFails, "\(merged.errors)")
    }

    /// A merge's reports link tags as a run's do, with `--link` or the profiles' `link`.
    @Test func aMergesJUnitCarriesTheStoriesItsTagsLinkTo() async throws {
        let scratch = try Scratch()
        try scratch.write("features/undefined.feature", "@JIRA-7\n" + Self.undefinedOnly)
        try await Self.shards(2, in: scratch)
        let link = #"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#
        _ = try await Self.merge([1, 2], ["--link", link, "--format", "junit:merged.xml"], in: scratch)
        let junit = try String(contentsOfFile: scratch.path + "/merged.xml", encoding: .utf8)
        #expect(junit.contains(#"<property name="link" value="https://jira.example.com/browse/JIRA-7"/>"#), "\(junit)")
    }

    // MARK: Missing slices

    @Test(arguments: [
        (3, [1, 3], "the shard 2/3 of this run is missing"), (3, [1], "the shards 2/3, 3/3 of this run are missing"),
        (4, [2, 4], "the shards 1/4, 3/4 of this run are missing"),
    ])
    func aMergeLackingASliceOfTheSplitIsNotGreenAndNamesIt(count: Int, given: [Int], message: String) async throws {
        let scratch = try Scratch()
        try scratch.write("features/passing.feature", Self.passing)
        try await Self.shards(count, in: scratch)
        let partial = try await Self.merge(given, ["--coverage-min", "100"], in: scratch)
        #expect(partial.status == 1)
        #expect(partial.errors.contains("error: \(message): the merge is not the whole run"), "\(partial.errors)")
        #expect(partial.errors.contains("hint: give the Messages file of every shard"))
        let whole = try await Self.merge(Array(1...count), ["--coverage-min", "100"], in: scratch)
        #expect(whole.status == 0, "\(whole.errors)")
        #expect(!whole.errors.contains("missing"))
    }

    @Test func leavingOutTheShardWithTheOnlyFailureIsNotGreen() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "features/passing.feature",
            Self.passing + "\n  Scenario: four\n    Given a step that fails\n")
        try await Self.shards(2, in: scratch)
        let first = try String(contentsOfFile: scratch.path + "/shard-1.ndjson", encoding: .utf8)
        let failing = first.contains(#""status":"FAILED""#) ? 1 : 2
        let partial = try await Self.merge([3 - failing], in: scratch)
        #expect(partial.status == 1)
        #expect(partial.errors.contains("the shard \(failing)/2 of this run is missing"), "\(partial.errors)")
    }

    @Test func aBazelSplitRecordsItsSlicesForTheMerge() async throws {
        let scratch = try Scratch()
        try scratch.write("features/passing.feature", Self.passing)
        for index in 0..<3 {
            _ = try await FixtureProcess.run(
                ["features", "--format", "message:shard-\(index + 1).ndjson"], in: scratch.path,
                through: ScaleOutTests.bazel([
                    "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)", "TEST_TMPDIR": scratch.path,
                ]))
        }
        let partial = try await Self.merge([1, 2], in: scratch)
        #expect(partial.status == 1)
        #expect(partial.errors.contains("the shard 3/3 of this run is missing"), "\(partial.errors)")
        #expect(try await Self.merge([1, 2, 3], in: scratch).status == 0)
    }

    @Test func shardsOfNoSplitAreMergedWithoutASliceMissing() async throws {
        let scratch = try Scratch()
        try scratch.write("features/passing.feature", Self.passing)
        // Split by name: each shard ran part of the suite, and none says it is a slice.
        for (index, name) in ["one", "two|three"].enumerated() {
            _ = try await FixtureProcess.run(
                ["features", "--name", name, "--format", "message:shard-\(index + 1).ndjson"], in: scratch.path)
        }
        let merged = try await Self.merge([1, 2], in: scratch)
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(!merged.errors.contains("missing"))
    }

    /// `shard-I.ndjson` with its `meta` saying it is `slice` (as JSON).
    static func recordSlice(_ slice: String, in index: Int, of scratch: Scratch) throws {
        let path = scratch.path + "/shard-\(index).ndjson"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rewritten = text.replacingOccurrences(
            of: #""shard":\{[^}]*\}"#, with: #""shard":"# + slice, options: .regularExpression)
        #expect(rewritten != text)
        try scratch.write("shard-\(index).ndjson", rewritten)
    }

    @Test(arguments: [#"{"count":0,"index":0}"#, #"{"count":3,"index":5}"#, #"{"count":2,"index":-1}"#])
    func aShardRecordingASliceThatCannotBeIsRefused(slice: String) async throws {
        let scratch = try Scratch()
        try scratch.write("features/passing.feature", Self.passing)
        try await Self.shards(2, in: scratch)
        try Self.recordSlice(slice, in: 2, of: scratch)
        let merged = try await Self.merge([1, 2], in: scratch)
        #expect(merged.status == 2)
        #expect(merged.errors.contains("shard-2.ndjson:1:1: error: unreadable meta message"), "\(merged.errors)")
    }

    @Test func aHugeRecordedCountNamesTheFirstMissingSlicesAndEnds() async throws {
        let scratch = try Scratch()
        try scratch.write("features/passing.feature", Self.passing)
        try await Self.shards(1, in: scratch)
        try Self.recordSlice(#"{"count":9000000000000000000,"index":2}"#, in: 1, of: scratch)
        let merged = try await Self.merge([1], in: scratch)
        #expect(merged.status == 1)
        #expect(
            merged.errors.contains(
                "the shards 1/9000000000000000000, 3/9000000000000000000, "), "\(merged.errors)")
        #expect(merged.errors.contains(", 11/9000000000000000000, … of this run"), "\(merged.errors)")
    }

    // MARK: Language

    @Test(arguments: ["es", "en"])
    func theGateFailureOfAMergeIsWordedAsTheRunsIs(language: String) async throws {
        let scratch = try Scratch()
        try scratch.write("features/undefined.feature", Self.undefinedOnly)
        try await Self.shards(2, in: scratch)
        // No summary on the terminal: the gate's failure is explained on standard error.
        let gate = ["--lang", language, "--coverage-min", "100", "--format", "junit:report.xml"]
        let whole = try await FixtureProcess.run(["features"] + gate, in: scratch.path)
        let merged = try await FixtureProcess.run(
            ["merge", "shard-1.ndjson", "shard-2.ndjson"] + gate, in: scratch.path)
        #expect(merged.status == 1)
        #expect(merged.errors == whole.errors, "\(merged.errors)\n---\n\(whole.errors)")
        #expect(
            merged.errors.contains(
                language == "es"
                    ? "error: umbral de cobertura no cumplido: 1/2 escenarios implementados"
                    : "error: coverage gate failed: 1/2 scenarios bound"), "\(merged.errors)")
    }

    @Test func aMissingSliceIsNamedInTheOutputLanguage() async throws {
        let scratch = try Scratch()
        try scratch.write("features/passing.feature", Self.passing)
        try await Self.shards(2, in: scratch)
        let partial = try await Self.merge([1], ["--lang", "es"], in: scratch)
        #expect(partial.status == 1)
        #expect(partial.errors.contains("falta el fragmento 2/2 de esta ejecución"), "\(partial.errors)")
    }
}
