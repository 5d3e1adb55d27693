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

    /// The steps, cells and comments an outline leaves out, counted over its document.
    private static func leftIn(_ document: GherkinDocument) -> Int {
        var count = document.comments.count
        func scenario(_ scenario: Scenario) {
            count += scenario.steps.count
            for examples in scenario.examples { count += examples.tableBody.reduce(0) { $0 + $1.cells.count } }
        }
        for child in document.feature?.children ?? [] {
            switch child {
            case .background: break
            case .scenario(let kept): scenario(kept)
            case .rule(let rule): for case .scenario(let kept) in rule.children { scenario(kept) }
            }
        }
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
        #expect(Self.leftIn(document) > 0)
        #expect(Self.leftIn(outline.document) == 0)
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
            if: FileManager.default.fileExists(atPath: CompactPickleTests.officialCorpus),
            "needs ../shared beside the checkout"))
    func theOutlineOfEveryFileOfTheOfficialGherkinCorpusAnswersWhatItsWholeTreeDoes() throws {
        let files = try CompactPickleTests.officialCorpusFiles()
        #expect(files.count > 40)
        var pickles = 0
        for (name, text) in files {
            let (document, parsed) = try Self.parse(text, uri: "good/" + name)
            let outline = AstIndex(document, whole: false)
            Self.expectSameAnswers(outline, AstIndex(document), parsed, name)
            #expect(Self.leftIn(outline.document) == 0, "\(name)")
            pickles += parsed.count
        }
        #expect(pickles > 100)
    }
}
