import Testing

@testable import Gherkin

@Suite struct DescriptionTests {
    @Test func trailingLinesOfOnlyWhitespaceAreDroppedFromADescription() throws {
        let text = "Feature: minimal\n  \n  First line.\n  \n  * a bullet\n  \n  Scenario: cukes\n    Given a step\n"
        let document = try GherkinParser().parse(text, uri: "a.feature", ids: IncrementingIdGenerator())
        #expect(document.feature?.description == "  First line.\n  \n  * a bullet")
    }

    @Test func blankLinesInsideADescriptionAreKept() throws {
        let text = "Feature: f\n  one\n\n  two\n\n  Scenario: s\n"
        let document = try GherkinParser().parse(text, uri: "a.feature", ids: IncrementingIdGenerator())
        #expect(document.feature?.description == "  one\n\n  two")
    }
}
