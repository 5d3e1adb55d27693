import Foundation
import Testing

/// `spec-runner` links the step definitions but not the networking stack (loading it costs every start ~7 ms,
/// docs/performance.md): only `spec-runner-loopback` imports the app's `URLSession` adapter.
@Suite struct SpecRunnerNetworkingTests {
    @Test func neitherTheStepDefinitionsNorSpecRunnerImportNetworking() throws {
        let folders = ["Sources/StackMyArchitectureSpecs", "Sources/spec-runner"]
        var scanned = 0
        var offenders: [String] = []
        for folder in folders {
            let directory = packageRoot + "/" + folder
            for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.hasSuffix(".swift") {
                scanned += 1
                let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
                let imports = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
                // FoundationNetworking, or the app's StackMyArchitectureNetworking.
                if imports.contains(where: { $0.hasSuffix("Networking") }) {
                    offenders.append(folder + "/" + name)
                }
            }
        }
        #expect(scanned > 5, "the sources were not found")
        #expect(offenders == [])
    }
}
