import Foundation
import Testing

@testable import SpecRunnerCLI

/// `--repeat N` runs each selected scenario N times, and a scenario whose runs do not all pass is flaky: it is
/// listed with its runs, and it fails the run.
///
/// The fixture runner's step `a step that fails every other call for "NAME"` fails its 2nd, 4th… call for each
/// name: with `--repeat 5`, runs 2 and 4 fail. The summaries are compared with their goldens
/// (`Tests/Fixtures/Goldens/repeat.*`; regenerate with `SPEC_RUNNER_UPDATE_GOLDENS=1`, then read the diff).
@Suite struct RepeatRunTests {
    static let features = [
        "features/repeated.feature": """
        Feature: Repeated

          Scenario: sometimes fails
            Given a step that fails every other call for "sometimes"

          Scenario: always passes
            Given a step that passes
        """,
        "features/failing.feature": """
        Feature: Always failing

          Scenario: always fails
            Given a step that fails
        """,
    ]

    static let updating = ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1"

    private static func scratch(_ files: [String: String] = features) throws -> Scratch {
        let scratch = try Scratch()
        for (name, text) in files { try scratch.write(name, text + "\n") }
        return scratch
    }

    private static let runner = SameRunTests.Suite(
        runner: "spec-runner-fixtures", features: "", options: [], gateFails: false)

    @Test(arguments: [
        ("en", "Flaky scenarios (they fail the run):", "passed 3 of 5: runs 2, 4 failed"),
        ("es", "Escenarios inestables (hacen fallar la ejecución):", "pasó 3 de 5: fallaron las ejecuciones 2, 4"),
    ])
    func aScenarioThatFailsOneTimeInTwoIsReportedFlakyWithItsRuns(
        language: String, heading: String, runs: String
    ) async throws {
        let scratch = try Self.scratch()
        // The files named, not their folder: the summary then lists no unused definition of the fixture runner.
        let files = ["features/repeated.feature", "features/failing.feature"]
        let run = try await SameRunTests.run(
            Self.runner, files + ["--repeat", "5", "--lang", language], in: scratch, name: "repeat")
        #expect(run.status == 1, "a flaky scenario fails the run")
        let summary = run.summary.joined(separator: "\n")
        #expect(summary.contains(heading + "\n  features/repeated.feature:3  # sometimes fails\n    " + runs))
        // Always failing is failed, not flaky; always passing is neither.
        let flaky = try #require(summary.range(of: heading)).upperBound
        #expect(!summary[flaky...].contains("always"))
        #expect(summary.contains("features/failing.feature:3  # always fails"))
        let markdown = run.markdown.joined(separator: "\n")
        #expect(markdown.contains("**sometimes fails** (features/repeated.feature:3): " + runs))
        try Self.compare(run.summary, golden: "repeat.\(language).summary")
        try Self.compare(run.markdown, golden: "repeat.\(language).markdown")
        if language == "en" { try Self.compare(run.junit, golden: "repeat.junit") }
    }

    /// Every repetition is an attempt of the same test case that is not retried: its failure counts.
    @Test func eachRepetitionIsAnAttemptOfTheSameTestCaseThatIsNotRetried() async throws {
        let scratch = try Self.scratch()
        let run = try await SameRunTests.run(
            Self.runner, ["features/repeated.feature:3", "--repeat", "5"], in: scratch, name: "repeat")
        let started = try run.messages.compactMap { line -> [String: Any]? in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["testCaseStarted"] as? [String: Any]
        }
        #expect(started.map { $0["attempt"] as? Int } == [0, 1, 2, 3, 4])
        #expect(Set(started.map { $0["testCaseId"] as? String }).count == 1)
        #expect(run.messages.filter { $0.contains(#""willBeRetried":false"#) }.count == 5)
        #expect(!run.messages.contains { $0.contains(#""willBeRetried":true"#) })
        #expect(run.status == 1)
        // The pretty output says which run each is.
        let pretty = try await FixtureProcess.run(
            ["features/repeated.feature:3", "--repeat", "5", "--no-color", "--lang", "es"], in: scratch.path)
        for number in 1...5 { #expect(pretty.output.contains("(ejecución \(number) de 5)"), "\(pretty.output)") }
    }

    @Test func anAlwaysPassingScenarioIsNotFlakyAndTheRunPasses() async throws {
        let scratch = try Self.scratch()
        let run = try await SameRunTests.run(
            Self.runner, ["features/repeated.feature:6", "--repeat", "5"], in: scratch, name: "repeat")
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.summary.contains { $0.contains("lak") })
        #expect(run.messages.filter { $0.contains(#""testCaseStarted""#) }.count == 5)
    }

