/// The cells of a table row as the parser splits them, read from the row's source line to explain a row with
/// another number of cells than the first row of its table.
struct TableRowShape {
    /// The 1-based column (in Unicode scalars) where each cell starts: just after the `|` before it.
    let cellColumns: [Int]
    /// Where a missing cell goes: just after the last `|`, or where the text that lacks its final `|` starts.
    let endColumn: Int
    /// Whether the row ends with a `|`: text after the last one is no cell, so a missing `|` loses a cell.
    let closed: Bool

    var count: Int { cellColumns.count }

    /// The shape of `line`; `nil` when it is not a table row.
    init?(_ line: String) {
        // Each `|` opens a cell at its first character that is not a space (just after the `|` if all are).
        var starts: [Int] = []
        var started = true
        var escaped = false
        for (index, scalar) in line.unicodeScalars.enumerated() {
            if scalar == "|" && !escaped {
                starts.append(index + 2)
                started = false
                continue
            }
            escaped = !escaped && scalar == "\\"
            if !started && !scalar.properties.isWhitespace {
                starts[starts.count - 1] = index + 1
                started = true
            }
        }
        guard let last = starts.last else { return nil }
        cellColumns = starts.dropLast()
        closed = !started
        endColumn = last
    }

    /// The row's mismatch against a first row of `expected` cells, with the column of the first missing cell (just
    /// after the last `|`, or where the text lacking its `|` starts) or of the first extra one.
    func advice(expected: Int) -> GherkinDiagnostic.Advice {
        let column = count > expected ? cellColumns[expected] : endColumn
        return .inconsistentCellCount(expected: expected, found: count, column: column, closed: closed)
    }

    /// The advice for the row at `lineIndex` (0-based) of `lines`: compared with the first row of its table, the
    /// nearest row above it after which only rows, comments and blank lines come.
    static func advice(lines: [String], lineIndex: Int) -> GherkinDiagnostic.Advice? {
        guard lines.indices.contains(lineIndex), let row = TableRowShape(lines[lineIndex]) else { return nil }
        var first = row
        var index = lineIndex - 1
        while index >= 0 {
            let text = lines[index].trimmingWhitespace()
            if text.hasPrefix("|"), let shape = TableRowShape(lines[index]) {
                first = shape
            } else if !text.isEmpty && !text.hasPrefix("#") {
                break
            }
            index -= 1
        }
        return row.advice(expected: first.count)
    }
}
