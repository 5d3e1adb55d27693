import Testing

@testable import Gherkin

@Suite struct TokenScannerTests {
    @Test func splitsLinesAtLineFeedsOnly() {
        let lines = scannedLines("a\nb\rc\n")
        #expect(lines.map(\.line) == [1, 2, 3])
        #expect(lines.map(\.isEOF) == [false, false, true])
        #expect(lines[1].end - lines[1].start == 3)  // "b\rc": a lone carriage return does not end a line
    }

    @Test(arguments: [("", 1), ("a", 2), ("a\n", 2), ("a\n\n", 3), ("\n", 2)])
    func endOfFileComesAfterTheLastLine(text: String, endOfFileLine: Int) {
        let lines = scannedLines(text)
        #expect(lines.last?.isEOF == true)
        #expect(lines.last?.line == endOfFileLine)
    }

    @Test func indentCountsUnicodeWhitespaceScalars() {
        // Two spaces, a tab, a no-break space (2 bytes) and an ideographic space (3 bytes).
        let line = scannedLines("  \t\u{A0}\u{3000}Given x")[0]
        #expect(line.indent == 5)
        #expect(line.trimmedStart == 2 + 1 + 2 + 3)
    }

    @Test func blankLineIndentCountsItsLineFeedAsTheOfficialScannerDoes() {
        let lines = scannedLines("   \n   ")
        #expect(lines[0].indent == 4)
        #expect(lines[0].isBlank)
        #expect(lines[1].indent == 3)
    }

    @Test func findsLineFeedsInLongLines() {
        let long = String(repeating: "x", count: 1000)
        let lines = scannedLines(long + "\n" + long)
        #expect(lines.count == 3)
        #expect(lines[0].end - lines[0].start == 1000)
        #expect(lines[1].start == 1001)
    }
}
