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

    /// `_exit` runs no handler: the process around the run (`RunSupervisor`) sees the status 0 nobody announced.
    @Test func withoutWorkersUnderscoreExitZeroFromAStepFailsTheRunAndSaysHowToNameTheStep() async throws {
        let scratch = try Scratch()
        try scratch.write("exiting.feature", Self.exiting.replacing("calls exit STATUS", with: "calls _exit 0"))
        let result = try await FixtureProcess.run(["exiting.feature", "--format", "progress"], in: scratch.path)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains(
                "spec-runner: error: the run ended before it finished: code of a step or hook ended the process with "
                    + "status 0"), "\(result.errors)")
        #expect(result.errors.contains("hint: the run counts as failed; run it again with --jobs 1"))
    }

    @Test func withoutWorkersUnderscoreExitWithAFailingStatusKeepsThatStatus() async throws {
        let scratch = try Scratch()
        try scratch.write("exiting.feature", Self.exiting.replacing("calls exit STATUS", with: "calls _exit 3"))
        let result = try await FixtureProcess.run(["exiting.feature"], in: scratch.path)
        #expect(result.status == 3, "\(result.errors)")
        #expect(!result.errors.contains("the run ended before it finished"))
    }

    /// Under a limit on processes, Dispatch would wait for ever for a thread: the run refuses to start instead.
    ///
    /// The limit counts every process of the user, so the run is made by a user id no other process has (other
    /// tests run as `nobody` meanwhile, and a start refused by `exec` itself would test nothing).
    @Test(
        .enabled(
            if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
                && FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"),
            "needs root to switch to an unprivileged user, whom the limit binds"),
        arguments: [2, 4])
    func aProcessLimitTooLowForTheRunsThreadsIsAnErrorNotAHang(limit: Int) async throws {
        let scratch = try Scratch()
        try scratch.write("exiting.feature", Self.exiting.replacing("calls exit STATUS", with: "passes"))
        chmod(scratch.path, 0o777)
        let result = try await FixtureProcess.run(
            ["exiting.feature"], in: scratch.path, timeout: 30,
            through: [
                "/usr/bin/prlimit", "--nproc=\(limit)", "/usr/bin/setpriv", "--reuid=64917", "--regid=64917",
                "--clear-groups",
            ])
        #expect(result.status == 2, "\(result.errors)")
        #expect(
            result.errors.contains("error: cannot start the run: the system would not make the"), "\(result.errors)")
        #expect(result.errors.contains("ulimit -u, is \(limit))"))
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

    /// A Spanish feature that passes, its first step written as `first`.
    static func spanish(_ first: String = "Dado a step that passes") -> String {
        "# language: es\nCaracterística: pagos\n\n  @humo\n  Escenario: paga\n    \(first)\n"
            + "    Entonces a step that passes\n"
    }

    /// What a product owner's editor or habits leave in a passing folder; each is left unchecked, and the real
    /// command line says so, fails the gate and does not call the run green.
    static let uncheckedEdits: [(name: String, text: String, says: String)] = [
        ("pagos.feature", spanish("Dado\u{00A0}a step that passes"), "carácter invisible (U+00A0)"),
        ("pagos.feature", spanish("- Dado a step that passes"), "«-» delante del paso"),
        ("pagos.feature", spanish("1. Dado a step that passes"), "«1.» delante del paso"),
        ("pagos.feature", spanish("Dadoa step that passes"), "la palabra clave «Dado» está pegada"),
        ("Pagos.Feature", spanish(), "Pagos.Feature: aviso: parece un archivo de especificación, pero no se lee"),
        ("carrito.feature.txt", spanish(), "pista: renómbralo «carrito.feature» si debe ejecutarse"),
        ("carrito.feature ", spanish(), "carrito.feature : aviso: parece un archivo de especificación"),
    ]

    @Test(arguments: uncheckedEdits.indices)
    func anEditThatLeavesWhatTheProductOwnerWroteUncheckedFailsTheGateThroughTheCommandLine(edit: Int) async throws {
        let (name, text, says) = Self.uncheckedEdits[edit]
        let scratch = try Scratch()
        try scratch.write("spec/inicio.feature", Self.spanish())
        try scratch.write("spec/" + name, text)
        let result = try await FixtureProcess.run(
            ["spec", "--lang", "es", "--coverage-min", "100", "--format", "summary", "--format", "html:r.html"],
            in: scratch.path)
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.errors.contains(says), "\(result.errors)")
        #expect(result.output.contains("La especificación no está en verde"), "\(result.output)")
        #expect(result.output.contains("Escrito pero nunca comprobado: "), "\(result.output)")
        let html = try String(contentsOfFile: scratch.path + "/r.html", encoding: .utf8)
        #expect(html.contains("La especificación no está en verde"), "the banner is not green")
    }

    @Test(arguments: [("@humo", "@hummo"), ("humo", "@humo")])
    func aTagALetterFromTheOneInTheFilesSaysWhatWasMeant(typed: String, meant: String) async throws {
        let scratch = try Scratch()
        try scratch.write("pagos.feature", Self.spanish().replacing(typed == "humo" ? "@@" : "@humo", with: "@hummo"))
        let result = try await FixtureProcess.run(
            ["pagos.feature", "--lang", "es", "--tags", typed, "--coverage-min", "100"], in: scratch.path)
        #expect(result.status != 0, "\(result.errors)")
        #expect(result.errors.contains("ningún archivo de especificación elegido tiene la etiqueta \(typed)"))
        #expect(result.errors.contains("¿quisiste decir \(meant)?"), "\(result.errors)")
    }

    /// The processes whose working directory is `folder`.
    static func processes(in folder: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.filter { pid in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) == folder
        }
    }
}
