import Testing

@testable import Gherkin

@Suite struct MarkdownTokenMatcherTests {
    private func markdownTokens(_ text: String) throws -> [String] {
        try tokens(text, uri: "spec.feature.md")
    }

    @Test func headingsBulletsAndCodeSpanTags() throws {
        let text = """
            `@wip` `@slow`
            # Feature: Login

            Some prose that is ignored.

            ## Scenario: good password
            * Given a user
             - When she logs in
            + Then she sees her name
            """
        #expect(
            try markdownTokens(text) == [
                "(1:1)TagLine://2:@wip,9:@slow",
                "(2:3)FeatureLine:()Feature/Login/",
                "(3:1)Empty://",
                "(4:1)Empty://",
                "(5:1)Empty://",
                "(6:4)ScenarioLine:()Scenario/good password/",
                "(7:3)StepLine:(Context)Given /a user/",
                "(8:4)StepLine:(Action)When /she logs in/",
                "(9:3)StepLine:(Outcome)Then /she sees her name/",
                "EOF",
            ])
    }

    @Test func theFirstLineIsTheFeatureEvenWithoutAHeading() throws {
        #expect(try markdownTokens("A title\n")[0] == "(1:1)FeatureLine:/A title/")
    }

    @Test func tablesMustBeIndentedTwoToFiveSpacesAndSeparatorRowsAreIgnored() throws {
        let text = "# Feature: F\n## Scenario: S\n* Given x\n  | a | b |\n  | --- | :-: |\n      | c | d |\n| e |"
        let lines = try markdownTokens(text)
        #expect(lines[3] == "(4:3)TableRow:()|//5:a,9:b")
        #expect(lines[4] == "(5:1)Empty://")
        #expect(lines[5] == "(6:1)Empty://")
        #expect(lines[6] == "(7:1)Empty://")
    }

    @Test func fourBacktickFencesAreDocStrings() throws {
        let lines = try markdownTokens("# Feature: F\n## Scenario: S\n* Given x\n````\n```\n````")
        #expect(lines[3] == "(4:1)DocStringSeparator:()````//")
        #expect(lines[4] == "(5:1)Other:/```/")
    }

    @Test func languageHeadersAreNotRecognised() throws {
        #expect(try markdownTokens("# language: fr\n")[0] == "(1:1)FeatureLine:/# language: fr/")
    }

    @Test func starIsABulletNotAKeyword() throws {
        #expect(try markdownTokens("# Feature: F\n## Scenario: S\n* * x")[2] == "(3:1)Empty://")
    }
}
