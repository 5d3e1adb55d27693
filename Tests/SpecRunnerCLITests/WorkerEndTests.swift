import Foundation
import Testing

/// How worker processes end (`--jobs`), through the real executable: a test case a worker did not finish is
/// failed and listed for a rerun, never skipped; every worker ends, from its start; workers never outnumber the
/// shares; `--jobs` is bounded.
@Suite struct WorkerEndTests {
    /// Three scenarios, the second ending its own process with `STEP`.
    static func ending(_ step: String) -> String {
        """
        Feature: ending
          Scenario: before
            Given a step that passes
          Scenario: ended
            Given a step that passes
            And \(step)
            And a step that passes
          Scenario: after
            Given a step that passes
        """
    }

    @Test(arguments: ["SIGTERM", "SIGINT"], [1, 2])
    func aSignalSentToOneWorkerFailsItsScenarioAndListsItForARerun(signal: String, jobs: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("ending.feature", Self.ending("a step that sends \(signal) to its own process"))
        let result = try await FixtureProcess.run(
            [
                "ending.feature", "--jobs", "\(jobs)", "--coverage-min", "100", "--format", "progress",
                "--format", "rerun:rerun.txt", "--format", "junit:junit.xml",
            ],
            in: scratch.path)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains("3 scenarios (2 passed, 1 failed)"), "\(result.output)")
        #expect(result.output.contains("not finished: its worker process received \(signal)"))
        #expect(result.errors.contains("received \(signal), sent to it and not to the runner"), "\(result.errors)")
        let rerun = try String(contentsOfFile: scratch.path + "/rerun.txt", encoding: .utf8)
        #expect(rerun.trimmingCharacters(in: .whitespacesAndNewlines) == "ending.feature:4")
        let junit = try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"1\""), "\(junit)")
    }

    @Test func aSignalSentToOneWorkerIsReportedInTheOutputLanguage() async throws {
        let scratch = try Scratch()
        try scratch.write("ending.feature", Self.ending("a step that sends SIGTERM to its own process"))
        let result = try await FixtureProcess.run(["ending.feature", "--jobs", "1", "--lang", "es"], in: scratch.path)
        #expect(result.status == 1)
        #expect(result.errors.contains("el proceso trabajador 1 recibió SIGTERM, enviada a él y no al ejecutor"))
    }

    @Test(arguments: ["a step that calls _exit 0", "a step that calls exit 0"], [1, 2])
    func aStepThatEndsItsWorkerWithStatusZeroFailsItsScenario(step: String, jobs: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("ending.feature", Self.ending(step))
        let result = try await FixtureProcess.run(
            ["ending.feature", "--jobs", "\(jobs)", "--format", "progress", "--format", "rerun:rerun.txt"],
            in: scratch.path)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains("3 scenarios (2 passed, 1 failed)"), "\(result.output)")
        #expect(result.output.contains("crashed: exited with status 0"))
        let rerun = try String(contentsOfFile: scratch.path + "/rerun.txt", encoding: .utf8)
        #expect(rerun.trimmingCharacters(in: .whitespacesAndNewlines) == "ending.feature:4")
    }

    /// A BeforeAll hook that blocks its thread, or stops its process: the worker sends nothing at all.
    @Test(arguments: ["before-all-blocks", "before-all-stops"])
    func aWorkerThatNeverReportsIsKilledAfterTheTimeoutAndTheRunFails(marker: String) async throws {
        let scratch = try Scratch()
        try scratch.write(marker, "")
        try scratch.write("ending.feature", Self.ending("a step that passes"))
        let started = Date()
        let result = try await FixtureProcess.run(
            ["ending.feature", "--jobs", "2", "--timeout", "1"], in: scratch.path, timeout: 40)
        #expect(Date().timeIntervalSince(started) < 25)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("sent nothing for longer than --timeout 1 s and 5 s more"), "\(result.errors)")
    }

    @Test func theFirstSIGTERMEndsARunWhoseStepIgnoresCancellationWithoutATimeout() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "blocking.feature",
            """
            Feature: b
              Scenario: passes
                Given a step that passes
              Scenario: blocks
                Given a step that prints "blocking" and blocks for 300000 ms
            """)
        let started = Date()
        let result = try await FixtureProcess.run(
            ["blocking.feature", "--jobs", "1", "--timeout", "0", "--format", "progress"], in: scratch.path,
            signal: SIGTERM, signalWhenOutputContains: "blocking", signalAfter: 0.5, timeout: 360)
        // Far below the step's 300 s: the signal ended it, however slowly a loaded machine starts the processes.
        #expect(Date().timeIntervalSince(started) < 120)
        #expect(result.status == 143, "\(result.errors)")
    }

    /// Fewer runs of test cases than workers: the workers without a share are never started, and no worker
    /// "ends outside any scenario".
    @Test(arguments: [4, 5, 40, 64, 100, 256])
    func moreJobsThanScenariosRunsGreen(jobs: Int) async throws {
        let scratch = try Scratch()
        try scratch.write(
            "one/five.feature",
            "Feature: five\n" + (1...5).map { "  Scenario: s\($0)\n    Given a step that passes\n" }.joined())
        try scratch.write("two/one.feature", "Feature: one\n  Scenario: only\n    Given a step that passes\n")
        let result = try await FixtureProcess.run(["one", "two", "--jobs", "\(jobs)"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("outside any scenario"))
        #expect(result.output.contains("6 scenarios (6 passed)"))
    }

    @Test(arguments: ["257", "1000000000000", "9223372036854775807", "99999999999999999999", "-1", "two"])
    func anOutOfRangeJobsIsAUsageErrorNamingTheBound(value: String) async throws {
        let scratch = try Scratch()
        try scratch.write("one.feature", "Feature: one\n  Scenario: only\n    Given a step that passes\n")
        let result = try await FixtureProcess.run(["one.feature", "--jobs", value], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("invalid --jobs \(value)"), "\(result.errors)")
        #expect(result.errors.contains("from 0 to 256"))
    }
}
