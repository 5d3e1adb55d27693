import Testing

@testable import Gherkin

/// Nothing a user can put in a file crashes, hangs or blows up: every problem is a located error.
@Suite struct RobustnessTests {
    private func parseBytes(_ bytes: [UInt8], uri: String = "r.feature") throws(GherkinErrors) -> GherkinDocument {
        try GherkinParser().document(bytes, uri: uri, ids: IncrementingIdGenerator())
    }

    @Test func invalidUTF8IsALocatedError() {
        let bytes = Array("Feature: F\n  Scenario: S\n    Given caf".utf8) + [0xE9, 0x0A]
        #expect {
            try parseBytes(bytes)
        } throws: { error in
            let errors = (error as? GherkinErrors)?.errors ?? []
            return errors.count == 1 && errors[0].location == Location(line: 3, column: 14)
                && errors[0].kind == .invalidUTF8 && errors[0].message.hasPrefix("(3:14): invalid UTF-8")
        }
    }

    @Test(
        arguments: [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF],
        ] as [[UInt8]])
    func overlongSurrogateAndTruncatedSequencesAreInvalid(sequence: [UInt8]) {
        #expect(sequence.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } == 0)
    }

    @Test func validMultiByteTextIsValid() {
        let bytes = Array("ñ € 😀 \u{10FFFF}".utf8)
        #expect(bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } == nil)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let document = try parseBytes([0xEF, 0xBB, 0xBF] + Array("Feature: F\n".utf8))
        #expect(document.feature?.location == Location(line: 1, column: 1))
    }

    @Test func nulBytesAreOrdinaryCharacters() throws {
        let document = try parseBytes(Array("Feature: a\u{0}b\n  Scenario: S\n    Given \u{0}\n".utf8))
        #expect(document.feature?.name == "a\u{0}b")
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps.first?.text == "\u{0}")
    }

    @Test func aTenMegabyteLineParses() throws {
        var bytes = Array("Feature: F\n  Scenario: S\n    Given ".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000)
        bytes += Array("\n".utf8)
        let document = try parseBytes(bytes)
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps.first?.text.utf8.count == 10_000_000)
    }

    @Test func aTenMegabyteTableRowParses() throws {
        let row = "|" + String(repeating: " a |", count: 1_000_000)
        let document = try parse("Feature: F\n  Scenario: S\n    Given x\n" + row + "\n")
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps.first?.dataTable?.rows.first?.cells.count == 1_000_000)
    }

    @Test func aHundredThousandLinesParse() throws {
        var text = "Feature: F\n"
        for index in 0..<10_000 {
            text += "  Scenario: S\(index)\n    Given a\n    When b\n    Then c\n      | x |\n      | y |\n"
            text += "    And d\n    # note\n\n    But e\n"
        }
        let ids = IncrementingIdGenerator()
        let document = try GherkinParser().parse(text, uri: "big.feature", ids: ids)
        #expect(document.feature?.children.count == 10_000)
        #expect(PickleCompiler().compile(document, uri: "big.feature", ids: ids).count == 10_000)
    }

    @Test func aLongRunOfTagLinesIsLookedAheadLinearly() throws {
        let text = "Feature: F\n" + String(repeating: "  @tag\n", count: 50_000) + "  Scenario: S\n    Given x\n"
        let document = try parse(text)
        guard case .scenario(let scenario) = document.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.tags.count == 50_000)
    }

    @Test func anUnclosedDocStringAtTheEndIsAnError() {
        let found = errors(
            "Feature: F\n  Scenario: S\n    Given x\n      ```\n" + String(repeating: "line\n", count: 1000))
        #expect(found.map(\.message) == ["(1005:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
    }

    @Test func anUnknownLanguageHeaderIsAnError() {
        #expect(errors("# language: klingon\nFeature: F\n").map(\.kind) == [.noSuchLanguage("klingon")])
    }

    @Test func garbageGivesAtMostElevenErrors() {
        let garbage = (0..<5000).map { "junk \($0) | @ \"\"\" : #" }.joined(separator: "\n")
        #expect(errors(garbage).count == 11)
    }

    @Test func onlyCarriageReturnsAndWhitespaceParse() throws {
        #expect(try parse("\r\r\n \t\r\n\u{A0}\n").feature == nil)
    }

    @Test func tokensOfAFileThatDoesNotParseThrow() {
        #expect(throws: GherkinErrors.self) { try GherkinParser().tokens(Array("nope".utf8), uri: "x.feature") }
    }
}
