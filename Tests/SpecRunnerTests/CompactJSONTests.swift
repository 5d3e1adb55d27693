import Foundation
import Gherkin
import Testing

@testable import SpecRunner

/// The message stream's own JSON writers against Foundation's `JSONEncoder` (sorted keys, slashes unescaped), the
/// encoder the stream used before: the text must be the same, byte for byte.
struct CompactJSONTests {
    /// Every control character, quotes, backslashes, slashes, non-ASCII and the line separators.
    static let trickyText: String = {
        var text = ""
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        return text + #" "quoted" back\slash a/b é € 😀 "# + "\u{2028}\u{2029}\u{7F}\u{85}\u{FEFF}"
    }()

    static let reference: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `JSONEncoder`'s text, with the line separators it leaves raw escaped as the stream escapes them (they can
    /// only be inside strings).
    static func expected(_ envelope: Envelope) throws -> String {
        String(decoding: try reference.encode(envelope), as: UTF8.self)
            .replacing("\u{2028}", with: "\\u2028").replacing("\u{2029}", with: "\\u2029")
            .replacing("\u{85}", with: "\\u0085")
    }

    static func compact(_ envelope: Envelope) throws -> String {
        String(decoding: try CompactJSONEncoder().encode(envelope), as: UTF8.self)
    }

