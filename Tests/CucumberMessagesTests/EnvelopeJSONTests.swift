import Foundation
import Testing

@testable import CucumberMessages
@testable import Gherkin

/// The message stream's one writer against Foundation's `JSONEncoder` (sorted keys, slashes unescaped): the text
/// must be the same, byte for byte, for every kind of envelope; and what it writes reads back equal.
struct EnvelopeJSONTests {
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

    /// The writer's line, without its line feed.
    static func written(_ envelope: Envelope) -> String {
        let line = EnvelopeLineWriter().line(envelope)
        #expect(line.last == 0x0A)
        #expect(line.dropLast().contains(0x0A) == false)
        return String(decoding: line.dropLast(), as: UTF8.self)
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

    static let definedAt = SourceReference(uri: "Sources/Steps/a/b.swift", line: 12)

    /// One of every other envelope of a run, each optional member both present and absent.
    static let otherEnvelopes: [Envelope] = [
        .meta(
            Meta(
                protocolVersion: "31.0.0", implementation: .init(name: "spec-runner", version: "1.0"),
                runtime: .init(name: "swift", version: trickyText), os: .init(name: "linux"), cpu: .init(name: "x64"))),
        // A shard's, with and without what a merge plans by (``Meta/Shard/namesFiles``).
        .meta(
            Meta(
                protocolVersion: "33.0.4", implementation: .init(name: "spec-runner"), runtime: .init(name: "swift"),
                os: .init(name: "linux"), cpu: .init(name: "x64"), shard: .init(index: 2, count: 3, namesFiles: true))),
        .meta(
            Meta(
                protocolVersion: "33.0.4", implementation: .init(name: "spec-runner"), runtime: .init(name: "swift"),
                os: .init(name: "linux"), cpu: .init(name: "x64"), shard: .init(index: 1, count: 3))),
        .parseError(
            GherkinError(
                uri: "a/b.feature", location: Location(line: 3, column: 5), message: trickyText,
                kind: .inconsistentCellCount)),
        .parseError(
            GherkinError(
                uri: "a.feature", location: Location(line: 9, column: nil), message: "(9:0): eof", kind: .invalidUTF8)),
        .parameterType(
            ParameterTypeMessage(
                id: "3", name: "colour", regularExpressions: ["red|blue", trickyText],
                preferForRegularExpressionMatch: true, useForSnippets: false, sourceReference: definedAt)),
        .parameterType(
            ParameterTypeMessage(
                id: "4", name: "x", regularExpressions: [], preferForRegularExpressionMatch: false,
                useForSnippets: true)),
        .stepDefinition(
            StepDefinitionMessage(
                id: "5", pattern: .init(source: #"^a "(.*)" \d+/x$"#, type: .regularExpression),
                sourceReference: definedAt)),
        .undefinedParameterType(UndefinedParameterTypeMessage(name: "nope", expression: "a {nope}")),
        .hook(HookMessage(id: "6", type: .beforeTestCase, sourceReference: definedAt)),
        .hook(
            HookMessage(
                id: "7", type: .afterTestRun, name: "clean up", tagExpression: "@a and not @b",
                sourceReference: definedAt)),
        .testRunStarted(TestRunStarted(id: "8", timestamp: timestamp)),
        .testRunHookStarted(TestRunHookStarted(id: "9", testRunStartedId: "8", hookId: "7", timestamp: timestamp)),
        .testRunHookFinished(
            TestRunHookFinished(
                testRunHookStartedId: "9",
                result: TestStepResult(
                    status: .failed, duration: Duration(seconds: 1, nanos: 2), message: trickyText,
                    exception: ExceptionMessage(type: "MyError", message: "boom", stackTrace: "at a/b.swift:3")),
                timestamp: timestamp)),
        .attachment(
            Attachment(
                body: trickyText, contentEncoding: .identity, mediaType: "text/plain", fileName: "a/b.txt",
                timestamp: timestamp, testCaseStartedId: "12", testStepId: "7")),
        .attachment(
            Attachment(
                body: "aGk=", contentEncoding: .base64, mediaType: "image/png", testRunHookStartedId: "9")),
        .suggestion(
            Suggestion(
                id: "10", pickleStepId: "11",
                snippets: [.init(language: "swift", code: trickyText), .init(language: "swift", code: "")])),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "1", testStepId: "2",
                testStepResult: TestStepResult(
                    status: .failed, duration: .zero, message: "boom",
                    exception: ExceptionMessage(type: "Error", message: Self.trickyText, stackTrace: "at a/b.swift:3")),
                timestamp: Self.timestamp)),
        .testStepFinished(
            TestStepFinished(
                testCaseStartedId: "1", testStepId: "2",
                testStepResult: TestStepResult(
                    status: .failed, exception: ExceptionMessage(type: "Error")),
                timestamp: Self.timestamp)),
        .testRunFinished(TestRunFinished(testRunStartedId: "8", timestamp: timestamp, success: true)),
        .testRunFinished(
            TestRunFinished(
                testRunStartedId: "8", timestamp: timestamp, success: false, message: trickyText,
                exception: ExceptionMessage(type: "E", message: nil, stackTrace: "s"))),
    ]

