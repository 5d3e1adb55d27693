import Foundation
import PackagePlugin

/// `swift package spec-runner [ARGUMENTS…]`: runs the specification with the package's step definitions, as
/// `spec-runner ARGUMENTS…` would, without an executable target of the package's own.
///
/// It builds the package's tests and runs, in its test executable, the one test the SpecRunnerPlugin build plugin
/// generates in a test target that links `SpecRunnerCLI`: that test runs the command line with the arguments
/// handed over here and the target's step libraries (`SpecRunnerSteps`). The run's output is the runner's, and the
/// command fails when the run does. (The test executable is run directly, as `swift test` runs it on Linux.)
@main
struct SpecRunnerCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.all(includingTests: true), parameters: .init(echoLogs: true))
        guard build.succeeded else { exit(1) }
        let folders = Set(build.builtArtifacts.map { $0.url.deletingLastPathComponent() })
            .union([
                context.pluginWorkDirectoryURL.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("debug")
            ])
        let name = context.package.displayName + "PackageTests.xctest"
        guard
            let tests = folders.map({ $0.appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            Diagnostics.error("spec-runner: no test executable \(name) was built")
            exit(1)
        }
        let process = Process()
        process.executableURL = tests
        process.arguments = ["--testing-library", "swift-testing", "--filter", "`spec-runner`", "--quiet"]
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["SPEC_RUNNER_PLUGIN_ARGUMENTS"] = String(
            decoding: try JSONEncoder().encode(arguments), as: UTF8.self)
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
