import Testing

@testable import Gherkin

@Suite struct ParserErrorTests {
    @Test func reportsEveryErrorWithTheOfficialMessages() {
        let found = errors(
            "\ninvalid line here\n\nFeature: F\n\n  Scenario: S\n    Given x\n\nanother invalid line here\n")
        #expect(
            found.map(\.message) == [
                "(2:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'invalid line here'",
                "(9:1): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, "
                    + "#ScenarioLine, #RuleLine, #Comment, #Empty, got 'another invalid line here'",
            ])
        #expect(found.map(\.location) == [Location(line: 2, column: 1), Location(line: 9, column: 1)])
        #expect(found.allSatisfy { $0.uri == "test.feature" })
    }

    @Test func unexpectedTokenKindNamesTheExpectedTokensAndTheText() throws {
        let error = try #require(errors("  nonsense  \n").first)
        #expect(error.location == Location(line: 1, column: 3))
        #expect(
            error.kind
                == .unexpectedToken(
                    expected: ["#EOF", "#Language", "#TagLine", "#FeatureLine", "#Comment", "#Empty"], got: "nonsense"))
        #expect(error.summary.hasSuffix("got 'nonsense'"))
    }

    @Test func endOfFileErrorsHaveNoColumn() throws {
        let error = try #require(errors("Feature: F\n\n  Scenario: S\n    Given x\n\n    @tag\n").first)
        #expect(error.message == "(7:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty")
        #expect(error.location == Location(line: 7, column: nil))
        #expect(error.kind == .unexpectedEndOfFile(expected: ["#TagLine", "#RuleLine", "#Comment", "#Empty"]))
    }

    @Test func anUnclosedDocStringIsAnEndOfFileError() {
        #expect(
            errors("Feature: F\nScenario: S\n  Given x\n    \"\"\"\n    text").map(\.message) == [
                "(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"
            ])
    }

    @Test func inconsistentCellCountsAreFoundInEveryTable() {
        let text = """
            Feature: F
              Scenario: S
                Given t
                  | a | b |
                  | c |
              Scenario Outline: O
                Given <a>
                Examples:
                  | a |
                  | 1 | 2 |
            """
        let found = errors(text)
        #expect(
            found.map(\.message) == [
                "(5:7): inconsistent cell count within the table", "(10:7): inconsistent cell count within the table",
            ])
        #expect(found.allSatisfy { $0.kind == .inconsistentCellCount })
    }

    @Test func anUnknownLanguageIsReportedAndTheDefaultIsUsed() {
        let found = errors("#language:no-such\n\nFeature: Minimal\n  Scenario: S\n    Given x\n")
        #expect(found.map(\.message) == ["(1:1): Language not supported: no-such"])
        #expect(found.first?.kind == .noSuchLanguage("no-such"))
    }

    @Test func anUnknownDefaultLanguageIsAnError() {
        #expect(throws: GherkinErrors.self) {
            try GherkinParser(defaultLanguage: "xx").parse("", uri: "a.feature", ids: IncrementingIdGenerator())
        }
    }

    @Test func tagsWithWhitespaceAreReportedOnce() {
        let found = errors("Feature: F\n\n  @a tag containing whitespace\n  Scenario: S\n")
        #expect(found.map(\.message) == ["(3:3): A tag may not contain whitespace"])
        #expect(found.first?.kind == .tagWithWhitespace)
    }

    @Test func repeatedErrorsAreReportedOnceAndLaterLinesStillChecked() {
        let found = errors("Feature: F\n  Scenario: S\n    Given x\n\"\"\"\none\n\"\"\"\n\"\"\"\ntwo\n\"\"\"\n")
        let expected =
            "expected: #EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty"
        #expect(
            found.map(\.message) == [
                "(7:1): \(expected), got '\"\"\"'", "(8:1): \(expected), got 'two'", "(9:1): \(expected), got '\"\"\"'",
            ])
    }

    @Test func parsingStopsAfterTheEleventhError() {
        let text = "Feature: F\n  Scenario: S\n    Given x\n" + (1...20).map { "bad \($0)\n" }.joined()
        let found = errors(text)
        #expect(found.count == 11)
        #expect(found.last?.location.line == 14)
    }

    @Test func errorsDescribeThemselvesLikeTheOfficialParser() {
        let all = GherkinErrors(errors: errors("x\ny\n"))
        #expect(
            all.description == """
                Parser errors:
                (1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'x'
                (2:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'y'
                """)
    }
}
