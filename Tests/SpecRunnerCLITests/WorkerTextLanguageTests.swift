import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// What the runner says about its worker processes, signals and crashes speaks the output language: each text in
/// English and in Spanish, chosen by the locale as any run's.
@Suite struct WorkerTextLanguageTests {
    static let crashing = """
        Feature: crashes
          Scenario: before
            Given a step that passes
          Scenario: trap
            Given a step that traps

        """

    @Test(arguments: [
        (
            "C",
            "spec-runner: the run crashed in the scenario at crashes.feature:4 (trap). Run with --jobs 1 to "
                + "report a crash as the failure of its scenario and go on with the rest."
        ),
        (
            "es_ES.UTF-8",
            "spec-runner: la ejecución se cayó en el escenario de crashes.feature:4 (trap). Ejecuta "
                + "con --jobs 1 para que una caída cuente como el fallo de su escenario y siga el resto."
        ),
    ])
    func aCrashWithoutWorkersIsExplainedInTheOutputLanguage(locale: String, expected: String) async throws {
        let scratch = try Scratch()
        try scratch.write("crashes.feature", Self.crashing)
        let result = try await FixtureProcess.run(
            ["crashes.feature"], in: scratch.path, through: ["/usr/bin/env", "LANG=\(locale)"])
        #expect(result.status != 0)
        #expect(result.errors.contains(expected), "\(result.errors)")
    }

    @Test(arguments: [
        (
            "C", "spec-runner: SIGINT received: stopping after the current step; send it again to quit at once",
            "interrupted by SIGINT: scenarios not finished are not run"
        ),
        (
            "es_ES.UTF-8",
            "spec-runner: SIGINT recibida: se detiene tras el paso en curso; envíala otra vez para salir en el acto",
            "interrumpida por SIGINT: los escenarios sin terminar no se ejecutan"
        ),
    ])
    func aSignalIsAcknowledgedAndReportedInTheOutputLanguage(
        locale: String, notice: String, report: String
    ) async throws {
        let scratch = try Scratch()
        try scratch.write(
            "slow.feature",
            "Feature: slow\n  Scenario: quick\n    Given a step that passes\n"
                + "  Scenario: slow\n    Given a step that sleeps 20000 ms\n"
        )
        let result = try await FixtureProcess.run(
            ["slow.feature", "--format", "pretty", "--format", "html:run.html"], in: scratch.path, signal: SIGINT,
            signalWhenOutputContains: "Scenario: quick", signalAfter: 0.5,
            through: ["/usr/bin/env", "LANG=\(locale)"])
        #expect(result.status == 130)
        #expect(result.errors.contains(notice), "\(result.errors)")
        #expect(result.errors.contains(report), "the run's error, on standard error: \(result.errors)")
        let page = try String(contentsOfFile: scratch.path + "/run.html", encoding: .utf8)
        #expect(page.contains(report), "and in the report for people")
    }

    @Test(arguments: [
        ("C", "error: --worker is internal: spec-runner starts its own workers with --jobs"),
        ("es_ES.UTF-8", "error: --worker es interno: spec-runner inicia sus propios procesos trabajadores con --jobs"),
    ])
    func aWorkerStartedByHandIsRefusedInTheOutputLanguage(locale: String, expected: String) throws {
        let process = Process()
        process.executableURL = FixtureProcess.executable
        process.arguments = ["--worker"]
        process.environment = ["LANG": locale]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text == expected + "\n")
    }

    /// The first line a parent writes: the wire's version (`WorkerWire.version`, 4), a tab, the assignment.
    private struct Assignment: Encodable {
        var configuration: RunConfiguration
        var workerId = "w1"
    }

    /// Runs `--worker` with `input` on its standard input (under `locale`); returns its status and its errors.
    private func worker(input: Data, locale: String = "C") throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = FixtureProcess.executable
        process.arguments = ["--worker"]
        process.environment = ["LANG": locale]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try pipe.fileHandleForWriting.write(contentsOf: input)
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A share that is not one (cut short, garbled) ends the worker with an error saying so, in the run's language,
    /// rather than a trap or a run of nothing.
    @Test(arguments: [
        ("en", [UInt8](repeating: 0xFF, count: 3), "error: the parent process sent a malformed share of the plan"),
        ("es", [1, 0, 0, 2], "error: el proceso principal envió una parte del plan mal formada"),
    ])
    func aMalformedShareIsAClearErrorInTheRunsLanguage(language: String, share: [UInt8], expected: String) throws {
        var configuration = RunConfiguration()
        configuration.outputLanguage = language
        let line = Data("4\t".utf8) + (try JSONEncoder().encode(Assignment(configuration: configuration))) + [0x0A]
        let result = try worker(input: line + share)
        #expect(result.status == 2)
        #expect(result.errors == expected + "\n")
    }

    /// A parent of another version of the wire (here the JSON line from before the version) is refused before
    /// anything runs, naming both versions, in the locale's language (the run's is not known yet).
    @Test(arguments: [
        (
            "C",
            "error: the runner speaks version 1 of the worker protocol and its worker version 4: the executable was "
                + "replaced during the run"
        ),
        (
            "es_ES.UTF-8",
            "error: el ejecutor habla la versión 1 del protocolo de los procesos trabajadores y su proceso trabajador "
                + "la 4: el ejecutable se reemplazó durante la ejecución"
        ),
    ])
    func aParentOfAnotherWireVersionIsRefusedNamingBoth(locale: String, expected: String) throws {
        let line = (try JSONEncoder().encode(Assignment(configuration: RunConfiguration()))) + [0x0A]
        let result = try worker(input: line, locale: locale)
        #expect(result.status == 2)
        #expect(result.errors == expected + "\n")
    }
}
