import CucumberMessages

/// Escapes text from feature files and step code for the report formats, so that any name, step or message
/// yields a well-formed document that shows the text literally.
///
/// XML 1.0 cannot carry most control characters at all, not even as character references, and in HTML they
/// are invisible or parse errors; both formats show them visibly instead, as `\u{1B}`. Swift strings hold no
/// lone surrogates, and the Gherkin parser rejects files that are not UTF-8, so nothing else needs replacing.
package enum ReportEscaping {
    /// Text for an XML or HTML element's content: `&`, `<` and `>` escaped (so `]]>` and `</script>` are inert),
    /// carriage returns kept as references, control characters shown visibly.
    package static func markup(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// Text for a double- or single-quoted XML or HTML attribute value: as ``markup(_:)``, with quotes escaped
    /// and line breaks and tabs as references so that attribute-value normalisation keeps them.
    package static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// Text for a terminal: control characters other than line breaks and tabs, and bidirectional embeddings,
    /// overrides and isolates, shown visibly, so that a name cannot move the cursor, recolour the rest of the
    /// report or show its text in another order than it has.
    package static func terminal(_ text: String) -> String {
        // `String.withUTF8` rather than the messages module's generic `withUTF8Bytes`, which runs unspecialised
        // from here (a scenario's crash note checks two texts as it starts).
        var bytes = text
        guard bytes.withUTF8(mayNeedTerminalEscaping),
            text.unicodeScalars.contains(where: { needsTerminalEscaping($0) })
        else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            if needsTerminalEscaping(scalar) {
                result += visible(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether UTF-8 text may hold a character a terminal must not get raw (see ``terminal(_:)``): each starts with a
    /// byte below 0x20, 0x7F, 0xC2 (C1), 0xEF (U+FFFE, U+FFFF) or 0xE2 (bidirectional controls).
    ///
    /// Printable ASCII is passed over with one comparison a byte (`0x20...0x7E`, shifted by wrapping to `0...0x5E`),
    /// and without an early exit, so that the loop is compiled to compare many bytes an instruction (searching byte
    /// by byte, the check of a dry run's texts took 7.3 M instructions; this way, 3.6 M).
    package static func mayNeedTerminalEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var highest: UInt8 = 0
        for byte in utf8 { highest = max(highest, byte &- 0x20) }
        guard highest > 0x5E else { return false }
        return utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF || $0 == 0xE2 }
    }

    /// Whether a terminal shows `scalar` escaped: an invisible control, or a bidirectional embedding, override
    /// or isolate (U+202A to U+202E, U+2066 to U+2069), which would reorder what follows it on the line.
    static func needsTerminalEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: isInvisibleControl(scalar)
        }
    }

    /// Whether `scalar` is a control character that reports show visibly: C0 controls other than tab, line
    /// feed and carriage return, DEL, C1 controls, and the noncharacters U+FFFE and U+FFFF (not allowed in XML).
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `\u{1B}`: a control character as Swift writes it.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar, attribute: Bool) -> Bool {
        switch scalar {
        case "&", "<", ">", "\r": true
        case "\"", "'", "\n", "\t": attribute
        default: isInvisibleControl(scalar)
        }
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        // Most text needs nothing: avoid building a copy.
        guard text.unicodeScalars.contains(where: { needsEscaping($0, attribute: attribute) }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&#39;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            default:
                if isInvisibleControl(scalar) {
                    result += visible(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
