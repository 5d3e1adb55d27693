import Foundation
import Gherkin
import Testing

@testable import SpecRunnerCore

/// The plan keeps each pickle with the lines the runner reports it at, and sends it to a worker as bytes: the
/// worker must read back the very pickle the compiler made, and the lines must be those of the syntax tree.
@Suite struct PlannedPickleTests {
    private static func parse(_ text: String, uri: String = "f.feature") throws -> LoadedFeature {
        let parsed = try FeatureParser(defaultLanguage: "en").parse(
            uri: uri, bytes: Array(text.utf8), ids: FastIdGenerator())
        return LoadedFeature(
            uri: uri, bytes: Array(text.utf8), document: parsed.document, pickles: parsed.pickles,
            index: AstIndex(parsed.document))
    }

    static let shapes = [
        "Feature: plain\n  Scenario: one\n    Given a step\n    When another step\n",
        """
        @feature
        Feature: every argument
          Background:
            Given a background step

          @outline
          Scenario Outline: <name> ünïcödé
            Given a doc string:
              \"\"\"<type>
              content <name>
              \"\"\"
            And a table:
              | <name> | x |
              |        | é |
            * both
              \"\"\"
              doc
              \"\"\"

            @examples
            Examples:
              | name | type |
              | one  | json |
              | two  |      |

          Rule: a rule
            Background:
              Given a rule background step
            Scenario: in the rule
              Then it passes
        """,
    ]

    /// `testCase`'s pickle written as a worker's share writes it, and read back.
    private static func sent(_ testCase: PlannedTestCase) throws -> (pickle: Pickle, line: Int, stepLines: [Int32]) {
        var writer = PlanBytes.Writer()
        writer.pickle(of: testCase)
        var reader = PlanBytes.Reader(writer.bytes)
        let read = try reader.pickle(uri: testCase.pickle.uri)
        #expect(reader.isAtEnd)
        return read
    }

    private static func planned(_ pickle: Pickle, in feature: LoadedFeature) -> PlannedTestCase {
        PlannedTestCase(file: 0, ordinal: 0, pickle: pickle, astIndex: feature.index, steps: [])
    }

    @Test(arguments: shapes)
    func aPickleSentToAWorkerIsReadBackAsTheCompilerMadeIt(text: String) throws {
        let feature = try Self.parse(text)
        #expect(!feature.pickles.isEmpty)
        for pickle in feature.pickles {
            let testCase = Self.planned(pickle, in: feature)
            let sent = try Self.sent(testCase)
            #expect(sent.pickle == pickle)
            #expect(sent.line == testCase.line)
            #expect(sent.stepLines == testCase.stepLines)
        }
    }

    @Test func aPickleFromElsewhereWithTextIdsAndBothArgumentsIsWrittenBackAsItWas() throws {
        let argument = PickleStepArgument.docStringAndDataTable(
            PickleDocString(mediaType: nil, content: "", argumentIndex: 2),
            PickleTable(rows: [["x", ""], []], argumentIndex: 1))
        let pickle = Pickle(
            id: "7f3a-uuid", uri: "g.feature", location: Location(line: 3, column: nil), name: "", language: "es",
            steps: [
                PickleStep(id: "-1", text: "a step", type: .outcome, argument: argument, astNodeIds: ["007", "2"]),
                PickleStep(id: String(Int.max), text: "🥒", type: nil, argument: nil, astNodeIds: []),
            ],
            tags: [PickleTag(name: "@t", astNodeId: "")], astNodeIds: [])
        let index = AstIndex(GherkinDocument(uri: "g.feature", feature: nil, comments: []))

        let testCase = PlannedTestCase(file: 0, ordinal: 0, pickle: pickle, astIndex: index, steps: [])

        #expect(try Self.sent(testCase).pickle == pickle)
        #expect(testCase.line == 3)
        #expect(testCase.stepLine(at: 0) == nil, "a step the syntax tree does not have has no line")
    }

    @Test func aPlannedTestCaseKnowsTheLinesOfItsRowAndOfItsSteps() throws {
        let feature = try Self.parse(Self.shapes[1])
        let rows = feature.pickles.filter { $0.name.hasSuffix("ünïcödé") }
        let planned = rows.map { Self.planned($0, in: feature) }

        #expect(planned.map(\.line) == [23, 24], "an outline's pickles are reported at their examples rows")
        #expect(planned[0].pickle.uri == "f.feature")
        #expect(planned[0].pickle.steps.indices.map { planned[0].stepLine(at: $0) } == [4, 8, 12, 15])
        let ruled = try #require(feature.pickles.last.map { Self.planned($0, in: feature) })
        #expect(ruled.line == 29)
        #expect(ruled.pickle.steps.indices.map { ruled.stepLine(at: $0) } == [4, 28, 30])
    }

    /// The official Gherkin corpus's good files, beside the checkout in CI (the tests must pass without it).
    static let officialCorpus =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/../shared/conformance/gherkin/good"

    /// The name and text of each feature file of ``officialCorpus``, in name order.
    static func officialCorpusFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: officialCorpus)
        return try names.sorted().filter { $0.hasSuffix(".feature") }.map { name in
            (name, try String(contentsOfFile: officialCorpus + "/" + name, encoding: .utf8))
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: officialCorpus), "needs ../shared beside the checkout"))
    func everyPickleOfTheOfficialGherkinCorpusIsReadBackAsItWasSent() throws {
        let files = try Self.officialCorpusFiles()
        #expect(files.count > 40)
        var pickles = 0
        for (name, text) in files {
            let feature = try Self.parse(text, uri: "good/" + name)
            for pickle in feature.pickles {
                #expect(try Self.sent(Self.planned(pickle, in: feature)).pickle == pickle, "\(name)")
                pickles += 1
            }
        }
        #expect(pickles > 100)
    }
}
