import ReportFixtures
import SpecRunner
import Testing

/// A scenario run inside `swift test` says where it went wrong: the feature line of the first step that did not
/// pass, or the scenario's own line when a hook failed, so that the generated tests' issues point there.
@MainActor
@Suite struct SpecificationSuiteFailureLineTests {
    static let statuses = ReportFixtureRun.features + "/statuses.feature"

    @Test(arguments: [
        (scenario: 22, failure: 24),  // a failed expectation, at its step
        (scenario: 27, failure: 28),  // a pending step
        (scenario: 31, failure: 32),  // an undefined step
        (scenario: 35, failure: 36),  // an ambiguous step
        (scenario: 54, failure: 54),  // an After hook failed: the scenario's line
    ])
    func aScenarioThatDoesNotPassNamesTheLineOfWhatWentWrong(scenario: Int, failure: Int) async {
        let result = await SpecificationSuite.run(
            uri: Self.statuses, line: scenario, libraries: ReportFixtures.libraries)
        #expect(!result.passed)
        #expect(result.failureLine == failure, "\(result.report)")
    }

    @Test func aPassingScenarioHasNoFailureLine() async {
        let result = await SpecificationSuite.run(uri: Self.statuses, line: 9, libraries: ReportFixtures.libraries)
        #expect(result.passed, "\(result.report)")
        #expect(result.failureLine == nil)
    }
}
