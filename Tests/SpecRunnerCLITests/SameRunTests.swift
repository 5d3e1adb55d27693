import Foundation
import Testing

/// A run is the same run whichever way it runs.
///
/// Serially, in worker processes, in random order, or as shards merged afterwards, each way must write the same Messages (ids made while running and times aside), the same
/// JUnit, the same summary, the same CI reports (GitHub annotations, the Markdown job summary), the same gate failure
/// and the same exit status, in every output language.
///
/// This repository's spec (`Features/`, bound by the StackMyArchitecture step library) and the report fixtures
/// (every status, hooks, attachments, a flaky scenario retried) and the unchecked-content fixtures (lines the
/// grammar reads as description, a column no step uses: warnings that count against the gate) are run through the
/// real executables, with `--coverage-min 100`, which the fixtures' undefined steps and unchecked content fail, so
/// that the gate's text is compared too.
@Suite struct SameRunTests {
    /// A suite to run: the executable that binds it, its features in this repository, and its own options.
    struct Suite: Sendable, CustomTestStringConvertible {
        let runner: String
        let features: String
        let options: [String]
        /// Whether `--coverage-min 100` fails, so that the gate's message is compared.
        let gateFails: Bool
        /// Whether a scenario fails (its feature line is annotated as an error).
        var failsScenarios = false
        /// Whether the feature files have warnings (annotated as warnings), which a merge must report as a run does.
        var warns = false
        var testDescription: String { features }
    }

