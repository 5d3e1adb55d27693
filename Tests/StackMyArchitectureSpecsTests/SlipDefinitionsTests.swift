import Foundation
import SpecRunner
import StackMyArchitectureSpecs
import Testing

/// The expressions the slip measure (`SlipSuggestionTests`, in a target without the step library) is made
/// against are this repository's step index as it is now, not a copy that a new step leaves behind.
///
/// After adding, removing or rewording a step, run
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter SlipDefinitionsTests
@MainActor
struct SlipDefinitionsTests {
    static let path = packageRoot + "/Tests/Fixtures/Slips/definitions.txt"

    @Test func theSlipsAreMeasuredAgainstEveryStepOfTheLibrary() throws {
        let expected = EditorSupport(libraries: SpecLibraries.all).definitions.map { $0.expression + "\n" }.joined()
        if ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1" {
            try expected.write(toFile: Self.path, atomically: false, encoding: .utf8)
        }
        let listed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(listed == expected, "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1 and read the diff")
    }
}
