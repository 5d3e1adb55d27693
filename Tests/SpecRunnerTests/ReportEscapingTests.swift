import CucumberMessages
import Foundation
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

@Suite struct ReportEscapingTests {
    @Test func markupNeutralisesTagsEntitiesAndCDATAEnds() {
        #expect(ReportEscaping.markup("</script><b>x") == "&lt;/script&gt;&lt;b&gt;x")
        #expect(ReportEscaping.markup("a ]]> b & c") == "a ]]&gt; b &amp; c")
        #expect(ReportEscaping.markup("\"quoted\" it's") == "\"quoted\" it's")
    }

    @Test func attributesAlsoEscapeQuotesAndKeepLineBreaksAndTabs() {
        #expect(ReportEscaping.attribute("say \"hi\" & 'bye'") == "say &quot;hi&quot; &amp; &#39;bye&#39;")
        #expect(ReportEscaping.attribute("one\ntwo\tthree\r") == "one&#10;two&#9;three&#13;")
    }

    @Test(arguments: [
        ("\u{0}", "\\u{0}"), ("\u{7}", "\\u{7}"), ("\u{1B}[31m", "\\u{1B}[31m"), ("\u{7F}", "\\u{7F}"),
        ("\u{85}", "\\u{85}"), ("\u{FFFE}", "\\u{FFFE}"), ("\u{FFFF}", "\\u{FFFF}"), ("\u{C}", "\\u{C}"),
    ])
    func controlCharactersThatXMLCannotCarryAreShownVisibly(raw: String, shown: String) {
        #expect(ReportEscaping.markup("a\(raw)b") == "a\(shown)b")
        #expect(ReportEscaping.attribute("a\(raw)b") == "a\(shown)b")
        #expect(ReportEscaping.terminal("a\(raw)b") == "a\(shown)b")
    }

    @Test func lineBreaksTabsAndOrdinaryTextPassUnchanged() {
        let text = "Característica: ñandú 🥒\n\tdone"
        #expect(ReportEscaping.markup(text) == text)
        #expect(ReportEscaping.terminal(text) == text)
    }

    /// Sound: every character the terminal shows escaped, anywhere in a text, makes the quick check look closer.
    @Test func theTerminalCheckMissesNoCharacterTheTerminalEscapesWhereverItStands() {
        let escaped = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(ReportEscaping.needsTerminalEscaping)
        #expect(escaped.contains("\u{1B}") && escaped.contains("\u{202E}") && escaped.contains("\u{FFFF}"))
        for scalar in escaped {
            for place in 0..<20 {
                var text = String(repeating: "a", count: place) + String(scalar) + String(repeating: "a", count: 20)
                let flagged = text.withUTF8(ReportEscaping.mayNeedTerminalEscaping)
                #expect(flagged, "U+\(scalar.value) at \(place)")
            }
        }
        var empty = ""
        let flagged = empty.withUTF8(ReportEscaping.mayNeedTerminalEscaping)
        #expect(!flagged)
    }

    /// Cheap: printable ASCII and ordinary accented text are passed over without a closer look.
    @Test(arguments: ["Given a step that passes", "Característica: ñandú, cigüeña 🥒"])
    func theTerminalCheckPassesOverOrdinaryText(text: String) {
        var text = text
        let flagged = text.withUTF8(ReportEscaping.mayNeedTerminalEscaping)
        #expect(!flagged)
    }

    @Test func theTerminalKeepsMarkupCharacters() {
        #expect(ReportEscaping.terminal("<b>&</b>") == "<b>&</b>")
    }

    @Test func reportTimesAreUTCAndLocaleIndependent() {
        let timestamp = Timestamp(seconds: 951_782_400 + 3_723, nanos: 45_000_000)  // 2000-02-29T01:02:03.045Z
        #expect(ReportTime.dateTime(timestamp) == "2000-02-29T01:02:03")
        #expect(ReportTime.instant(timestamp) == "2000-02-29T01:02:03.045Z")
        #expect(ReportTime.dateTime(Timestamp(seconds: 0, nanos: 0)) == "1970-01-01T00:00:00")
        #expect(ReportTime.dateTime(Timestamp(seconds: -1, nanos: 0)) == "1969-12-31T23:59:59")
        #expect(ReportTime.seconds(Duration(nanoseconds: 1_250_000)) == "0.001250")
        #expect(ReportTime.seconds(Duration(seconds: 12, nanos: 5000)) == "12.000005")
        #expect(ReportTime.readable(Duration(nanoseconds: 42_000)) == "0.042 ms")
        #expect(ReportTime.readable(Duration(nanoseconds: 12_500_000)) == "12.500 ms")
        #expect(ReportTime.readable(Duration(nanoseconds: 1_250_000_000)) == "1.250 s")
    }
}

@Suite struct JSONTextWriterTests {
    @Test func writesPrettyJSONThatParsesBackToTheSameValues() throws {
        var writer = JSONTextWriter()
        writer.beginArray()
        writer.beginObject()
        writer.field("name", "</script> \"quoted\" back\\slash\ttab\nline \u{0}\u{1B}[31m ñ 🥒")
        writer.field("line", 12)
        writer.field("absent", nil)
        writer.key("empty")
        writer.beginArray()
        writer.endArray()
        writer.key("cells")
        writer.beginArray()
        writer.value("a")
        writer.value("b")
        writer.endArray()
        writer.endObject()
        writer.endArray()
        let text = String(decoding: writer.take(), as: UTF8.self)
        #expect(
            text == """
                [
                  {
                    "name": "</script> \\"quoted\\" back\\\\slash\\ttab\\nline \\u0000\\u001b[31m ñ 🥒",
                    "line": 12,
                    "empty": [],
                    "cells": [
                      "a",
                      "b"
                    ]
                  }
                ]
                """
        )
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["name"] as? String == "</script> \"quoted\" back\\slash\ttab\nline \u{0}\u{1B}[31m ñ 🥒")
        #expect(writer.take().isEmpty)
    }
}