    /// `--repeat 1` is a run without it: the same reports, line for line (times aside).
    @Test func repeatingOnceIsTheRunWithoutRepeat() async throws {
        let scratch = try Self.scratch()
        let once = try await SameRunTests.run(Self.runner, ["features", "--repeat", "1"], in: scratch, name: "once")
        let plain = try await SameRunTests.run(Self.runner, ["features"], in: scratch, name: "plain")
        #expect(once == plain, "\(once.differences(from: plain))")
    }

    /// The pull request's use: the scenarios added or edited since a revision of a real git repository, five times
    /// each; the flaky one added is caught, and what did not change does not run.
    @Test func changedSinceRunsTheNewScenariosRepeatedlyAndCatchesTheFlakyOne() async throws {
        let scratch = try SpecificationDiffTests.repository()
        let flaky = "  Scenario: flaky arrival\n    Given a step that fails every other call for \"arrival\"\n"
        try scratch.write("Features/other.feature", "Feature: other\n" + flaky)
        let run = try await FixtureProcess.run(
            ["--changed-since", "HEAD", "--repeat", "5", "--format", "summary", "--no-color"], in: scratch.path)
        #expect(run.status == 1)
        #expect(run.output.contains("Features/other.feature:2  # flaky arrival\n    passed 3 of 5: runs 2, 4 failed"))
        #expect(run.output.contains("5 scenarios (3 passed, 2 failed, 1 flaky)"), "\(run.output)")
    }

