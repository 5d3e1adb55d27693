/// A feature file's lines, for the warnings that quote one with a caret under a column.
struct SourceQuote {
    /// The lines, without line ends or trailing whitespace (a byte order mark dropped).
    let lines: [String]

    init(_ source: [UInt8]) {
        var bytes = source[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self).trimmingTrailingWhitespace
        }
    }

    /// Line `number` (1-based) and a caret under its `column` (1-based, in Unicode scalars), as a diagnostic's
    /// context.
    func context(line number: Int, column: Int) -> [String] {
        guard lines.indices.contains(number - 1) else { return [] }
        let text = lines[number - 1]
        let label = String(number)
        let gutter = String(repeating: " ", count: max(label.count, 4))
        // Tabs are kept before the caret, so that it lines up under the column as the terminal shows the line.
        let lead = text.unicodeScalars.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        return ["\(gutter.dropLast(label.count))\(label) | \(text)", "\(gutter) | \(lead)^"]
    }
}

extension StringProtocol {
    /// The text without trailing spaces, tabs and carriage returns.
    var trimmingTrailingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
