import Foundation
import Testing

/// A run is never green by accident: step code that ends the process, or a step that will not stop, fails the
/// run with its reports finished and the step named.
@Suite struct NoAccidentalGreenTests {
    static let exiting = """
        Feature: exiting
          Scenario: passes
            Given a step that passes
          Scenario: exits
            Given a step that calls exit STATUS
          Scenario: never
            Given a step that passes
        """

    @Test(arguments: [0, 3])
    func stepCodeThatEndsTheProcessFailsTheRunNamingTheStepWithItsReportsFinished(status: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("exiting.feature", Self.exiting.replacing("STATUS", with: "\(status)"))
        let result = try await FixtureProcess.run(
            ["exiting.feature", "--format", "pretty", "--format", "junit:junit.xml"], in: scratch.path)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains(
                "error: the run stopped: step code ended the process (exit) while running the step at exiting.feature:5;"
            ), "\(result.errors)")
        #expect(result.output.contains("✓ Scenario: passes"))
        #expect(result.output.contains("2 scenarios (1 passed, 1 failed) (1 not run)"), "\(result.output)")
        let junit = try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8)
        #expect(junit.hasSuffix("</testsuites>\n"), "\(junit)")
        #expect(junit.contains("step code ended the process (exit)"))
    }

    @Test func stepCodeThatEndsTheProcessFromAnotherThreadFailsTheRunAndKeepsThePreviousReports() async throws {
        let scratch = try Scratch()
        try scratch.write("exiting.feature", Self.exiting.replacing("STATUS", with: "0 from another thread"))
        let report = try scratch.write("junit.xml", "the previous report")
        let result = try await FixtureProcess.run(["exiting.feature", "--format", "junit:junit.xml"], in: scratch.path)
        #expect(result.status == 1)
        #expect(result.errors.contains("error: step code ended the process (exit) during the run"), "\(result.errors)")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "the previous report")
    }

    @Test func withWorkersStepCodeThatEndsTheProcessFailsItsScenarioAndTheRunGoesOn() async throws {
        let scratch = try Scratch()
        try scratch.write("exiting.feature", Self.exiting.replacing("STATUS", with: "0"))
        let result = try await FixtureProcess.run(["exiting.feature", "--jobs", "1"], in: scratch.path)
        #expect(result.status == 1)
        #expect(
            result.output.contains("crashed: exited with status 0 while running this step (step at exiting.feature:5"))
        #expect(result.output.contains("3 scenarios (2 passed, 1 failed)"))
    }

    @Test func withoutWorkersAStepThatIgnoresItsTimeoutEndsTheRunWithItsReportsFinished() async throws {
        let scratch = try Scratch()
        try scratch.write("stuck.feature", Self.stuck)
        let started = Date()
        let result = try await FixtureProcess.run(
            ["stuck.feature", "--timeout", "1", "--format", "pretty", "--format", "junit:junit.xml"],
            in: scratch.path, timeout: 40)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("the step at stuck.feature:5;"), "\(result.errors)")
        #expect(result.errors.contains("ran past --timeout 1 s and did not stop when cancelled"))
        #expect(result.errors.contains("Run with --jobs 1"))
        let junit = try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8)
        #expect(junit.hasSuffix("</testsuites>\n"), "\(junit)")
    }

    static let stuck = """
        Feature: stuck
          Scenario: passes
            Given a step that passes
          Scenario: spins
            Given a step that spins for 60000 ms
          Scenario: after
            Given a step that passes
        """

    @Test func withWorkersAStuckStepsWorkerIsKilledTheStepTimesOutAndTheRunGoesOn() async throws {
        let scratch = try Scratch()
        try scratch.write("stuck.feature", Self.stuck)
        let started = Date()
        let result = try await FixtureProcess.run(
            ["stuck.feature", "--jobs", "1", "--timeout", "1", "--format", "pretty", "--format", "junit:junit.xml"],
            in: scratch.path, timeout: 40)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.output.contains(
                "timed out after 1 s and did not stop when cancelled, so its worker was killed 5 s later "
                    + "(step at stuck.feature:5;"), "\(result.output)")
        #expect(result.output.contains("3 scenarios (2 passed, 1 failed)"), "a fresh worker ran the rest")
        let junit = try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure type=\"failed\" message=\"timed out after 1 s and did not stop"))
    }

    @Test func aSecondSignalKillsTheWorkersTooAndLeavesThePreviousReportAsItWas() async throws {
        let scratch = try Scratch()
        try scratch.write("stuck.feature", Self.stuck)
        let report = try scratch.write("reports/junit.xml", "the previous report")
        let result = try await FixtureProcess.run(
            [
                "stuck.feature", "--jobs", "2", "--timeout", "0", "--format", "pretty", "--format",
                "junit:reports/junit.xml",
            ],
            in: scratch.path, signal: SIGINT,
            signalWhenOutputContains: "✓ Scenario: passes", signalAfter: 0.5, signalTwice: true, timeout: 30)
        #expect(result.status == 130, "\(result.errors)")
        // Nothing started in the scratch folder may survive the runner.
        var survivors: [String] = []
        for _ in 0..<20 {
            survivors = Self.processes(in: scratch.path)
            if survivors.isEmpty { break }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        for pid in survivors { kill(pid_t(pid)!, SIGKILL) }
        #expect(survivors.isEmpty, "orphaned workers: \(survivors)")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "the previous report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/reports") == ["junit.xml"])
    }

    /// The processes whose working directory is `folder`.
    static func processes(in folder: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.filter { pid in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) == folder
        }
    }
}
