import Foundation
import Gherkin
import Testing

@testable import SpecRunnerCore

/// The run keeps each feature file's outline for the reports instead of its syntax tree: whatever a report reads
/// of a pickle's scenario, rule, examples row and steps must be what the whole tree says, and the outline must
/// leave out what no report but the HTML page reads (steps as written, examples' cells, comments).
@Suite struct AstIndexTests {
    private static func parse(_ text: String, uri: String) throws -> (GherkinDocument, [Pickle]) {
        let parsed = try FeatureParser(defaultLanguage: "en").parse(
            uri: uri, bytes: Array(text.utf8), ids: FastIdGenerator())
        return (parsed.document, parsed.pickles)
    }

    /// Checks that `outline` answers every lookup about `pickles` as `whole` does.
    private static func expectSameAnswers(_ outline: AstIndex, _ whole: AstIndex, _ pickles: [Pickle], _ name: String) {
        for pickle in pickles {
            let (kept, full) = (outline.scenario(of: pickle), whole.scenario(of: pickle))
            #expect(kept?.scenario.id == full?.scenario.id, "\(name)")
            #expect(kept?.scenario.keyword == full?.scenario.keyword, "\(name)")
            #expect(kept?.scenario.name == full?.scenario.name, "\(name)")
            #expect(kept?.scenario.description == full?.scenario.description, "\(name)")
            #expect(kept?.scenario.location == full?.scenario.location, "\(name)")
            #expect(kept?.rule?.id == full?.rule?.id, "\(name)")
            #expect(kept?.rule?.name == full?.rule?.name, "\(name)")
            #expect(outline.line(of: pickle) == whole.line(of: pickle), "\(name)")
            #expect(outline.row(of: pickle)?.row.id == whole.row(of: pickle)?.row.id, "\(name)")
            #expect(outline.row(of: pickle)?.row.location == whole.row(of: pickle)?.row.location, "\(name)")
            #expect(outline.row(of: pickle)?.examples.name == whole.row(of: pickle)?.examples.name, "\(name)")
            for position in pickle.steps.indices {
                let (head, fullHead) = (outline.step(at: position, of: pickle), whole.step(at: position, of: pickle))
                #expect(head != nil, "\(name): every pickle step has its Gherkin step's head")
                #expect(head?.head.keyword == fullHead?.head.keyword, "\(name)")
                #expect(head?.head.line == fullHead?.head.line, "\(name)")
                #expect(head?.head.docStringLine == fullHead?.head.docStringLine, "\(name)")
                #expect(head?.fromBackground == fullHead?.fromBackground, "\(name)")
            }
        }
    }

    /// What an outline leaves out, counted over its document (comments, backgrounds' steps, any scenario's) and
    /// over the scenario each of `pickles` finds in it (steps, tags, examples' tags, descriptions, headers and
    /// cells).
    private static func leftIn(_ outline: AstIndex, _ pickles: [Pickle]) -> Int {
        var count = outline.document.comments.count
        func scenario(_ scenario: Scenario) {
            count += scenario.steps.count + scenario.tags.count
            for examples in scenario.examples {
                count += examples.tags.count + (examples.tableHeader?.cells.count ?? 0)
                count += examples.description.isEmpty ? 0 : 1
                count += examples.tableBody.reduce(0) { $0 + $1.cells.count }
            }
        }
        func children(_ children: [Feature.Child]) {
            for child in children {
                switch child {
                case .background(let background): count += background.steps.count
                case .scenario(let kept): scenario(kept)
                case .rule(let rule):
                    for child in rule.children {
                        switch child {
                        case .background(let background): count += background.steps.count
                        case .scenario(let kept): scenario(kept)
                        }
                    }
                }
            }
        }
        children(outline.document.feature?.children ?? [])
        for pickle in pickles { outline.scenario(of: pickle).map { scenario($0.scenario) } }
        return count
    }

