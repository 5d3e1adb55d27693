import Foundation
import Gherkin

/// Finds what makes a Scenario Outline run other than its author meant, though the file parses.
///
/// - A misspelt `<placeholder>`: one that no column of its examples fills but one nearly does. The pickle compiler
///   leaves it as written, as Cucumber's does, so `<emial>` runs as the text `<emial>`: a step taking `{string}`
///   or `{word}` accepts it and may pass, and the column the author meant goes unchecked. Angle brackets that
///   are nothing like a column (`<order id="7">` in an XML doc string) are text, and raise nothing.
/// - Examples without rows (a header alone, or no table): they run nothing, and the outline's scenarios are
///   missing from the run and from its coverage without a word.
/// - `<placeholders>` in an outline with no examples at all: it runs once, with them as written.
/// - An examples column that no step, doc string, data table or the scenario's name uses: the values the author
///   wrote there are never checked.
///
/// Each warning quotes the line with a caret, and its hint is in the file's own language; what it is about is not
/// checked by the run, so it is reported to the coverage gate as the outline's ``LostContent``.
package enum OutlineLint {
    /// A problem found: what, what to do (the hint already in the file's language), and what the run does not
    /// check.
    private struct Finding {
        /// The column; `nil` to put the caret on the first occurrence of `text` on the line.
        var column: Int? = nil
        var text = ""
        let message: String
        let hint: String
        let lost: LostContent
        /// What replaces `text` to fix it (the column a misspelt placeholder meant).
        var fix: String? = nil
    }

    /// Warnings for the outlines of `document`, whose bytes are `source`, and what the run does not check.
    package static func findings(
        for document: GherkinDocument, source: [UInt8], path: String, catalog: MessageCatalog = .english
    ) -> LintFindings {
        guard let feature = document.feature else { return LintFindings() }
        let dialect = GherkinDialect.named(feature.language)
        var findings: [Finding] = []
        func check(_ scenario: Scenario) {
            findings += Self.findings(in: scenario, dialect: dialect, path: path, catalog)
        }
        // By index: a loop over the children copies each one (a scenario's every field), an element switched on
        // where it is is not copied.
        for index in feature.children.indices {
            switch feature.children[index] {
            case .scenario(let scenario): check(scenario)
            case .background: break
            case .rule(let rule):
                for case .scenario(let scenario) in rule.children { check(scenario) }
            }
        }
        guard !findings.isEmpty else { return LintFindings() }
        let quote = SourceQuote(source)
        var result = LintFindings()
        for finding in findings.sorted(by: { $0.lost.line < $1.lost.line }) {
            let line = finding.lost.line
            let lineText = quote.lines.indices.contains(line - 1) ? quote.lines[line - 1] : ""
            let column =
                finding.column
                ?? lineText.range(of: finding.text).map { lineText.unicodeScalars[..<$0.lowerBound].count + 1 } ?? 1
            let fix = finding.fix.map {
                Diagnostic.Fix.replacing(finding.text, at: line, column: column, with: $0, catalog: catalog)
            }
            result.warn(finding.message, hint: finding.hint, column: column, quote: quote, lost: finding.lost, fix: fix)
        }
        return result
    }

    /// The problems of the outline `scenario` of a file in `dialect`.
    private static func findings(
        in scenario: Scenario, dialect: GherkinDialect?, path: String, _ catalog: MessageCatalog
    ) -> [Finding] {
        var findings: [Finding] = []
        let outline = scenario.location.line
        func lost(_ kind: LostContent.Kind, at line: Int, _ text: String) -> LostContent {
            LostContent(kind: kind, uri: path, line: line, text: text, owners: [outline])
        }
        if scenario.examples.isEmpty {
            // Only a scenario written as an outline (most are not: they are not scanned) has placeholders.
            guard dialect?.scenarioOutline.contains(scenario.keyword) == true else { return [] }
            // The first placeholder of an outline without examples, which runs once with it as written.
            guard let first = placeholders(of: scenario).first?.name else { return [] }
            let examplesKeyword = dialect?.examples.first ?? "Examples"
            return [
                Finding(
                    column: scenario.location.column, message: catalog.text(.outlineNoExamples(placeholder: first)),
                    hint: catalog.text(.outlineNoExamplesHint(examplesKeyword: examplesKeyword)),
                    lost: lost(.placeholder, at: outline, "<\(first)>"))
            ]
        }
        for examples in scenario.examples where examples.tableBody.isEmpty {
            let title = "\(examples.keyword): \(examples.name)".trimmingCharacters(in: .whitespaces)
            findings.append(
                Finding(
                    column: examples.location.column, message: catalog.text(.outlineNoRows),
                    hint: catalog.text(.outlineNoRowsHint),
                    lost: lost(.emptyExamples, at: examples.location.line, title)))
        }
        let tables = scenario.examples.compactMap { examples -> Table? in
            guard let header = examples.tableHeader, !examples.tableBody.isEmpty else { return nil }
            return Table(line: examples.location.line, header: header.cells)
        }
        guard !tables.isEmpty else { return findings }
        var reported: Set<String> = []
        let placeholders = placeholders(of: scenario)
        // The columns misspelt placeholders meant.
        var meant: [String] = []
        for (name, line) in placeholders {
            // Once per placeholder and line, for the first examples table that lacks it.
            guard let table = tables.first(where: { !$0.has(name) }),
                let column = column(misspeltAs: name, among: table.columns)
            else { continue }
            // The column it meant is warned about with it: not a second time as unused.
            meant.append(column)
            guard reported.insert("\(line) \(name)").inserted else { continue }
            let columns = table.columns.map { "<\($0)>" }.joined(separator: ", ")
            let message = Message.outlineUnknownColumn(name: name, line: String(table.line))
            findings.append(
                Finding(
                    text: "<\(name)>", message: catalog.text(message),
                    hint: catalog.text(.outlineUnknownColumnHint(column: column, columns: columns)),
                    lost: lost(.placeholder, at: line, "<\(name)>"), fix: "<\(column)>"))
        }
        // The columns no placeholder names: the values written in them are never checked.
        for cell in tables.flatMap(\.header)
        where !cell.value.isEmpty && !placeholders.contains(where: { $0.name == cell.value })
            && !meant.contains(cell.value)
        {
            findings.append(
                Finding(
                    column: cell.location.column, message: catalog.text(.outlineUnusedColumn(column: cell.value)),
                    hint: catalog.text(.outlineUnusedColumnHint(column: cell.value)),
                    lost: lost(.unusedColumn, at: cell.location.line, cell.value)))
        }
        return findings
    }

    /// An examples table with a body: its line, and its header's cells.
    private struct Table {
        let line: Int
        let header: [TableCell]

        /// The names of its columns.
        var columns: [String] { header.map(\.value) }

        /// Whether a column is named `name` exactly, byte for byte.
        func has(_ name: String) -> Bool {
            header.contains { $0.value.utf8.count == name.utf8.count && $0.value.utf8.elementsEqual(name.utf8) }
        }
    }

    /// The placeholders of the scenario's name, steps, doc strings and data tables, in order, each with its line.
    private static func placeholders(of scenario: Scenario) -> [(name: String, line: Int)] {
        var found: [(name: String, line: Int)] = []
        // `line` is the text's; a doc string's content counts its lines from there.
        func add(_ text: String, line: Int, countingLines: Bool = false) {
            forEachPlaceholder(in: text) { name, lineFeeds in
                found.append((String(decoding: name, as: UTF8.self), line + (countingLines ? lineFeeds : 0)))
            }
        }
        add(scenario.name, line: scenario.location.line)
        for step in scenario.steps {
            add(step.text, line: step.location.line)
            if let docString = step.docString {
                // Its media type is filled in too (`"""<type>`); the content's lines follow the delimiter's line.
                add(docString.mediaType ?? "", line: docString.location.line)
                add(docString.content, line: docString.location.line + 1, countingLines: true)
            }
            for row in step.dataTable?.rows ?? [] {
                for cell in row.cells { add(cell.value, line: cell.location.line) }
            }
        }
        return found
    }

    /// The names between `<` and `>` in `text`, as the compiler would replace them (no angle bracket inside).
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        forEachPlaceholder(in: text) { name, _ in names.append(String(decoding: name, as: UTF8.self)) }
        return names
    }

    /// Calls `body` with the UTF-8 of each name between `<` and `>` on a line of `text` (both brackets are
    /// ASCII), and the number of line feeds before it.
    private static func forEachPlaceholder(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            // Most texts have no placeholder: one fast search first.
            guard let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "<")), bytes.count) != nil else {
                return
            }
            var start: Int?
            var lineFeeds = 0
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "<"): start = index + 1
                case UInt8(ascii: ">"):
                    if let from = start, from < index {
                        body(UnsafeBufferPointer(rebasing: bytes[from..<index]), lineFeeds)
                    }
                    start = nil
                case UInt8(ascii: "\n"):
                    lineFeeds += 1
                    start = nil
                default: break
                }
            }
        }
    }

    /// The column `name` is a likely misspelling of, if any: one edit away (two for a name of four letters or
    /// more), or two neighbouring letters swapped.
    private static func column(misspeltAs name: String, among columns: [String]) -> String? {
        let name = name.lowercased()
        // Of two ASCII names, one more than two letters longer is more than two edits away and swaps no letters:
        // most placeholders a table lacks are nothing like its columns, and are let go without measuring.
        let ascii = name.utf8.allSatisfy { $0 < 0x80 }
        let columns = columns.filter {
            !ascii || abs($0.utf8.count - name.utf8.count) <= 2 || !$0.utf8.allSatisfy { $0 < 0x80 }
        }
        let distances = columns.map { ($0, EditDistance.between(name, $0.lowercased())) }
        guard let nearest = distances.min(by: { $0.1 < $1.1 }) else { return nil }
        if nearest.1 <= (nearest.0.count < 4 ? 1 : 2) { return nearest.0 }
        return columns.first { swapsNeighbours(name, $0.lowercased()) }
    }

    /// Whether `a` is `b` with two neighbouring characters swapped (`aeg`, `age`).
    private static func swapsNeighbours(_ a: String, _ b: String) -> Bool {
        let a = Array(a)
        let b = Array(b)
        guard a.count == b.count, let first = a.indices.first(where: { a[$0] != b[$0] }), first + 1 < a.count
        else { return false }
        return a[first] == b[first + 1] && a[first + 1] == b[first] && a[(first + 2)...] == b[(first + 2)...]
    }
}