    /// The direct writer's text, or `nil` for an envelope it leaves to the general encoder.
    static func direct(_ envelope: Envelope) -> String? {
        envelope.directJSON.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The envelopes the stream sends for a feature file: its source, its syntax tree and its pickles.
    static func envelopes(parsing text: String, uri: String) throws -> [Envelope] {
        let ids = IncrementingIdGenerator()
        let document = try GherkinParser().parse(text, uri: uri, ids: ids)
        let pickles = PickleCompiler().compile(document, uri: uri, ids: ids)
        let mediaType = Source.MediaType(path: uri)
        return [.source(Source(uri: uri, data: text, mediaType: mediaType)), .gherkinDocument(document)]
            + pickles.map(Envelope.pickle)
    }

    static let timestamp = Timestamp(seconds: 1_764_000_000, nanos: 123_456_789)

    static let frequentEnvelopes: [Envelope] = [
        .testStepStarted(TestStepStarted(testCaseStartedId: "12", testStepId: trickyText, timestamp: timestamp)),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "12", testStepId: "7",
                testStepResult: TestStepResult(status: .passed, duration: Duration(seconds: 0, nanos: 42)),
                timestamp: timestamp)),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "12", testStepId: "7",
                testStepResult: TestStepResult(
                    status: .failed, duration: Duration(seconds: 3, nanos: 0), message: trickyText),
                timestamp: timestamp)),
        .testCaseStarted(TestCaseStarted(id: "12", testCaseId: "9", attempt: 0, timestamp: timestamp, workerId: nil)),
        .testCaseStarted(
            TestCaseStarted(id: "w1.3", testCaseId: "9", attempt: 2, timestamp: timestamp, workerId: "w1")),
        .testCaseFinished(TestCaseFinished(testCaseStartedId: "12", timestamp: timestamp, willBeRetried: false)),
        .testCaseFinished(TestCaseFinished(testCaseStartedId: "12", timestamp: timestamp, willBeRetried: true)),
    ]

    @Test(arguments: frequentEnvelopes.indices)
    func theFrequentMessagesAreWrittenAsJSONEncoderWritesThem(index: Int) throws {
        let envelope = Self.frequentEnvelopes[index]
        let direct = try #require(envelope.directJSON)
        #expect(String(decoding: direct, as: UTF8.self) == (try Self.expected(envelope)))
        #expect(try Self.compact(envelope) == (try Self.expected(envelope)))
    }

    @Test func aResultWithAnExceptionGoesThroughTheGeneralEncoder() throws {
        let envelope = Envelope.testStepFinished(
            TestStepFinished(
                testCaseStartedId: "1", testStepId: "2",
                testStepResult: TestStepResult(
                    status: .failed, duration: .zero, message: "boom",
                    exception: ExceptionMessage(type: "Error", message: Self.trickyText, stackTrace: "at a/b.swift:3")),
                timestamp: Self.timestamp))
        #expect(envelope.directJSON == nil)
        #expect(try Self.compact(envelope) == (try Self.expected(envelope)))
    }

    @Test func aTestCaseWithHooksAndNestedArgumentsIsWrittenAsJSONEncoderWritesIt() throws {
        let group = MatchGroup(
            start: 4, value: #""a\b""#,
            children: [MatchGroup(start: 5, value: "a\\b", children: nil), MatchGroup(start: nil, value: nil)])
        let testCase = TestCase(
            id: "20", pickleId: "10",
            testSteps: [
                .hook(id: "17", hookId: "3"),
                .pickleStep(
                    id: "18", pickleStepId: "8", stepDefinitionIds: ["1", "2"],
                    argumentLists: [
                        StepMatchArgumentsList(stepMatchArguments: [
                            StepMatchArgument(group: group, parameterTypeName: "string")
                        ]),
                        StepMatchArgumentsList(stepMatchArguments: []),
                    ]),
                .pickleStep(id: "19", pickleStepId: "9", stepDefinitionIds: [], argumentLists: []),
            ],
            testRunStartedId: "0")
        #expect(try Self.compact(.testCase(testCase)) == (try Self.expected(.testCase(testCase))))
        #expect(Self.direct(.testCase(testCase)) == (try Self.expected(.testCase(testCase))))
    }

    @Test func aWholeDocumentItsPicklesAndItsSourceAreWrittenAsJSONEncoderWritesThem() throws {
        let text = """
            # language: en
            # a comment
            @feature-tag
            Feature: Everything \u{1B}[31m "quoted"
              A description with a / slash and \\ backslash

              Background: set-up
                Given a "thing"

              Rule: a rule
                @rule-tag
                Scenario Outline: outline <n>
                  When I take <n> of "<what>"
                    | a \\| b | c\\nd |
                    | é    | 😀    |
                  Then the doc says
                    ```json
                    {"n": <n>}
                    ```

                  @examples-tag
                  Examples: named
                    | n | what |
                    | 1 | x    |
                    | 2 | y\\\\z |

              Scenario: plain
                * a step
            """
        let envelopes = try Self.envelopes(parsing: text, uri: "features/all.feature")
        #expect(envelopes.count == 5)
        for envelope in envelopes {
            #expect(try Self.compact(envelope) == (try Self.expected(envelope)))
            #expect(Self.direct(envelope) == (try Self.expected(envelope)))
        }
    }

    @Test func aPickleStepWithBothADocStringAndATableIsWrittenAsJSONEncoderWritesIt() throws {
        let argument = PickleStepArgument.docStringAndDataTable(
            PickleDocString(mediaType: "json", content: "{\"a\": \"\\u\"}", argumentIndex: 2),
            PickleTable(rows: [["x", "y"], ["1", ""]], argumentIndex: 1))
        let pickle = Pickle(
            id: "9", uri: "f.feature", location: nil, name: "both", language: "en",
            steps: [
                PickleStep(id: "7", text: "a step", type: .context, argument: argument, astNodeIds: ["3"]),
                PickleStep(id: "8", text: "another", type: nil, argument: nil, astNodeIds: ["4", "5"]),
            ],
            tags: [PickleTag(name: "@t", astNodeId: "1")], astNodeIds: ["2"])
        #expect(Self.direct(.pickle(pickle)) == (try Self.expected(.pickle(pickle))))
    }

    /// The official Gherkin corpus's good files, beside the checkout in CI (the tests must pass without it).
    static let officialCorpus = ReportFixtureRun.root + "/../shared/conformance/gherkin/good"

    /// Every file of the official Gherkin corpus: its source, syntax tree and pickles, written directly.
    ///
    /// Skipped, and reported as skipped, when the corpus is not there.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: officialCorpus), "needs ../shared beside the checkout"))
    func theOfficialGherkinCorpusIsWrittenAsJSONEncoderWritesIt() throws {
        let folder = Self.officialCorpus
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let files = names.sorted().filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
        #expect(files.count > 40)
        for name in files {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            // Every good file parses: one that does not is a failure here, not a file left out.
            let envelopes = try Self.envelopes(parsing: text, uri: "good/" + name)
            for envelope in envelopes {
                #expect(Self.direct(envelope) == (try Self.expected(envelope)), "\(name)")
            }
        }
    }
}
