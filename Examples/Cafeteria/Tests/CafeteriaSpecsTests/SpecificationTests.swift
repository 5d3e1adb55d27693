import CafeteriaSpecs
import Foundation
import SpecRunner
import Testing

/// The step libraries of the tests SpecRunnerPlugin generates: one test per scenario of `Features/`.
enum SpecRunnerSteps: GeneratedSpecification {
    static var libraries: [Steps] { [CafeteriaSteps.library] }
}

/// The package's folder, found from this file so that `swift test` runs from any directory.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The generated tests are the specification's scenarios, all of them, in both languages.
@Test func everyScenarioOfTheSpecificationHasItsTest() {
    let scenarios = SpecificationSuite.scenarios(in: packageRoot + "/Features").map {
        "\($0.uri.dropFirst(packageRoot.count + 1)):\($0.line)"
    }
    #expect(SpecRunnerGeneratedScenarios.locations == scenarios)
    #expect(
        Set(scenarios.map { $0.split(separator: ":")[0] }) == [
            "Features/en/orders.feature", "Features/es/pedidos.feature",
        ])
}