    @Test(arguments: frequentEnvelopes + otherEnvelopes)
    func everyEnvelopeIsWrittenAsJSONEncoderWritesIt(envelope: Envelope) throws {
        #expect(Self.written(envelope) == (try Self.expected(envelope)))
    }

    @Test(arguments: frequentEnvelopes + otherEnvelopes)
    func whatARunRecordsReadsBackAsTheSameMessage(envelope: Envelope) throws {
        if case .parseError = envelope { return }
        let line = EnvelopeLineWriter().line(envelope)
        let decoded = try JSONDecoder().decode(Envelope.self, from: Data(line))
        #expect(Self.written(decoded) == Self.written(envelope))
    }

    @Test func aSyntaxTreeIsNotReadBackButSaysWhy() throws {
        let line = EnvelopeLineWriter().line(
            .parseError(
                GherkinError(uri: "a", location: Location(line: 1, column: nil), message: "m", kind: .invalidUTF8)))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Envelope.self, from: Data(line)) }
    }

    @Test func aTestCaseWithHooksAndNestedArgumentsIsWrittenAsJSONEncoderWritesIt() throws {
        let group = MatchGroup(
            start: 4, value: #""a\b""#,
            children: [MatchGroup(start: 5, value: "a\\b", children: nil), MatchGroup(start: nil, value: nil)])
        let testCase = TestCase(
            id: "20", pickleId: "10",
            testSteps: [
                TestStep(id: "17", hookId: "3"),
                TestStep(
                    id: "18", pickleStepId: "8", stepDefinitionIds: ["1", "2"],
                    stepMatchArgumentsLists: [
                        StepMatchArgumentsList(stepMatchArguments: [
                            StepMatchArgument(group: group, parameterTypeName: "string")
                        ]),
                        StepMatchArgumentsList(stepMatchArguments: []),
                    ]),
                TestStep(id: "19", pickleStepId: "9", stepDefinitionIds: [], stepMatchArgumentsLists: []),
            ],
            testRunStartedId: "0")
        #expect(Self.written(.testCase(testCase)) == (try Self.expected(.testCase(testCase))))
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
            #expect(Self.written(envelope) == (try Self.expected(envelope)))
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
        #expect(Self.written(.pickle(pickle)) == (try Self.expected(.pickle(pickle))))
    }

    /// The official Gherkin corpus's good files, beside the checkout in CI (the tests must pass without it).
    static let officialCorpus =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/../shared/conformance/gherkin/good"

    /// Every file of the official Gherkin corpus: its source, syntax tree and pickles.
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
                #expect(Self.written(envelope) == (try Self.expected(envelope)), "\(name)")
            }
        }
    }
}