    @Test func anOutlineAnswersWhatTheWholeTreeDoesAndKeepsNoStepsCellsOrComments() throws {
        let text = """
            # a comment
            @feature
            Feature: every place a step can be
              Background:
                Given a background step

              Scenario Outline: <name>
                Given a doc string:
                  \"\"\"
                  content <name>
                  \"\"\"
                And a table:
                  | <name> | x |

                @examples
                Examples: the rows
                  | name |
                  | one  |
                  | two  |

              Rule: a rule
                Background:
                  Given a rule background step
                Scenario: in the rule
                  Then it passes
            """
        let (document, pickles) = try Self.parse(text, uri: "f.feature")
        let outline = AstIndex(document, whole: false)
        let whole = AstIndex(document)

        Self.expectSameAnswers(outline, whole, pickles, "f.feature")
        #expect(whole.document == document)
        #expect(Self.leftIn(whole, pickles) > 0)
        #expect(Self.leftIn(outline, pickles) == 0)
        #expect(outline.document.feature?.name == "every place a step can be")
        #expect(outline.scenario(of: pickles[0])?.scenario.steps.isEmpty == true)
        #expect(outline.row(of: pickles[1])?.row.cells.isEmpty == true)
        #expect(whole.row(of: pickles[1])?.row.cells.map(\.value) == ["two"])
        #expect(outline.step(at: 1, of: pickles[0])?.head.docStringLine == 9)
        #expect(outline.step(at: 0, of: pickles[2])?.fromBackground == true)
        #expect(
            outline.step(at: 1, of: pickles[2])?.fromBackground == true, "a rule's background follows the feature's")
        #expect(outline.step(at: 2, of: pickles[2])?.fromBackground == false)
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: PlannedPickleTests.officialCorpus),
            "needs ../shared beside the checkout"))
    func theOutlineOfEveryFileOfTheOfficialGherkinCorpusAnswersWhatItsWholeTreeDoes() throws {
        let files = try PlannedPickleTests.officialCorpusFiles()
        #expect(files.count > 40)
        var pickles = 0
        for (name, text) in files {
            let (document, parsed) = try Self.parse(text, uri: "good/" + name)
            let outline = AstIndex(document, whole: false)
            Self.expectSameAnswers(outline, AstIndex(document), parsed, name)
            #expect(Self.leftIn(outline, parsed) == 0, "\(name)")
            pickles += parsed.count
        }
        #expect(pickles > 100)
    }

    /// A file of many scenarios, rules and examples rows, its rows in two tables.
    static func manyScenarios(_ count: Int) -> String {
        var text = "Feature: many\n  Background:\n    Given a background step\n"
        for number in 0..<count {
            text += "  Scenario: plain \(number)\n    Given step \(number)\n    When another step\n"
        }
        text += "  Rule: a rule\n    Scenario Outline: rows <n>\n      Given row <n>\n"
        for table in 0..<2 {
            text += "      Examples: table \(table)\n        | n |\n"
            for row in 0..<count { text += "        | \(table)-\(row) |\n" }
        }
        return text
    }

    @Test(arguments: [1, 40, 400])
    func everyPickleOfALongFileFindsItsOwnScenarioRowAndSteps(count: Int) throws {
        let (document, pickles) = try Self.parse(Self.manyScenarios(count), uri: "many.feature")
        #expect(pickles.count == 3 * count)
        for index in [AstIndex(document), AstIndex(document, whole: false)] {
            for pickle in pickles {
                let entry = index.scenario(of: pickle)
                #expect(entry?.scenario.id == pickle.astNodeId)
                #expect(index.row(of: pickle)?.row.id == pickle.examplesRowId)
                #expect(index.line(of: pickle) == pickle.location?.line)
                let steps = pickle.steps.indices.map { index.step(at: $0, of: pickle)?.head.line }
                #expect(steps.first == 3, "the background's step first")
                let scenarioLine = entry?.scenario.location.line ?? .max
                #expect(steps.dropFirst().allSatisfy { ($0 ?? 0) > scenarioLine })
            }
            if let row = pickles.last.flatMap(index.row(of:)) {
                #expect(row.examples.name == "table 1")
                #expect(row.row.location.line == pickles.last?.location?.line)
            }
        }
    }
}
