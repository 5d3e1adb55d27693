import Testing

@testable import Gherkin

@Test func parsesMinimalFeature() throws {
    let document = try GherkinParser().parse(
        "Feature: Minimal\n\n  Scenario: minimalistic\n    Given the minimalism\n", uri: "a.feature",
        ids: IncrementingIdGenerator())
    #expect(document.feature?.name == "Minimal")
}
