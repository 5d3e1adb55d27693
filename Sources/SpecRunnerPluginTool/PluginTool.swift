import Foundation
import SpecRunnerCore

/// The SpecRunnerPlugin build plugin's tool: reads a test target's feature files, prints the loading's problems as
/// a compiler does, and writes the target's generated tests.
///
/// It fails, failing the build, when a file does not parse: its located error is then the build's message, not a
/// confusing one from generated code (the file's scenarios are left out of the generated tests).
package enum PluginTool {
    /// Runs the tool with `arguments` (without the program's name) and returns its exit status.
    package static func run(_ arguments: [String]) -> Int32 {
        let catalog = MessageCatalog.named(environment: ProcessInfo.processInfo.environment)
        guard let request = PluginToolRequest(arguments) else {
            let usage = Diagnostic(.error, message: catalog.text(.pluginToolUsage))
            FileHandle.standardError.write(Data(usage.rendered(catalog).utf8))
            return 64
        }
        let scan = FeatureScan(request.features, packageRoot: request.packageRoot, catalog: catalog)
        let tests = GeneratedTests(
            features: scan.features, packageRoot: request.packageRoot, module: request.module,
            commandLine: request.commandLine)
        let diagnostics = scan.diagnostics + tests.collidingTags(catalog)
        FileHandle.standardOutput.write(Data(diagnostics.map(BuildDiagnostic.text).joined().utf8))
        do {
            try Data(tests.source.utf8).write(to: URL(fileURLWithPath: request.output), options: .atomic)
        } catch {
            let message = catalog.text(.pluginToolCannotWrite(reason: error.localizedDescription))
            let problem = Diagnostic(.error, path: request.output, message: message)
            FileHandle.standardError.write(Data(problem.rendered(catalog).utf8))
            return 1
        }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