    /// The package root: this file is `<root>/Tests/SpecRunnerCLITests/SameRunTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let suites = [
        Suite(runner: "spec-runner", features: "Features", options: [], gateFails: false),
        Suite(
            runner: "report-fixtures", features: "Tests/Fixtures/Reports", options: ["--retry", "1"], gateFails: true,
            failsScenarios: true),
        Suite(
            runner: "report-fixtures", features: "Tests/Fixtures/Unchecked", options: [], gateFails: true, warns: true),
    ]

    /// What one way of running wrote, normalised.
    struct Outputs: Equatable, CustomStringConvertible {
        var status: Int32
        var messages: [String]
        var junit: [String]
        var summary: [String]
        var github: [String]
        var markdown: [String]
        var errors: [String]

        /// The same outputs with their lines sorted: a random order changes the order of the test cases, not what
        /// is said of each.
        /// (The ids made while running are numbered in the order they appear: that order is not compared either.)
        var unordered: Outputs {
            let unnumbered = messages.map { $0.replacing(#/made while running [0-9]+/#, with: "made while running") }
            // What only a random order says: its seed, to replay it.
            let ordered = { (lines: [String]) in lines.filter { !$0.isEmpty && !$0.contains("random:") }.sorted() }
            return Outputs(
                status: status, messages: unnumbered.sorted(), junit: junit.sorted(),
                summary: ordered(summary), github: github.sorted(), markdown: markdown.sorted(), errors: ordered(errors)
            )
        }

        var description: String {
            (["status \(status)"] + messages + junit + summary + github + markdown + ["stderr:"] + errors)
                .joined(separator: "\n")
        }

        /// Where these outputs first differ from `expected`'s, line by line, output by output.
        func differences(from expected: Outputs) -> String {
            var found = status == expected.status ? [] : ["status \(status), expected \(expected.status)"]
            for (name, lines, wanted) in [
                ("messages", messages, expected.messages), ("junit", junit, expected.junit),
                ("summary", summary, expected.summary), ("github", github, expected.github),
                ("markdown", markdown, expected.markdown), ("stderr", errors, expected.errors),
            ] where lines != wanted {
                let line = lines.indices.first { $0 >= wanted.count || lines[$0] != wanted[$0] } ?? lines.count
                let actual = line < lines.count ? lines[line] : "(end)"
                let expectedLine = line < wanted.count ? wanted[line] : "(end)"
                found.append("\(name) line \(line + 1):\n  got      \(actual)\n  expected \(expectedLine)")
            }
            return found.joined(separator: "\n")
        }
    }

    @Test(arguments: suites, ["en", "es"])
    func everyWayOfRunningWritesTheSameRun(suite: Suite, language: String) async throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(atPath: Self.root + "/" + suite.features, toPath: scratch.path + "/features")
        // A merge takes the report and gate options only (a shard's run took the rest).
        let gate = ["--lang", language, "--coverage-min", "100"]
        let options = suite.options + gate
        let serial = try await Self.run(suite, ["features"] + options, in: scratch, name: "serial")
        #expect(serial.messages.count > 40)
        #expect(serial.errors.contains { $0.contains("--coverage-min 100") } == suite.gateFails, "\(serial.errors)")
        // The fixtures' failures are annotated at their feature lines; a green specification annotates nothing.
        #expect(serial.github.contains { $0.hasPrefix("::error file=features/") } == suite.failsScenarios)
        #expect(serial.github.contains { $0.hasPrefix("::warning file=features/") } == suite.warns)
        for jobs in [2, 3] {
            let parallel = try await Self.run(
                suite, ["features", "--jobs", "\(jobs)"] + options, in: scratch, name: "jobs\(jobs)")
            #expect(parallel == serial, "--jobs \(jobs): \(parallel.differences(from: serial))")
        }
        let random = try await Self.run(
            suite, ["features", "--order", "random:7"] + options, in: scratch, name: "random")
        #expect(
            random.unordered == serial.unordered,
            "--order random:7: \(random.unordered.differences(from: serial.unordered))")
        for index in 1...3 {
            let shard = try await FixtureProcess.run(
                ["features", "--shard", "\(index)/3", "--format", "message:shard-\(index).ndjson"] + options,
                in: scratch.path, runner: suite.runner)
            #expect([0, 1].contains(shard.status), "shard \(index): \(shard.errors)")
            #expect(
                FileManager.default.fileExists(atPath: scratch.path + "/shard-\(index).ndjson"),
                "shard \(index): \(shard.errors)")
        }
        let merged = try await Self.run(
            suite, ["merge", "shard-1.ndjson", "shard-2.ndjson", "shard-3.ndjson"] + gate, in: scratch,
            name: "merged")
        #expect(merged == serial, "merge of 3 shards: \(merged.differences(from: serial))")
    }

    /// A run that names its files (here every one of them) plans a part of the suite, so it lists no unused step
    /// definition; its shards merged are that same run (each shard records in its `meta` that it named files).
    @Test func aMergeOfShardsThatNamedTheirFilesIsTheRunThatNamedThem() async throws {
        let scratch = try Scratch()
        let scenario = { (name: String) in "  Scenario: \(name)\n    Given a step that passes\n" }
        try scratch.write("features/a.feature", "Feature: a\n" + scenario("one"))
        try scratch.write("features/b.feature", "Feature: b\n" + scenario("two") + scenario("three"))
        let fixtures = Suite(runner: "spec-runner-fixtures", features: "", options: [], gateFails: false)
        let files = ["features/a.feature", "features/b.feature"]
        let serial = try await Self.run(fixtures, files, in: scratch, name: "serial")
        #expect(serial.status == 0, "\(serial.errors)")
        #expect(!serial.summary.contains { $0.contains("Unused step definitions") }, "\(serial.summary)")
        for index in 1...3 {
            let shard = try await FixtureProcess.run(
                files + ["--shard", "\(index)/3", "--format", "message:shard-\(index).ndjson"], in: scratch.path)
            #expect(shard.status == 0, "shard \(index): \(shard.errors)")
        }
        let merged = try await Self.run(
            fixtures, ["merge", "shard-1.ndjson", "shard-2.ndjson", "shard-3.ndjson"], in: scratch, name: "merged")
        #expect(merged == serial, "merge of 3 shards: \(merged.differences(from: serial))")
    }

    /// A failing BeforeAll hook stops the run before its test cases, in workers as in process: no test case is
    /// announced (workers once had the parent announce them all, then never run them).
    @Test func aFailingBeforeAllHookStopsTheRunWhicheverWayItRuns() async throws {
        let scratch = try Scratch()
        try scratch.write("before-all-fails", "")
        try scratch.write(
            "features/passing.feature",
            "Feature: passing\n  Scenario: one\n    Given a step that passes\n  Scenario: two\n    Given a step that passes\n"
        )
        let fixtures = Suite(runner: "spec-runner-fixtures", features: "", options: [], gateFails: false)
        let serial = try await Self.run(fixtures, ["features"], in: scratch, name: "serial")
        #expect(serial.status == 1)
        #expect(!serial.messages.contains { $0.hasPrefix(#"{"testCase"#) }, "\(serial.messages)")
        let parallel = try await Self.run(fixtures, ["features", "--jobs", "2"], in: scratch, name: "jobs")
        #expect(parallel == serial, "\(parallel.differences(from: serial))")
        // Run once in the runner's own process, the failing hook starts no worker and the run ends as serially.
        let perRun = try await Self.run(
            fixtures, ["features", "--jobs", "2", "--run-hooks", "per-run"], in: scratch, name: "per-run")
        #expect(perRun == serial, "\(perRun.differences(from: serial))")
    }

    /// Runs `arguments` writing Messages, JUnit, the summary and the CI reports to files named after `name`.
    static func run(_ suite: Suite, _ arguments: [String], in scratch: Scratch, name: String) async throws
        -> Outputs
    {
        let formats = ["message", "junit", "summary", "github", "markdown"].flatMap {
            ["--format", "\($0):\(name).\($0)"]
        }
        let result = try await FixtureProcess.run(arguments + formats, in: scratch.path, runner: suite.runner)
        #expect(result.output.isEmpty, "every report goes to a file: \(result.output)")
        func read(_ format: String) throws -> String {
            try String(contentsOfFile: scratch.path + "/\(name).\(format)", encoding: .utf8)
        }
        return Outputs(
            status: result.status, messages: try maskedMessages(read("message")), junit: lines(try read("junit")),
            summary: lines(try read("summary")), github: lines(try read("github")),
            markdown: lines(try read("markdown")), errors: lines(result.errors))
    }

    /// The lines of a text report with its times masked (`0.012s`, `1,5 ms`, JUnit's `time=` and `timestamp=`)
    /// and the host's name.
    static func lines(_ text: String) -> [String] {
        var text = text
        for (pattern, replacement) in [
            (#"time="[0-9.]+""#, #"time="T""#), (#"timestamp="[0-9T:-]+""#, #"timestamp="T""#),
            (#"hostname="[^"]*""#, #"hostname="H""#), (#"[0-9]+([.,][0-9]+)? ?(ms|s|m)\b"#, "T"),
        ] {
            text = text.replacing(try! Regex(pattern), with: replacement)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A Messages stream with what differs between processes masked: timestamps, durations, worker ids, and the
    /// ids made while running (attempts' and suggestions', numbered in the order they first appear; run hooks'); the
    /// other ids are compared as they are.
    static func maskedMessages(_ text: String) throws -> [String] {
        var runtimeIds: [String: String] = [:]
        func runtime(_ id: String) -> String {
            if runtimeIds[id] == nil { runtimeIds[id] = "made while running \(runtimeIds.count)" }
            return runtimeIds[id]!
        }
        func mask(_ value: Any, key: String) -> Any {
            switch value {
            case let object as [String: Any]:
                var masked: [String: Any] = [:]
                for (key, value) in object where !["timestamp", "duration", "workerId"].contains(key) {
                    masked[key] = mask(value, key: key)
                }
                return masked
            case let array as [Any]:
                return array.map { mask($0, key: key) }
            case let id as String where key == "testCaseStartedId":
                return runtime(id)
            case is String where key == "testRunHookStartedId":
                return "a run hook's"
            default:
                return value
            }
        }
        return try text.split(separator: "\n").map { line in
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for type in ["testCaseStarted", "suggestion", "testRunHookStarted"] {
                guard var body = object[type] as? [String: Any], let id = body["id"] as? String else { continue }
                body["id"] = type == "testRunHookStarted" ? "a run hook's" : runtime(id)
                object[type] = body
            }
            let data = try JSONSerialization.data(withJSONObject: mask(object, key: ""), options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
