import Foundation
import Gherkin
import Testing

@testable import SpecRunnerCore

/// The plan keeps each pickle compact and writes its `Pickle` message from it: the message must be the very
/// pickle the compiler made, and the lines the runner reports must be those of the syntax tree.
@Suite struct CompactPickleTests {
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

    @Test(arguments: shapes)
    func aCompactPickleWritesThePickleTheCompilerMade(text: String) throws {
        let feature = try Self.parse(text)
        #expect(!feature.pickles.isEmpty)
        for pickle in feature.pickles {
            #expect(CompactPickle(pickle, astIndex: feature.index).pickle == pickle)
        }
    }

    @Test func aPickleFromElsewhereWithTextIdsAndBothArgumentsIsWrittenBackAsItWas() {
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

        let compact = CompactPickle(pickle, astIndex: index)

        #expect(compact.pickle == pickle)
        #expect(compact.line == 3)
        #expect(compact.stepLine(at: 0) == nil, "a step the syntax tree does not have has no line")
    }

    @Test func aCompactPickleKnowsTheLinesOfItsRowAndOfItsSteps() throws {
        let feature = try Self.parse(Self.shapes[1])
        let rows = feature.pickles.filter { $0.name.hasSuffix("ünïcödé") }
        let compact = rows.map { CompactPickle($0, astIndex: feature.index) }

        #expect(compact.map(\.line) == [23, 24], "an outline's pickles are reported at their examples rows")
        #expect(compact[0].uri == "f.feature")
        #expect((0..<compact[0].stepCount).map { compact[0].stepLine(at: $0) } == [4, 8, 12, 15])
        let ruled = try #require(feature.pickles.last.map { CompactPickle($0, astIndex: feature.index) })
        #expect(ruled.line == 29)
        #expect((0..<ruled.stepCount).map { ruled.stepLine(at: $0) } == [4, 28, 30])
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
    func everyPickleOfTheOfficialGherkinCorpusIsWrittenBackFromItsCompactValue() throws {
        let files = try Self.officialCorpusFiles()
        #expect(files.count > 40)
        var pickles = 0
        for (name, text) in files {
            let feature = try Self.parse(text, uri: "good/" + name)
            for pickle in feature.pickles {
                #expect(CompactPickle(pickle, astIndex: feature.index).pickle == pickle, "\(name)")
                pickles += 1
            }
        }
        #expect(pickles > 100)
    }
}
