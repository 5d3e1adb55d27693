import Foundation
import Testing

/// `--jobs`, `--shard`, crash isolation and signals, through the real executable.
@Suite struct ParallelRunTests {
    static let mixed = """
        Feature: mixed
          Scenario: first
            Given a step that passes
          Scenario: values
            Given the value is 3
            Then the value should be 3
          Scenario: failing
            Given a step that fails
          Scenario: values again
            Given the value is 4
            Then the value should be 5
          Scenario: last
            Given a step that sleeps 20 ms
        """

    static let crashing = """
        Feature: crashes
          Scenario: before
            Given a step that passes
          Scenario: trap
            Given a step that traps
            And a step that passes
          Scenario: unwrap
            Given a step that force-unwraps nil
          Scenario: overflow
            Given a step that overflows the stack
          Scenario: after
            Given a step that passes
        """

    /// The pretty report without timings, which differ from run to run.
    static func stable(_ output: String) -> String {
        output.split(separator: "\n").filter { !$0.hasPrefix("Finished in") }.joined(separator: "\n")
    }

    @Test(arguments: [1, 2, 3])
    func workersReportExactlyWhatASerialRunReports(jobs: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.mixed)
        let serial = try await FixtureProcess.run(["mixed.feature"], in: scratch.path)
        let parallel = try await FixtureProcess.run(["mixed.feature", "--jobs", "\(jobs)"], in: scratch.path)
        #expect(serial.status == 1)
        #expect(parallel.status == serial.status)
        #expect(Self.stable(parallel.output) == Self.stable(serial.output))
        #expect(serial.output.contains("5 scenarios (3 passed, 2 failed)"))
    }

    /// A run's Messages with what differs between processes masked (``SameRunTests/maskedMessages(_:)``).
    static func maskedMessages(_ path: String) throws -> [String] {
        try SameRunTests.maskedMessages(String(contentsOfFile: path, encoding: .utf8))
    }

    /// Workers parse only the files of their share, each from the first id the parent gave it: every message
    /// must still carry the ids of a serial run.
    @Test(arguments: [2, 3])
    func workersMessagesAreASerialRunsOnceTimesAndWorkersAreMasked(jobs: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("a/mixed.feature", Self.mixed)
        try scratch.write(
            "b/outline.feature",
            """
            Feature: outline
              Scenario Outline: value <n>
                Given the value is <n>
                Then the value should be <m>
                Examples:
                  | n | m |
                  | 1 | 1 |
                  | 2 | 3 |
                  | 4 | 4 |
            """)
        try scratch.write("c/passing.feature", "Feature: passing\n  Scenario: only\n    Given a step that passes\n")
        // An undefined step's suggestion names its pickle step: an id the worker makes from its own parse.
        try scratch.write("d/undefined.feature", "Feature: undefined\n  Scenario: gap\n    Given a step nobody wrote\n")
        let serial = try await FixtureProcess.run(
            ["a", "b", "c", "d", "--format", "message:serial.ndjson"], in: scratch.path)
        let parallel = try await FixtureProcess.run(
            ["a", "b", "c", "d", "--jobs", "\(jobs)", "--format", "message:jobs.ndjson"], in: scratch.path)
        #expect(serial.status == 1)
        #expect(parallel.status == serial.status, "\(parallel.errors)")
        let expected = try Self.maskedMessages(scratch.path + "/serial.ndjson")
        let actual = try Self.maskedMessages(scratch.path + "/jobs.ndjson")
        #expect(expected.count > 40)
        #expect(actual == expected)
    }

    @Test func warningsAboutTheFilesArePrintedOnceWhateverTheWorkers() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "warned.feature",
            """
            Feature: warned
              Scenaro: misspelt title, read as description
              Scenario Outline: values <vlaue>
                Given the value is <value>
                Then the value should be <value>
                Examples:
                  | value |
                  | 1     |
                  | 2     |
            """)
        let serial = try await FixtureProcess.run(["warned.feature"], in: scratch.path)
        let parallel = try await FixtureProcess.run(["warned.feature", "--jobs", "2"], in: scratch.path)
        #expect(serial.status == 0)
        #expect(parallel.status == 0)
        for run in [serial, parallel] {
            let warnings = run.errors.components(separatedBy: "warning:").count - 1
            #expect(warnings == 2, "the description line and the placeholder, once each: \(run.errors)")
        }
    }

    @Test func aDryRunWithJobsRunsInProcessAndReportsWhatASerialDryRunReports() async throws {
        let scratch = try Scratch()
        try scratch.write("crashes.feature", Self.crashing)
        let serial = try await FixtureProcess.run(
            ["crashes.feature", "--dry-run", "--format", "pretty", "--format", "message:serial.ndjson"],
            in: scratch.path)
        let parallel = try await FixtureProcess.run(
            ["crashes.feature", "--dry-run", "--jobs", "2", "--format", "pretty", "--format", "message:jobs.ndjson"],
            in: scratch.path)
        #expect(parallel.status == serial.status)
        #expect(Self.stable(parallel.output) == Self.stable(serial.output))
        #expect(serial.output.contains("5 scenarios (5 skipped)"))
        // Workers prefix the ids they make while running (`1.42`): the same ids as a serial run's mean that no
        // worker ran the test cases.
        let ids = { (name: String) throws -> [String] in
            let stream = try String(contentsOfFile: scratch.path + "/" + name, encoding: .utf8)
            return stream.split(separator: "\n").filter { $0.hasPrefix("{\"testCaseStarted\"") }.compactMap {
                $0.split(separator: "\"id\":\"").dropFirst().first?.split(separator: "\"").first.map(String.init)
            }
        }
        let serialIds = try ids("serial.ndjson")
        #expect(serialIds.count == 5)
        #expect(try ids("jobs.ndjson") == serialIds)
    }

    @Test func aCrashingStepFailsOnlyItsScenarioAndTheRunGoesOn() async throws {
        let scratch = try Scratch()
        try scratch.write("crashes.feature", Self.crashing)
        let result = try await FixtureProcess.run(["crashes.feature", "--jobs", "2"], in: scratch.path)
        #expect(result.status == 1)
        #expect(result.output.contains("5 scenarios (2 passed, 3 failed)"))
        #expect(result.output.contains("crashed: signal 4 (SIGILL) while running this step (step at crashes.feature:5"))
        #expect(result.output.contains("Fatal error: a fatal error in a step"))
        #expect(result.output.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        // A stack overflow is SIGSEGV, except under the address sanitizer, which catches it and exits instead.
        let overflow = ["signal 11 (SIGSEGV)", "exited with status 1"].contains {
            result.output.contains("crashed: \($0) while running this step (step at crashes.feature:10")
        }
        #expect(overflow, "\(result.output)")
        #expect(result.output.contains("↷ And a step that passes"), "the steps after the crash are skipped")
    }

    /// A worker holds its lines and writes them in blocks; whatever ends it in the middle of a test case (a trap, a
    /// stack overflow, `exit`, a step past its timeout that ignores cancellation) still gets the results of the
    /// steps before out to the parent, and the step it died in; whether the reports want every step's start (the
    /// Messages do) or not (then a worker sets each aside, and sends only the one it dies in).
    static let deaths = [
        ("traps", "crashed: signal 4 (SIGILL) while running this step (step at dies.feature:5"),
        ("overflows the stack", "crashed: signal 11 (SIGSEGV) while running this step (step at dies.feature:5"),
        ("calls exit 3", "crashed: exited with status 3 while running this step (step at dies.feature:5"),
        (
            "spins for 60000 ms",
            "timed out after 1 s and did not stop when cancelled, so its worker was killed 5 s later "
                + "(step at dies.feature:5"
        ),
    ]

    @Test(arguments: deaths, [true, false])
    func aWorkerThatDiesMidTestCaseKeepsTheEarlierStepsResultsAndNamesTheStep(
        death: (step: String, failure: String), messages: Bool
    ) async throws {
        let (step, failure) = death
        let scratch = try Scratch()
        try scratch.write(
            "dies.feature",
            """
            Feature: dies
              Scenario: dies after two steps
                Given the value is 3
                Then the value should be 3
                When a step that \(step)
                Then a step that passes
              Scenario: after
                Given a step that passes
            """)
        let result = try await FixtureProcess.run(
            ["dies.feature", "--jobs", "1", "--timeout", "1", "--format", "pretty"]
                + (messages ? ["--format", "message:run.ndjson"] : []),
            in: scratch.path, timeout: 40)
        #expect(result.status == 1)
        #expect(result.output.contains("2 scenarios (1 passed, 1 failed)"), "\(result.output)")
        #expect(result.output.contains(failure), "\(result.output)")
        // The two steps before passed in the worker: their results are the worker's own, not made up by the parent.
        let steps = ["✓ Given the value is 3", "✓ Then the value should be 3", "✗ When a step that ", "↷ Then a step"]
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(steps.allSatisfy { step in lines.contains { $0.hasPrefix(step) } }, "\(result.output)")
        guard messages else { return }
        let statuses = try String(contentsOfFile: scratch.path + "/run.ndjson", encoding: .utf8)
            .split(separator: "\n")
            .compactMap { line -> String? in
                guard
                    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let finished = object["testStepFinished"] as? [String: Any],
                    let result = finished["testStepResult"] as? [String: Any]
                else { return nil }
                return result["status"] as? String
            }
        #expect(statuses == ["PASSED", "PASSED", "FAILED", "SKIPPED", "PASSED"])
    }

    /// A worker killed from outside (as the out-of-memory killer does, with SIGKILL, which no handler sees) loses
    /// only what it held since its test case started: the parent still knows the test case, fails it saying the
    /// step is not known, and the rest of the share runs in a new worker.
    @Test func aWorkerKilledFromOutsideFailsOnlyItsScenarioAndTheRestOfItsShareRuns() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "killed.feature",
            """
            Feature: killed
              Scenario: before
                Given a step that passes
              Scenario: killed after a step
                Given the value is 3
                When a step that is killed from outside
                Then a step that passes
              Scenario: after
                Given a step that passes
            """)
        let result = try await FixtureProcess.run(
            ["killed.feature", "--jobs", "1", "--format", "pretty"], in: scratch.path, timeout: 40)
        #expect(result.status == 1)
        #expect(result.output.contains("3 scenarios (2 passed, 1 failed)"), "\(result.output)")
        // Which step is known only if the worker's timer sent its start first (a tenth of a second), which a
        // loaded machine may allow; the test case is known either way.
        #expect(result.output.contains("crashed: signal 9 (SIGKILL) while running this"), "\(result.output)")
    }

    /// A worker runs the pickles its share carries and reads no feature file: a worker started after a file is gone
    /// (the one replacing a crashed worker) still runs that file's scenarios as the parent planned them.
    @Test func aWorkerRunsItsShareFromThePlanEvenWhenItsFeatureFileIsGone() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "a.feature",
            """
            Feature: a
              Scenario: removes the other file
                Given a step that removes the file "b.feature"
              Scenario: crashes
                Given a step that traps
            """)
        try scratch.write(
            "b.feature",
            """
            Feature: b
              Scenario: runs from the plan
                Given the value is 3
                Then the value should be 3
            """)
        let result = try await FixtureProcess.run(
            ["a.feature", "b.feature", "--jobs", "1", "--format", "pretty"], in: scratch.path, timeout: 40)
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/b.feature"))
        #expect(result.status == 1)
        #expect(result.output.contains("3 scenarios (2 passed, 1 failed)"), "\(result.output)")
        #expect(result.output.contains("✓ Then the value should be 3"), "\(result.output)")
        #expect(!result.errors.contains("b.feature"), "\(result.errors)")
    }

    @Test func withoutWorkersACrashEndsTheRunButKeepsTheReportSoFarAndSaysHowToIsolateIt() async throws {
        let scratch = try Scratch()
        try scratch.write("crashes.feature", Self.crashing)
        let result = try await FixtureProcess.run(["crashes.feature"], in: scratch.path)
        #expect(result.status != 0)
        #expect(result.output.contains("✓ Scenario: before"), "the scenario before the crash is reported")
        #expect(result.errors.contains("spec-runner: the run crashed in the scenario at crashes.feature:4 (trap)"))
        #expect(result.errors.contains("Run with --jobs 1"))
    }

    @Test func withoutWorkersACrashLeavesThePreviousReportAsItWasAndNothingBesideIt() async throws {
        let scratch = try Scratch()
        try scratch.write("crashes.feature", Self.crashing)
        let report = try scratch.write("reports/junit.xml", "the previous report")
        let result = try await FixtureProcess.run(
            ["crashes.feature", "--format", "junit:reports/junit.xml"], in: scratch.path)
        #expect(result.status != 0)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "the previous report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/reports") == ["junit.xml"])
    }

    @Test func withoutWorkersACrashLeavesARerunFileOfTheFailedAndUnfinishedScenarios() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "crashes.feature",
            """
            Feature: crashes
              Scenario: passes
                Given a step that passes
              Scenario: fails
                Given a step that fails
              Scenario: trap
                Given a step that traps
              Scenario: after
                Given a step that passes
            """)
        try scratch.write("rerun.txt", "a previous run's failures.feature:1\n")
        let result = try await FixtureProcess.run(
            ["crashes.feature", "--format", "rerun:rerun.txt", "--format", "progress"], in: scratch.path)
        #expect(result.status != 0)
        let rerun = try String(contentsOfFile: scratch.path + "/rerun.txt", encoding: .utf8)
        #expect(rerun == "crashes.feature:4\ncrashes.feature:6\ncrashes.feature:8\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
                "crashes.feature", "rerun.txt",
            ])
    }

    /// A worker that held another's pipes open (its standard input above all) would keep that one waiting for its
    /// assignment for as long as it lived.
    @Test func noWorkerHoldsAnotherWorkersPipes() async throws {
        let scratch = try Scratch()
        try scratch.write(
            "busy.feature",
            """
            Feature: busy
              Scenario: one
                Given a step that waits for the file "done"
              Scenario: two
                Given a step that waits for the file "done"
            """)
        let folder = scratch.path
        let run = Task { try await FixtureProcess.run(["busy.feature", "--jobs", "2"], in: folder) }
        var workers: [String] = []
        // Up to 60 s for both workers to be up (under the whole suite's load, a run of this test took 43 s, and its
        // workers were not yet up after 20 s); they wait for the file `done`, so they are still there when seen.
        for _ in 0..<600 where workers.count < 2 {
            try await Task.sleep(nanoseconds: 100_000_000)
            workers = NoAccidentalGreenTests.processes(in: scratch.path).filter { pid in
                (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.contains("--worker") == true
            }
        }
        #expect(workers.count == 2)
        /// The pipes a process has open, by descriptor.
        func pipes(of pid: String) -> [String: String] {
            let folder = "/proc/\(pid)/fd"
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return descriptors.reduce(into: [:]) { pipes, descriptor in
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(descriptor)"),
                    target.hasPrefix("pipe:")
                {
                    pipes[descriptor] = target
                }
            }
        }
        if workers.count == 2 {
            let first = pipes(of: workers[0])
            let second = pipes(of: workers[1])
            let ownFirst = Set(["0", "2", "3"].compactMap { first[$0] })
            let ownSecond = Set(["0", "2", "3"].compactMap { second[$0] })
            #expect(ownFirst.isDisjoint(with: second.values), "\(second) holds pipes of \(first)")
            #expect(ownSecond.isDisjoint(with: first.values), "\(first) holds pipes of \(second)")
        }
        try scratch.write("done", "")
        let result = try await run.value
        #expect(result.status == 0)
    }

    @Test func shardsSplitTheRunIntoDisjointSlicesThatAddUpToTheWhole() async throws {
        let scratch = try Scratch()
        try scratch.write("mixed.feature", Self.mixed)
        var seen: [String] = []
        for index in 1...3 {
            let summary = try await FixtureProcess.run(
                ["mixed.feature", "--shard", "\(index)/3", "--dry-run"], in: scratch.path)
            seen += summary.output.split(separator: "\n").filter { $0.contains("Scenario:") }.map(String.init)
        }
        let whole = try await FixtureProcess.run(["mixed.feature", "--dry-run"], in: scratch.path)
        let all = whole.output.split(separator: "\n").filter { $0.contains("Scenario:") }.map(String.init)
        #expect(seen.sorted() == all.sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test(arguments: [0, 2])
    func afterASignalTheRerunFileListsTheScenariosThatDidNotFinish(jobs: Int) async throws {
        let scratch = try Scratch()
        try scratch.write(
            "slow.feature",
            """
            Feature: slow
              Scenario: quick
                Given a step that passes
              Scenario: failing
                Given a step that fails
              Scenario: slow
                Given a step that sleeps 20000 ms
              Scenario: never
                Given a step that passes
            """
        )
        let result = try await FixtureProcess.run(
            ["slow.feature", "--format", "pretty", "--format", "rerun:rerun.txt", "--jobs", "\(jobs)"],
            in: scratch.path, signal: SIGINT, signalWhenOutputContains: "✗ Scenario: failing", signalAfter: 0.5)
        #expect(result.status == 130)
        let rerun = try String(contentsOfFile: scratch.path + "/rerun.txt", encoding: .utf8)
        // With workers, the last scenario may have run (and passed) while the slow one was sleeping.
        #expect(rerun == "slow.feature:4:6:8\n" || (jobs > 0 && rerun == "slow.feature:4:6\n"), "\(result.output)")
    }

    /// Sent to the runner, or to its whole process group (a terminal's Ctrl-C, a service manager): either way the
    /// run hears it once, though its supervising process forwards what it is sent.
    @Test(arguments: [SIGINT, SIGTERM], [false, true])
    func aSignalStopsTheRunAndStillWritesTheReports(signal: Int32, toGroup: Bool) async throws {
        let status = 128 + signal
        let scratch = try Scratch()
        try scratch.write(
            "slow.feature",
            """
            Feature: slow
              Scenario: quick
                Given a step that passes
              Scenario: slow
                Given a step that sleeps 60000 ms
              Scenario: never
                Given a step that passes
            """
        )
        let started = Date()
        let result = try await FixtureProcess.run(
            ["slow.feature", "--format", "pretty", "--format", "message:run.ndjson", "--format", "junit:junit.xml"],
            in: scratch.path,
            signal: signal,
            signalWhenOutputContains: "✓ Scenario: quick",
            signalAfter: 0.5,
            toProcessGroup: toGroup
        )
        // Well under the step's 60 s, with room for a loaded machine's slow start (15 s was exceeded under load).
        #expect(Date().timeIntervalSince(started) < 45, "the slow step was cancelled")
        #expect(result.status == status)
        #expect(result.output.contains("(1 not run)"))
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        // Heard once: the notice of the first signal stands once, and no second signal ended the process at once.
        #expect(result.errors.components(separatedBy: "\(name) received: stopping").count == 2, "\(result.errors)")
        let messages = try String(contentsOfFile: scratch.path + "/run.ndjson", encoding: .utf8)
        #expect(messages.contains("\"testRunFinished\""), "the message report was completed")
        #expect(messages.contains("\"message\":\"interrupted by \(name): scenarios not finished are not run\""))
        let junit = try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("The run stopped: interrupted by \(name)"), "the JUnit report says it was interrupted")
        #expect(junit.hasSuffix("</testsuites>\n"))
    }
}
