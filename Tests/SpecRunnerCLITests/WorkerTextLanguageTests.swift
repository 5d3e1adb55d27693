import Foundation
import SpecRunner
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

    /// A share that is not one (cut short, garbled) ends the worker with an error saying so, in the run's language,
    /// rather than a trap or a run of nothing.
    @Test(arguments: [
        ("en", [UInt8](repeating: 0xFF, count: 3), "error: the parent process sent a malformed share of the plan"),
        ("es", [1, 0, 0, 2], "error: el proceso principal envió una parte del plan mal formada"),
    ])
    func aMalformedShareIsAClearErrorInTheRunsLanguage(language: String, share: [UInt8], expected: String) throws {
        var configuration = RunConfiguration()
        configuration.outputLanguage = language
        let assignment: [String: Any] = [
            "configuration": try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration)),
            "workerId": "w1",
        ]
        let process = Process()
        process.executableURL = FixtureProcess.executable
        process.arguments = ["--worker"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(
            contentsOf: try JSONSerialization.data(withJSONObject: assignment) + [0x0A] + share)
        try input.fileHandleForWriting.close()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text == expected + "\n")
    }
}
