import CafeteriaSpecs
import Foundation
import SpecRunner
import Testing

/// The package's folder, found from this file so that `swift test` runs from any directory.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Every scenario of `Features/` is a test case: `swift test` fails with the specification.
@Test(arguments: SpecificationSuite.scenarios(in: packageRoot + "/Features"))
@MainActor
func scenarioPasses(_ scenario: SpecificationSuite.Scenario) async {
    var configuration = RunConfiguration()
    configuration.workingDirectory = packageRoot
    let result = await SpecificationSuite.run(
        scenario, libraries: [CafeteriaSteps.library], configuration: configuration)
    #expect(result.passed, "\(result.report)")
}

@Test func theSpecificationHasScenariosInBothLanguages() {
    let files = Set(
        SpecificationSuite.scenarios(in: packageRoot + "/Features").map {
            URL(fileURLWithPath: $0.uri).lastPathComponent
        })
    #expect(files == ["pedidos.feature", "orders.feature"])
}