    /// A worker that crashes in run 2 of 4: that run fails with the crash, as a crash without `--repeat` does, and a
    /// new worker runs runs 3 and 4; every report has the four runs, and every run its own attempt id.
    @Test func aWorkerThatCrashesInOneRunFailsThatRunAndANewWorkerRunsTheOthers() async throws {
        let scratch = try Self.scratch([
            "features/crash.feature": """
            Feature: Crashing

              Scenario: crashes once
                Given a step that traps on call 2 counted in "calls.txt"

              Scenario: always passes
                Given a step that passes
            """
        ])
        let run = try await SameRunTests.run(
            Self.runner, ["features/crash.feature", "--repeat", "4", "--jobs", "2"], in: scratch, name: "crash")
        #expect(run.status == 1, "\(run.errors)")
        let objects = try run.messages.compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let started = objects.compactMap { $0["testCaseStarted"] as? [String: Any] }
        let crashing = try #require(started.first?["testCaseId"] as? String)
        let attempts = started.filter { $0["testCaseId"] as? String == crashing }.map { $0["attempt"] as? Int }
        #expect(attempts == [0, 1, 2, 3])
        #expect(started.count == 8)
        let ids = started.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == 8, "an attempt id reused: \(ids)")
        let finished = objects.compactMap {
            ($0["testCaseFinished"] as? [String: Any])?["testCaseStartedId"] as? String
        }
        #expect(finished == ids, "each attempt finished once, in order")
        #expect(run.messages.contains { $0.contains("crashed: signal") }, "the crash is reported")
        let summary = run.summary.joined(separator: "\n")
        #expect(summary.contains("features/crash.feature:3  # crashes once\n    passed 3 of 4: run 2 failed"))
        #expect(summary.contains("2 scenarios (1 passed, 1 failed, 1 flaky)"), "\(summary)")
        #expect(run.markdown.contains { $0.contains("passed 3 of 4: run 2 failed") })
        #expect(run.junit.contains { $0.contains("runs: 1 passed, 2 failed, 3 passed, 4 passed") }, "\(run.junit)")
    }

    /// Serially, in two worker processes and as three shards merged, the same runs and the same verdict.
    @Test func workersAndAShardMergeGiveTheSameVerdictAsASerialRun() async throws {
        let scratch = try Self.scratch()
        let options = ["--repeat", "5"]
        let serial = try await SameRunTests.run(Self.runner, ["features"] + options, in: scratch, name: "serial")
        #expect(serial.summary.contains { $0.contains("passed 3 of 5: runs 2, 4 failed") })
        let parallel = try await SameRunTests.run(
            Self.runner, ["features", "--jobs", "2"] + options, in: scratch, name: "jobs")
        #expect(parallel == serial, "--jobs 2: \(parallel.differences(from: serial))")
        for index in 1...3 {
            let shard = try await FixtureProcess.run(
                ["features", "--shard", "\(index)/3", "--format", "message:shard-\(index).ndjson"] + options,
                in: scratch.path)
            #expect([0, 1].contains(shard.status), "shard \(index): \(shard.errors)")
        }
        let merged = try await SameRunTests.run(
            Self.runner, ["merge", "shard-1.ndjson", "shard-2.ndjson", "shard-3.ndjson"], in: scratch, name: "merged")
        #expect(merged == serial, "merge of 3 shards: \(merged.differences(from: serial))")
    }

    @Test(arguments: [
        (["--repeat", "0"], "invalid --repeat 0", "give a whole number, 1 or more"),
        (["--repeat", "twice", "--lang", "es"], "--repeat twice no es válido", "da un número entero, 1 o más"),
        (["--repeat", "3", "--retry", "1"], "--repeat and --retry cannot be used together", "a retry would hide"),
        (["--retry", "1", "--repeat", "3", "--lang", "es"], "--repeat y --retry no pueden usarse juntos", "ocultaría"),
    ])
    func aBadRepeatIsAUsageErrorWithAHint(arguments: [String], message: String, hint: String) async throws {
        let scratch = try Self.scratch()
        let run = try await FixtureProcess.run(["features"] + arguments, in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
    }

    @Test func aBadRepeatInTheProfilesIsReportedAtItsLine() throws {
        let folder = try Scratch()
        try folder.write(ProfileFile.fileName, "[default]\nlang = es\nrepeat = 0\n")
        do {
            _ = try RunArguments.parse(
                [], environment: [:], isTerminal: false, workingDirectory: folder.path, profileDirectory: folder.path)
            Issue.record("repeat = 0 was accepted")
        } catch {
            #expect(error.message == "spec-runner.profiles:3: --repeat 0 no es válido")
            #expect(error.hint?.hasPrefix("da un número entero, 1 o más") == true)
        }
        try folder.write(ProfileFile.fileName, "[default]\nrepeat = 5\n")
        let request = try RunArguments.parse(
            [], environment: [:], isTerminal: false, workingDirectory: folder.path, profileDirectory: folder.path)
        guard case .run(let configuration) = request else { throw Unexpected() }
        #expect(configuration.repetitions == 5)
    }

    private struct Unexpected: Error {}

    private static func compare(_ lines: [String], golden name: String) throws {
        let path = SameRunTests.root + "/Tests/Fixtures/Goldens/" + name
        // The fixture runner's lines move whenever a step is added to it.
        let text = lines.joined(separator: "\n").replacing(#/FixtureSteps\.swift:[0-9]+/#, with: "FixtureSteps.swift:N")
        if updating {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return
        }
        #expect(text == (try String(contentsOfFile: path, encoding: .utf8)), "golden \(name)")
    }
}
