import Foundation
import PackagePlugin

/// Generates one Swift Testing test per scenario and examples row of a test target's feature files, tagged with
/// their Gherkin tags, and reports the files' parse errors and content warnings as the build's diagnostics.
///
/// The feature files are the package's `Features/` folder (all of it) and those in the target's own folder:
/// `*.feature` and `*.feature.md`. Each is an input of the build command, so that editing one builds again.
@main
struct SpecRunnerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let own = target.sourceFiles.map(\.url).filter(Self.isFeatureFile)
        // A test target that links the command line gets the test `swift package spec-runner` runs (the product
        // in a consumer, the target in this package).
        let linksCommandLine = target.dependencies.contains {
            switch $0 {
            case .product(let product): product.name == "SpecRunnerCLI"
            case .target(let target): target.name == "SpecRunnerCLI"
            @unknown default: false
            }
        }
        return [
            try Self.command(
                tool: context.tool(named: "spec-runner-plugin-tool").url, work: context.pluginWorkDirectoryURL,
                root: context.package.directoryURL, module: target.moduleName,
                features: Self.features(under: context.package.directoryURL) + own, commandLine: linksCommandLine)
        ]
    }

    /// The feature files of the folder `Features/` under `root`, in a stable order.
    static func features(under root: URL) -> [URL] {
        let folder = root.appendingPathComponent("Features")
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { $0 as? URL }.filter(isFeatureFile).sorted { $0.path < $1.path }
    }

    static func isFeatureFile(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".feature") || url.lastPathComponent.hasSuffix(".feature.md")
    }

    /// The command that writes `SpecRunnerGeneratedTests.swift` from `features`.
    static func command(
        tool: URL, work: URL, root: URL, module: String, features: [URL], commandLine: Bool
    ) -> Command {
        let output = work.appendingPathComponent("SpecRunnerGeneratedTests.swift")
        let arguments =
            ["--output", output.path, "--package-root", root.path, "--module", module]
            + (commandLine ? ["--command-line"] : []) + features.map(\.path)
        return .buildCommand(
            displayName: "Generating the scenarios' tests of \(module)", executable: tool, arguments: arguments,
            inputFiles: features, outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SpecRunnerPlugin: XcodeBuildToolPlugin {
        /// The same in an Xcode project: the project's `Features/` folder and the target's feature files.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let root = context.xcodeProject.directoryURL
            let own = target.inputFiles.map(\.url).filter(Self.isFeatureFile)
            return [
                try Self.command(
                    tool: context.tool(named: "spec-runner-plugin-tool").url, work: context.pluginWorkDirectoryURL,
                    root: root, module: target.displayName, features: Self.features(under: root) + own,
                    commandLine: false)
            ]
        }
    }
#endif
