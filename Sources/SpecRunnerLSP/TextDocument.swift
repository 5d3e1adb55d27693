/// An open document's text, kept up to date with the editor's incremental changes.
///
/// Positions are LSP positions: a 0-based line and a 0-based column in UTF-16 code units.
struct TextDocument {
    let uri: String
    var version: Int
    private(set) var text: String
    /// The document's lines, without their line ends.
    private(set) var lines: [Substring] = []

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        lines = Self.split(text)
    }

    /// Applies the `contentChanges` of a `textDocument/didChange` notification, in order; a change whose range is
    /// not one (a position missing, negative or not an integer) changes nothing, rather than the whole text.
    mutating func apply(contentChanges: [JSONValue]) {
        for change in contentChanges {
            let replacement = change["text"]?.string ?? ""
            guard let range = change["range"] else {
                apply(start: nil, end: nil, replacement: replacement)
                continue
            }
            guard range.object != nil, let start = Self.position(range["start"]), let end = Self.position(range["end"])
            else { continue }
            apply(start: start, end: end, replacement: replacement)
        }
    }

    /// An LSP position object as a pair, if it is one: two integers, neither negative (LSP's `uinteger`).
    static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer, line >= 0,
            character >= 0
        else { return nil }
        return (line, character)
    }

    /// `position` inside the document, as LSP says: a character past the end of its line is the line's end; a
    /// line past the last is the one after it, where nothing is.
    func clamped(_ position: (line: Int, character: Int)) -> (line: Int, character: Int) {
        let line = min(position.line, lines.count)
        return (line, min(position.character, utf16Length(of: line)))
    }

    /// Replaces the text between `start` and `end` (LSP positions) with `replacement`, or the whole text when
    /// no range is given.
    mutating func apply(start: (line: Int, character: Int)?, end: (line: Int, character: Int)?, replacement: String) {
        guard let start, let end else {
            text = replacement
            lines = Self.split(text)
            return
        }
        let lower = index(at: start)
        let upper = max(lower, index(at: end))
        text.replaceSubrange(lower..<upper, with: replacement)
        lines = Self.split(text)
    }

    /// The text's index at an LSP position, clamped to the document.
    func index(at position: (line: Int, character: Int)) -> String.Index {
        guard position.line >= 0 else { return text.startIndex }
        guard position.line < lines.count else { return text.endIndex }
        let line = lines[position.line]
        let utf16 = line.utf16
        let offset = min(max(position.character, 0), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        // A position inside a surrogate pair rounds down to the character's start.
        return index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.index(before: index)
    }

    /// The UTF-16 column of the 1-based scalar `column` on the 0-based `line`.
    func utf16Column(line: Int, scalarColumn column: Int) -> Int {
        guard lines.indices.contains(line) else { return 0 }
        let scalars = lines[line].unicodeScalars
        return scalars.prefix(max(column - 1, 0)).reduce(0) { $0 + $1.utf16.count }
    }

    /// The UTF-16 column where the word starting at UTF-16 column `start` of the 0-based `line` ends (at the next
    /// space or tab, or the line's end); `start` itself at a space or past the end.
    func utf16EndOfWord(line: Int, from start: Int) -> Int {
        guard lines.indices.contains(line) else { return start }
        let rest = lines[line].utf16.dropFirst(start)
        return start + rest.prefix { $0 != 0x20 && $0 != 0x09 }.count
    }

    /// The length of the 0-based `line` in UTF-16 code units.
    func utf16Length(of line: Int) -> Int {
        lines.indices.contains(line) ? lines[line].utf16.count : 0
    }

    private static func split(_ text: String) -> [Substring] {
        // By scalars: a CRLF is one Character, so splitting by characters would not see its "\n".
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { slice in
            let line = Substring(slice)
            return line.unicodeScalars.last == "\r" ? Substring(line.unicodeScalars.dropLast()) : line
        }
    }
}
