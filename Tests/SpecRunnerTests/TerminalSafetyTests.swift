import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// What the terminal shows never carries a raw control character or bidirectional override, from a step, a name,
/// a file name or a message; snippets escape them so that they compile; the message stream keeps one message per
/// line for any line splitter.
@MainActor
@Suite struct TerminalSafetyTests {
    /// Clears the screen, rings the bell, and reverses the rest of the line.
    static let hostile = "\u{1B}[2J\u{7}\u{202E}txt.exe"
    static let fileName = "odd\u{1B}[31m\u{2066}name.feature"

    static let feature = """
        Feature: Terminal \(hostile)

          Scenario: undefined \(hostile)
            Given a step with \(hostile) in it

          Scenario: failing
            Given it fails
        """

    static let steps = Steps(HostileWorld.self) {
        Given("it fails") { _ in throw ExpectationFailure("failed with \(TerminalSafetyTests.hostile)") }
    }

    /// Whether `text` holds something a terminal would act on or reorder.
    static func isRaw(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test(arguments: ["pretty", "progress", "summary", "usage"])
    func terminalReportsShowControlCharactersAndOverridesEscaped(_ format: String) async throws {
        let harness = try RunnerHarness(files: [Self.fileName: Self.feature])
        let run = await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: format)] }
        #expect(run.status == 1)
        #expect(!Self.isRaw(run.output), "\(run.output.debugDescription)")
        #expect(!Self.isRaw(run.errors), "\(run.errors.debugDescription)")
        #expect(format == "usage" || run.output.contains("odd\\u{1B}[31m\\u{2066}name.feature"))
    }

    @Test func anUndefinedStepsSnippetEscapesThemSoThatItCompilesAndMatchesTheStep() async throws {
        let harness = try RunnerHarness(files: ["steps.feature": Self.feature])
        let run = await harness.run([Self.steps]) { $0.formats = [FormatRequest(name: "summary")] }
        let snippet = try #require(
            run.output.split(separator: "\n").first { $0.contains("Given(\"a step with") }, "\(run.output)")
        #expect(!Self.isRaw(String(snippet)))
        // The literal as Swift reads it is the step's text again, so the snippet's expression matches the step.
        let literal = try #require(snippet.firstMatch(of: #/Given\("(.*)"\) \{ world in/#)?.output.1)
        #expect(literal == #"a step with \u{1B}[2J\u{7}\u{202E}txt.exe in it"#)
        #expect(Self.unescapingSwiftLiteral(String(literal)) == "a step with \(Self.hostile) in it")
    }

    @Test func diagnosticsOnStandardErrorShowFileNamesAndQuotedLinesEscaped() async throws {
        let harness = try RunnerHarness(files: [
            Self.fileName: "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | \u{1B}[2J |\n"
        ])
        let run = await harness.run([Self.steps])
        #expect(run.status == 2)
        #expect(run.errors.contains("odd\\u{1B}[31m\\u{2066}name.feature:5:"), "\(run.errors)")
        #expect(!Self.isRaw(run.errors), "\(run.errors.debugDescription)")
    }

    @Test func theMessageStreamKeepsOneMessagePerLineWhateverSplitsTheLines() async throws {
        let separators = "line\u{2028}paragraph\u{2029}next\u{85}end"
        let harness = try RunnerHarness(files: [
            "separators.feature": "Feature: \(separators)\n  Scenario: \(separators)\n    Given it fails\n"
        ])
        let run = await harness.run([Self.steps]) {
            $0.formats = [FormatRequest(name: "message", path: harness.path("run.ndjson"))]
        }
        #expect(run.status == 1)
        let stream = try String(contentsOfFile: harness.path("run.ndjson"), encoding: .utf8)
        let lines = stream.split(whereSeparator: \.isNewline)
        #expect(lines.count == stream.split(separator: "\n").count)
        #expect(stream.contains(#"line\u2028paragraph\u2029next\u0085end"#))
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            #expect(object is [String: Any])
        }
        #expect(stream.contains("\"name\":\"\(separators)\"") == false)
    }

    /// `\u{…}` escapes as a Swift string literal reads them.
    static func unescapingSwiftLiteral(_ text: String) -> String {
        text.replacing(#/\\u\{([0-9A-F]+)\}/#) { match in
            String(Unicode.Scalar(UInt32(match.output.1, radix: 16)!)!)
        }
    }
}
