import Testing

@testable import Gherkin

@Suite struct AstBuilderTests {
    private let text = """
        # a comment
        @feature
        Feature: Shopping
          As a shopper
          I want a cart

          Background: Logged in
            Given a user

          Rule: Discounts
            @rule
            Scenario: Ten percent
              When she buys
                | item | price |
                | pen  | 2     |
              Then she pays
                ```text
                  1.80
                ```
        """

    @Test func buildsTheWholeTree() throws {
        let document = try parse(text)
        #expect(document.uri == "test.feature")
        #expect(document.comments == [Comment(location: Location(line: 1, column: 1), text: "# a comment")])
        let feature = try #require(document.feature)
        #expect(feature.location == Location(line: 3, column: 1))
        #expect(feature.keyword == "Feature")
        #expect(feature.name == "Shopping")
        #expect(feature.description == "  As a shopper\n  I want a cart")
        #expect(feature.language == "en")
        guard feature.children.count == 2, case .background(let background) = feature.children[0],
            case .rule(let rule) = feature.children[1], case .scenario(let scenario) = rule.children.first
        else {
            Issue.record("unexpected children \(feature.children)")
            return
        }
        #expect(background.name == "Logged in")
        #expect(background.steps.map(\.text) == ["a user"])
        #expect(rule.name == "Discounts")
        #expect(scenario.tags.map(\.name) == ["@rule"])
        #expect(scenario.steps.map(\.keyword) == ["When ", "Then "])
        #expect(scenario.steps.map(\.keywordType) == [.action, .outcome])
        let table = try #require(scenario.steps[0].dataTable)
        #expect(table.location == Location(line: 14, column: 9))
        #expect(table.rows.map { $0.cells.map(\.value) } == [["item", "price"], ["pen", "2"]])
        let docString = try #require(scenario.steps[1].docString)
        #expect(
            docString
                == DocString(
                    location: Location(line: 17, column: 9), mediaType: "text", content: "  1.80", delimiter: "```"))
    }

    @Test func idsFollowTheOfficialOrder() throws {
        let document = try parse(text)
        let feature = try #require(document.feature)
        guard case .background(let background) = feature.children[0], case .rule(let rule) = feature.children[1],
            case .scenario(let scenario) = rule.children.first
        else {
            Issue.record("unexpected children")
            return
        }
        // Steps before their background, table rows before their step, tags before their scenario,
        // the rule after its children and the feature's tags last.
        #expect(background.steps[0].id == "0")
        #expect(background.id == "1")
        #expect(scenario.steps[0].dataTable?.rows.map(\.id) == ["2", "3"])
        #expect(scenario.steps.map(\.id) == ["4", "5"])
        #expect(scenario.tags.map(\.id) == ["6"])
        #expect(scenario.id == "7")
        #expect(rule.id == "8")
        #expect(feature.tags.map(\.id) == ["9"])
    }

    @Test func outlinesHaveExamplesWithHeaderAndBody() throws {
        let document = try parse(
            "Feature: F\n  Scenario Outline: O\n    Given <a>\n\n    @x\n    Examples: first\n      | a |\n      | 1 |\n      | 2 |\n    Examples:\n"
        )
        guard case .scenario(let outline) = document.feature?.children.first else {
            Issue.record("no outline")
            return
        }
        #expect(outline.keyword == "Scenario Outline")
        #expect(outline.examples.count == 2)
        #expect(outline.examples[0].name == "first")
        #expect(outline.examples[0].tags.map(\.name) == ["@x"])
        #expect(outline.examples[0].tableHeader?.cells.map(\.value) == ["a"])
        #expect(outline.examples[0].tableBody.map { $0.cells[0].value } == ["1", "2"])
        #expect(outline.examples[1].tableHeader == nil)
        #expect(outline.examples[1].tableBody.isEmpty)
    }

    @Test func descriptionsDropTrailingEmptyLinesOnly() throws {
        let document = try parse("Feature: F\n  line one\n\n  line two\n\n\n  Scenario: S\n")
        #expect(document.feature?.description == "  line one\n\n  line two")
    }

    @Test func commentsInsideDescriptionsAreCommentsNotText() throws {
        let document = try parse("Feature: F\n  text\n  # remark\n  more\n")
        #expect(document.feature?.description == "  text\n  more")
        #expect(document.comments.map(\.text) == ["  # remark"])
    }

    @Test func emptyAndCommentOnlyFilesHaveNoFeature() throws {
        #expect(try parse("").feature == nil)
        let document = try parse("# only a comment\n\n")
        #expect(document.feature == nil)
        #expect(document.comments.count == 1)
    }

    @Test func docStringsKeepEscapedDelimitersUnescaped() throws {
        let document = try parse("Feature: F\nScenario: S\nGiven x\n\"\"\"\na \\\"\\\"\\\" b\n\"\"\"\n")
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps[0].docString?.content == "a \"\"\" b")
        #expect(scenario.steps[0].docString?.mediaType == nil)
    }

    @Test func aStepMayHaveATableAndADocString() throws {
        let document = try parse("Feature: F\nScenario: S\nGiven x\n  | a |\n  \"\"\"\n  d\n  \"\"\"\n")
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps[0].dataTable?.rows.count == 1)
        #expect(scenario.steps[0].docString?.content == "d")
    }

    @Test func markdownFeaturesComeFromHeadingsAndBullets() throws {
        let document = try parse("# Feature: M\n\nprose\n\n## Scenario: S\n* Given x\n", uri: "m.feature.md")
        #expect(document.feature?.name == "M")
        #expect(document.feature?.description == "")
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps.map(\.text) == ["x"])
    }
}
