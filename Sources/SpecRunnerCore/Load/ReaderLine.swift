/// A description line as a reader sees it, to tell whether it is a step the grammar could not read as one.
///
/// A document editor pastes a non-breaking space after `Dado`, a Markdown habit puts `- ` or `1. ` before a step
/// or wraps its keyword in `**`: a reader still sees the step, the grammar sees description text. Here every
/// Unicode space and invisible character is a space, a leading list marker and Markdown emphasis are gone, and the
/// words are separated by single spaces.
struct ReaderLine {
    /// The words as a reader sees them.
    let words: [Substring]
    /// The first invisible or non-ASCII space character, if any (`U+00A0`).
    let invisible: Unicode.Scalar?
    /// The list marker or emphasis that started the line, if any (`-`, `1.`, `**`).
    let markup: Substring?

    init(_ line: Substring) {
        var invisible: Unicode.Scalar?
        var text = ""
        text.unicodeScalars.reserveCapacity(line.unicodeScalars.count)
        for scalar in line.unicodeScalars {
            if Self.isSpace(scalar) {
                if Self.isInvisible(scalar) && invisible == nil { invisible = scalar }
                text.unicodeScalars.append(" ")
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var markup: Substring?
        if let first = words.first, Self.isListMarker(first) {
            markup = first
            words.removeFirst()
        }
        // `**Dado** que`, `_Dado que_`: emphasis around words is not part of them.
        if let first = words.first, let mark = first.first, mark == "*" || mark == "_" {
            if markup == nil { markup = first.prefix { $0 == mark } }
            words = words.map { word in
                let inner = word.drop { $0 == "*" || $0 == "_" }
                return inner.dropLast(inner.reversed().prefix { $0 == "*" || $0 == "_" }.count)
            }
            .filter { !$0.isEmpty }
        }
        self.words = words
        self.invisible = invisible
        self.markup = markup
    }

    /// Whether a reader could see a step in `line` at all.
    ///
    /// A line without an invisible character that starts with no list marker or emphasis can only hold a keyword
    /// glued to the rest of its first word (`Dadoque`): one of `glued`, the single-word step keywords of four
    /// letters or more, lowercased. Most prose is let go here, without the copy of the line a reader makes, which
    /// cost a dry run of the benchmark corpus a few percent of its instructions. A first word that is not all ASCII,
    /// or that a mark may join to the next (a space before a character other than ASCII), is left to the reader.
    static func mayHoldStep(_ line: Substring, glued: [[UInt8]]) -> Bool {
        let bytes = line.utf8
        guard let first = bytes.first, first < 0x80 else { return true }
        if "-*+_".utf8.contains(first) || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) { return true }
        // Only a line with characters other than ASCII can have an invisible one.
        if !bytes.allSatisfy({ $0 < 0x80 }), line.unicodeScalars.contains(where: isInvisible) { return true }
        let word = bytes.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        if word.contains(where: { $0 >= 0x80 }) || bytes[word.endIndex...].dropFirst().first ?? 0 >= 0x80 {
            return true
        }
        return glued.contains { keyword in
            word.count > keyword.count && zip(word, keyword).allSatisfy { DescriptionLint.asciiLowercase($0) == $1 }
        }
    }

    /// The step a reader sees, if the line starts with a step keyword of `vocabulary`'s dialect in any letter
    /// case: the keyword as the dialect writes it, the rest of the step, and whether the keyword was glued to the
    /// next word (`Dadoque el servidor…`: a keyword of four letters or more, then the rest of that word).
    func step(in vocabulary: DescriptionLint.Vocabulary) -> (keyword: String, rest: String, glued: Bool)? {
        guard let first = words.first else { return nil }
        let lower = words.joined(separator: " ").lowercased()
        // The longest keyword the line starts with (`Étant donné que` before `Étant donné`).
        if let (key, own) = vocabulary.ownSteps.filter({ lower.hasPrefix($0.key + " ") }).max(by: {
            $0.key.count < $1.key.count
        }) {
            let rest = lower.dropFirst(key.count + 1)
            return (own, String(words.joined(separator: " ").suffix(rest.count)), false)
        }
        let word = first.lowercased()
        guard
            let (key, own) = vocabulary.ownSteps.filter({
                !$0.key.contains(" ") && $0.key.count >= 4 && word.count > $0.key.count && word.hasPrefix($0.key)
            }).max(by: { $0.key.count < $1.key.count })
        else { return nil }
        let rest = ([first.dropFirst(key.count)] + words.dropFirst()).joined(separator: " ")
        return (own, rest, true)
    }

    /// The words of `text`, separated by spaces and tabs, one space apart.
    static func spaced(_ text: Substring) -> String {
        let tail = text.drop { $0 == " " || $0 == "\t" }
        // Words already one space apart are the text as written: splitting by characters costs many times more.
        let bytes = tail.utf8
        if !bytes.contains(9), bytes.last != 32,
            !zip(bytes, bytes.dropFirst()).contains(where: { $0 == 32 && $1 == 32 })
        {
            return String(tail)
        }
        return tail.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// ``spaced(_:)`` of UTF-8 `bytes`, made into a string as they are when their words are already one space apart.
    static func spaced(bytes: ArraySlice<UInt8>) -> String {
        let tail = bytes.drop { $0 == 32 || $0 == 9 }
        // A character other than ASCII after a space may be a mark that makes one character of it: read as text.
        if tail.startIndex == bytes.startIndex || (tail.first ?? 0) < 0x80, !tail.contains(9), tail.last != 32,
            !zip(tail, tail.dropFirst()).contains(where: { $0 == 32 && $1 == 32 })
        {
            return String(decoding: tail, as: UTF8.self)
        }
        return spaced(Substring(String(decoding: bytes, as: UTF8.self)))
    }

    /// `U+00A0`.
    var invisibleName: String? {
        invisible.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// The column of the first invisible character of `line`, if any: where a caret shows what to fix.
    static func invisibleColumn(in line: String) -> Int? {
        line.unicodeScalars.firstIndex(where: isInvisible).map { line.unicodeScalars[..<$0].count + 1 }
    }

    /// Whether `scalar` reads as a space but is none of the two a grammar knows (a space and a tab).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar != " " && scalar != "\t" && isSpace(scalar)
    }

    /// Whether `scalar` reads as a space: a Unicode space separator, or a zero-width or byte-order character.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200D, 0x2028, 0x2029, 0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// `-`, `*`, `+`, `•`, `1.`, `1)`.
    private static func isListMarker(_ word: Substring) -> Bool {
        if word.count == 1, let mark = word.first { return "-*+•–".contains(mark) }
        guard let last = word.last, last == "." || last == ")", word.count >= 2 else { return false }
        return word.dropLast().allSatisfy(\.isASCII) && word.dropLast().allSatisfy(\.isNumber)
    }
}
