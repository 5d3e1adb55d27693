import Testing

@testable import Gherkin

/// The plain matcher, observed through the official `.tokens` format: `(line:column)Type:(keywordType)keyword/text/items`.
@Suite struct PlainTokenMatcherTests {
    @Test func recognisesEveryKindOfLine() throws {
        let text = """
            # language: en
            @a @b
            Feature: Name
              free text
              Background:
                Given a
                  | x | y |
              Scenario Outline: O
                When <x>
                  \"\"\"json
                  {}
                  \"\"\"
                Examples: E
                  | x |
            """
        #expect(
            try tokens(text) == [
                "(1:1)Language:/en/",
                "(2:1)TagLine://1:@a,4:@b",
                "(3:1)FeatureLine:()Feature/Name/",
                "(4:1)Other:/  free text/",
                "(5:3)BackgroundLine:()Background//",
                "(6:5)StepLine:(Context)Given /a/",
                "(7:7)TableRow://9:x,13:y",
                "(8:3)ScenarioLine:()Scenario Outline/O/",
                "(9:5)StepLine:(Action)When /<x>/",
                "(10:7)DocStringSeparator:()\"\"\"/json/",
                "(11:1)Other:/{}/",
                "(12:7)DocStringSeparator:()\"\"\"//",
                "(13:5)ExamplesLine:()Examples/E/",
                "(14:7)TableRow://9:x",
                "EOF",
            ])
    }

    @Test func titleKeywordsNeedTheirColon() throws {
        #expect(try tokens("Feature: F\nScenario S\n  Given x")[1] == "(2:1)Other:/Scenario S/")
    }

    @Test func starIsAStepKeywordOfUnknownType() throws {
        #expect(try tokens("Feature: F\nScenario: S\n* x")[2] == "(3:1)StepLine:(Unknown)* /x/")
    }

    @Test func conjunctionsAreTyped() throws {
        let lines = try tokens("Feature: F\nScenario: S\nThen a\nAnd b\nBut c")
        #expect(lines[3] == "(4:1)StepLine:(Conjunction)And /b/")
        #expect(lines[4] == "(5:1)StepLine:(Conjunction)But /c/")
    }

    @Test func longerStepKeywordsWin() throws {
        // "Dados " and "Dado " are both Spanish; the longer one must be tried first.
        let lines = try tokens("# language: es\nCaracterística: C\nEscenario: E\nDados unos datos\nDado un dato")
        #expect(lines[3] == "(4:1)StepLine:(Context)Dados /unos datos/")
        #expect(lines[4] == "(5:1)StepLine:(Context)Dado /un dato/")
    }

    @Test func languageHeaderMayBeSpacedOut() throws {
        #expect(try tokens("  #  language  :   en-lol  \nOH HAI: STUFFING")[0] == "(1:3)Language:/en-lol/")
    }

    @Test func keywordsWithoutTrailingSpaceMatchDirectly() throws {
        let lines = try tokens("# language: fr\nFonctionnalité: F\nScénario: S\nSoit x\nEt qu'il y a y")
        #expect(lines[4] == "(5:1)StepLine:(Conjunction)Et qu'/il y a y/")
    }

    @Test func tagsStopAtAComment() throws {
        #expect(try tokens("@a  @b #c @d\nFeature: F")[0] == "(1:1)TagLine://1:@a,5:@b")
    }

    @Test func tableCellsAreUnescapedTrimmedAndLocated() throws {
        let document = try parse("Feature: F\nScenario: S\nGiven x\n  |  a \\| b | c\\\\d | e\\nf | \\x |")
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        let cells = scenario.steps.first?.dataTable?.rows.first?.cells ?? []
        #expect(cells.map(\.value) == ["a | b", "c\\d", "e\nf", "\\x"])
        #expect(cells.map(\.location.column) == [6, 15, 22, 29])
    }

    @Test func textAfterTheLastPipeIsNotACell() throws {
        #expect(try tokens("Feature: F\nScenario: S\nGiven x\n| a | b")[3] == "(4:1)TableRow://3:a")
    }

    @Test func docStringLinesLoseTheDelimitersIndentation() throws {
        let text = "Feature: F\nScenario: S\nGiven x\n    ```\n      two more\n  less\n    \\`\\`\\`\n    ```"
        let lines = try tokens(text)
        #expect(lines[4] == "(5:1)Other:/  two more/")
        #expect(lines[5] == "(6:1)Other:/less/")
        #expect(lines[6] == "(7:1)Other:/```/")
        #expect(lines[7] == "(8:5)DocStringSeparator:()```//")
    }

    @Test func commentsKeepTheirIndentationAndBlankLinesAreEmpty() throws {
        let lines = try tokens("  # note\n\t\nFeature: F")
        #expect(lines[0] == "(1:1)Comment:/  # note/")
        #expect(lines[1] == "(2:1)Empty://")
    }

    @Test func carriageReturnsAreTrimmed() throws {
        let lines = try tokens("Feature: F\r\n  Scenario: S\r\n  Given x \r\n")
        #expect(
            lines == [
                "(1:1)FeatureLine:()Feature/F/", "(2:3)ScenarioLine:()Scenario/S/",
                "(3:3)StepLine:(Context)Given /x/", "EOF",
            ])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let lines = try tokens("# language: em\n📚: 🙈🙉🙊\n  📕: 💃\n    😐🎸")
        #expect(lines[1] == "(2:1)FeatureLine:()📚/🙈🙉🙊/")
        #expect(lines[3] == "(4:5)StepLine:(Context)😐/🎸/")
    }
}
