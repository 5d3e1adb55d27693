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
    /// A line of ASCII (no invisible character) that starts with no list marker or emphasis can only hold a
    /// keyword glued to the rest of its first word (`Dadoque`): one of `glued`, the single-word step keywords of
    /// four letters or more, lowercased. Most prose is let go here, without the copy of the line a reader makes,
    /// which cost a dry run of the benchmark corpus a few percent of its instructions.
    static func mayHoldStep(_ line: Substring, glued: [[UInt8]]) -> Bool {
        guard let first = line.utf8.first, line.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        if "-*+_".utf8.contains(first) || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) { return true }
        let word = line.utf8.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
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
