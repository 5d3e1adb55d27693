import Foundation
import SpecRunner
import SpecRunnerCore
import StackMyArchitectureSpecs
import Testing

/// The package's root folder, found from this file's location so the suite runs from any directory.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// What the tests SpecRunnerPlugin generates from `Features/` run with: each scenario is its own test, named as it
/// and tagged with its tags, and fails `swift test` at the feature line when the app does not do what it says.
enum SpecRunnerSteps: GeneratedSpecification {
    static var libraries: [Steps] { SpecLibraries.all }

    static var configuration: RunConfiguration {
        var configuration = RunConfiguration()
        // As the runner harness does: the whole test suite runs at once, and under a sanitizer a step can wait
        // for the main actor behind other tests for longer than the default ten seconds.
        configuration.stepTimeout = 60
        return configuration
    }
}

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

    /// The build plugin generated a test for every scenario and examples row the runner finds, and no other.
    @Test func everyScenarioHasItsGeneratedTest() {
        let locations = Self.scenarios.map { "\($0.uri.dropFirst(packageRoot.count + 1)):\($0.line)" }
        #expect(SpecRunnerGeneratedScenarios.locations == locations)
        #expect(!locations.isEmpty)
    }
}
