/// The lines of a profiles file as written, before any is given a meaning: sections, `key = value` entries,
/// and the lines that are neither.
///
/// Self-contained (the standard library only), so that the profiles fuzzer (`Fuzz/ProfilesFuzzer.swift`) is
/// built from this file alone; ``ProfileFile`` words its problems and checks the keys.
struct ProfileSyntax {
    /// What one line that is neither blank nor a comment (`#` or `;`) says.
    enum Line: Equatable {
        /// `[name]`.
        case section(String)
        /// `key = value`, both trimmed.
        case entry(key: String, value: String)
        /// A line starting with `[` that is not `[name]`.
        case badSection
        /// A line that is neither a section nor holds `=`.
        case badLine
    }

    /// The 1-based number of the first line that is not UTF-8, when one is not.
    let invalidLine: Int?
    /// The lines that say something, with their 1-based numbers, in file order.
    let lines: [(number: Int, line: Line)]
    /// The 1-based column (in Unicode scalars) where each entry's value starts, by line number: an error in a
    /// value is shown at its place.
    let valueColumns: [Int: Int]

    /// Reads a file's `bytes`: nothing is read from a file that is not UTF-8 text.
    init(bytes: [UInt8]) {
        var lines: [(number: Int, line: Line)] = []
        var columns: [Int: Int] = [:]
        // Split on the byte: a "\r\n" is one Character, which a split on "\n" would not see.
        for (offset, bytes) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                invalidLine = offset + 1
                self.lines = []
                valueColumns = [:]
                return
            }
            let line = Self.trimmed(text[...])
            if line.isEmpty || line.unicodeScalars.first == "#" || line.unicodeScalars.first == ";" { continue }
            lines.append((offset + 1, Self.meaning(of: line)))
            if case .entry = lines.last?.line {
                // Where the value starts: past the first `=` and the spaces after it.
                let scalars = Array(text.unicodeScalars)
                var column = scalars.firstIndex(of: "=")! + 1
                while column < scalars.count && (scalars[column] == " " || scalars[column] == "\t") { column += 1 }
                columns[offset + 1] = column + 1
            }
        }
        invalidLine = nil
        self.lines = lines
        valueColumns = columns
    }

    // Scalars, not characters: a combining mark after `#`, `[` or a space must not hide it.
    private static func meaning(of line: Substring) -> Line {
        let scalars = line.unicodeScalars
        if scalars.first == "[" {
            guard scalars.last == "]", scalars.count > 2 else { return .badSection }
            return .section(String(trimmed(Substring(scalars.dropFirst().dropLast()))))
        }
        guard let equals = scalars.firstIndex(of: "=") else { return .badLine }
        return .entry(
            key: String(trimmed(Substring(scalars[..<equals]))),
            value: String(trimmed(Substring(scalars[scalars.index(after: equals)...]))))
    }

    /// `text` without the spaces, tabs and carriage returns around it.
    private static func trimmed(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return Substring(scalars[first...last])
    }
}
