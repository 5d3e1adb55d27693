import Testing

@testable import Gherkin

@Suite struct PickleCompilerTests {
    @Test func aScenarioBecomesOnePickleAfterTheBackground() throws {
        let result = try pickles("Feature: F\n  Background:\n    Given a\n  Scenario: S\n    When b\n")
        #expect(result.count == 1)
        let pickle = result[0]
        #expect(pickle.name == "S")
        #expect(pickle.uri == "test.feature")
        #expect(pickle.language == "en")
        #expect(pickle.location == Location(line: 4, column: 3))
        #expect(pickle.steps.map(\.text) == ["a", "b"])
        #expect(pickle.steps.map(\.type) == [.context, .action])
        #expect(pickle.steps.map(\.astNodeIds) == [["0"], ["2"]])
        #expect(pickle.astNodeIds == ["3"])
        #expect(pickle.steps.map(\.id) == ["4", "5"])
        #expect(pickle.id == "6")
    }

    @Test func outlinesMakeOnePicklePerExamplesRowWithPlaceholdersFilled() throws {
        let text = """
            Feature: F
              Scenario Outline: <who> buys <n>
                Given <who> has <n> coins <unknown>
                  | <who> | <n> |
                Then "<who>" is happy
                  \"\"\"<type>
                  <n> coins
                  \"\"\"
                Examples:
                  | who   | n | type |
                  | alice | 1 | text |
                  | bob   | 2 | json |
            """
        let result = try pickles(text)
        #expect(result.map(\.name) == ["alice buys 1", "bob buys 2"])
        #expect(result[0].steps.map(\.text) == ["alice has 1 coins <unknown>", "\"alice\" is happy"])
        #expect(result[1].steps[0].argument == .dataTable(PickleTable(rows: [["bob", "2"]])))
        #expect(result[1].steps[1].argument == .docString(PickleDocString(mediaType: "json", content: "2 coins")))
        #expect(result.map(\.location) == [Location(line: 11, column: 7), Location(line: 12, column: 7)])
        // Ids: the step's table row 0, the steps 1 and 2, the examples rows 3 (header), 4 and 5, the examples 6 and
        // the outline 7. A pickle refers to the outline and its row, a step to itself and the row.
        #expect(result.map(\.astNodeIds) == [["7", "4"], ["7", "5"]])
        #expect(result[0].steps.map(\.astNodeIds) == [["1", "4"], ["2", "4"]])
    }

    @Test func placeholdersAreReplacedOneHeaderCellAfterTheOther() throws {
        // The official compiler replaces <a> everywhere first, so a value that spells <b> is replaced again.
        let text =
            "Feature: F\n  Scenario Outline: O\n    Given <a> <b>\n    Examples:\n      | a   | b |\n      | <b> | 2 |\n"
        #expect(try pickles(text)[0].steps[0].text == "2 2")
    }

    @Test func valuesAreInsertedLiterally() throws {
        let text = "Feature: F\n  Scenario Outline: O\n    Given <a>\n    Examples:\n      | a |\n      | $1\\\\ |\n"
        #expect(try pickles(text)[0].steps[0].text == "$1\\")
    }

    @Test func tagsAreInheritedFromFeatureRuleScenarioAndExamples() throws {
        let text = """
            @f
            Feature: F
              @r
              Rule: R
                @s
                Scenario Outline: O
                  Given x
                  @e
                  Examples:
                    | a |
                    | 1 |
            """
        let pickle = try #require(try pickles(text).first)
        #expect(pickle.tags.map(\.name) == ["@f", "@r", "@s", "@e"])
    }

    @Test func ruleBackgroundsFollowTheFeatureBackground() throws {
        let text = """
            Feature: F
              Background:
                Given f
              Rule: R1
                Background:
                  Given r
                Scenario: A
                  Then a
              Rule: R2
                Scenario: B
                  Then b
            """
        let result = try pickles(text)
        #expect(result.map { $0.steps.map(\.text) } == [["f", "r", "a"], ["f", "b"]])
    }

    @Test func conjunctionsInheritTheTypeOfThePreviousStep() throws {
        let result = try pickles(
            "Feature: F\n  Scenario: S\n    And a\n    Given b\n    And c\n    * d\n    But e\n    When f\n")
        #expect(result[0].steps.map(\.type) == [.unknown, .context, .context, .unknown, .unknown, .action])
    }

    @Test func scenariosWithoutStepsGetNoBackgroundSteps() throws {
        let result = try pickles("Feature: F\n  Background:\n    Given a\n  Scenario: empty\n")
        #expect(result.count == 1)
        #expect(result[0].steps.isEmpty)
    }

    @Test func examplesWithoutATableMakeNoPickles() throws {
        let text =
            "Feature: F\n  Scenario Outline: O\n    Given x\n    Examples:\n  Scenario Outline: P\n    Given y\n    Examples:\n      | h |\n"
        #expect(try pickles(text).isEmpty)
    }

    @Test func aDocStringAndADataTableAreNumberedInTheirOrder() throws {
        let text = "Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      d\n      \"\"\"\n      | a |\n"
        let argument = try #require(try pickles(text)[0].steps[0].argument)
        #expect(
            argument
                == .docStringAndDataTable(
                    PickleDocString(mediaType: nil, content: "d", argumentIndex: 1),
                    PickleTable(rows: [["a"]], argumentIndex: 2)))
        #expect(argument.docString?.content == "d")
        #expect(argument.dataTable?.rows == [["a"]])
    }

    @Test func aDocumentWithoutAFeatureHasNoPickles() throws {
        let document = GherkinDocument(uri: "x.feature", feature: nil, comments: [])
        #expect(PickleCompiler().compile(document, uri: "x.feature", ids: IncrementingIdGenerator()).isEmpty)
    }

    @Test func shortExamplesRowsDoNotCrashAHandBuiltDocument() {
        // The parser rejects uneven tables, but a document built in code may have one.
        let location = Location(line: 1, column: 1)
        let header = TableRow(
            location: location,
            cells: [TableCell(location: location, value: "a"), TableCell(location: location, value: "b")], id: "h")
        let row = TableRow(location: location, cells: [TableCell(location: location, value: "1")], id: "r")
        let step = Step(
            location: location, keyword: "Given ", keywordType: .context, text: "<a> <b>", docString: nil,
            dataTable: nil, id: "s")
        let examples = Examples(
            location: location, tags: [], keyword: "Examples", name: "", description: "", tableHeader: header,
            tableBody: [row], id: "e")
        let outline = Scenario(
            location: location, tags: [], keyword: "Scenario Outline", name: "O", description: "", steps: [step],
            examples: [examples], id: "o")
        let feature = Feature(
            location: location, tags: [], language: "en", keyword: "Feature", name: "F", description: "",
            children: [.scenario(outline)])
        let result = PickleCompiler().compile(
            GherkinDocument(uri: "x", feature: feature, comments: []), uri: "x", ids: IncrementingIdGenerator())
        #expect(result.first?.steps.first?.text == "1 <b>")
    }
}
