import Foundation
import SpecRunner
import SpecRunnerCore
import StackMyArchitectureSpecs
import Testing

/// The package's root folder, found from this file's location so the suite runs from any directory.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Every scenario of `Features/`, each its own test case: the specification fails `swift test` when the app
/// does not do what it says, and the failing scenario shows by name with the runner's report.
@Suite struct SpecificationTests {
    nonisolated static let scenarios = SpecificationSuite.scenarios(in: packageRoot + "/Features")

    @Test func theSpecificationCoversEveryFeatureFile() {
        let features = Set(Self.scenarios.map(\.uri).map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(
            features == [
                "catalog.feature", "catalogo_pantalla.feature", "catalogo_servidor.feature", "login.feature",
                "navegacion.feature",
            ])
        #expect(Self.scenarios.filter { $0.uri.hasSuffix("catalog.feature") }.count == 8)
    }

    @Test(arguments: scenarios)
    @MainActor
    func scenarioPasses(_ scenario: SpecificationSuite.Scenario) async {
        var configuration = RunConfiguration()
        configuration.workingDirectory = packageRoot
        // As the runner harness does: the whole test suite runs at once, and under a sanitizer a step can wait
        // for the main actor behind other tests for longer than the default ten seconds.
        configuration.stepTimeout = 60
        let result = await SpecificationSuite.run(scenario, libraries: SpecLibraries.all, configuration: configuration)
        #expect(result.passed, "\(result.report)")
    }
}
