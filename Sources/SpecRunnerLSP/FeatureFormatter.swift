import Gherkin

/// Formats a parsed feature file: each keyword line indented by its depth (two spaces a level) and table columns
/// aligned; comments, descriptions, blank lines and doc strings are left exactly as written.
enum FeatureFormatter {
    /// The formatted text of `lines` (the document's lines), or `nil` when nothing changes.
    static func format(_ document: GherkinDocument, lines: [Substring]) -> String? {
        guard let feature = document.feature else { return nil }
        var indents: [Int: Int] = [:]
        var tables: [[TableRow]] = []
        func tags(_ tags: [Tag], _ depth: Int) {
            for tag in tags { indents[tag.location.line] = depth }
        }
        func steps(_ steps: [Step], _ depth: Int) {
            for step in steps {
                indents[step.location.line] = depth
                if let table = step.dataTable { tables.append(table.rows) }
            }
        }
        func scenario(_ scenario: Scenario, _ depth: Int) {
            tags(scenario.tags, depth)
            indents[scenario.location.line] = depth
            steps(scenario.steps, depth + 1)
            for examples in scenario.examples {
                tags(examples.tags, depth + 1)
                indents[examples.location.line] = depth + 1
                tables.append((examples.tableHeader.map { [$0] } ?? []) + examples.tableBody)
            }
        }
        func child(_ child: Rule.Child, _ depth: Int) {
            switch child {
            case .background(let background):
                indents[background.location.line] = depth
                steps(background.steps, depth + 1)
            case .scenario(let value):
                scenario(value, depth)
            }
        }
        tags(feature.tags, 0)
        indents[feature.location.line] = 0
        for item in feature.children {
            switch item {
            case .background(let background): child(.background(background), 1)
            case .scenario(let value): child(.scenario(value), 1)
            case .rule(let rule):
                tags(rule.tags, 1)
                indents[rule.location.line] = 1
                for nested in rule.children { child(nested, 2) }
            }
        }
        var output = lines.map(String.init)
        for (line, depth) in indents where lines.indices.contains(line - 1) {
            output[line - 1] = String(repeating: "  ", count: depth) + lines[line - 1].drop { $0 == " " || $0 == "\t" }
        }
        for rows in tables where !rows.isEmpty {
            // A table sits one level below the line it follows: its rows keep the first row's new indentation.
            let first = rows[0].location.line - 1
            let indent = String(repeating: " ", count: max((rows[0].location.column ?? 1) - 1, 0))
            let depthIndent = Self.indent(aboveRow: first, in: output) ?? indent
            let cells = rows.map { $0.cells.map { escape($0.value) } }
            let columns = cells.map(\.count).max() ?? 0
            var widths = Array(repeating: 0, count: columns)
            for row in cells {
                for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
            }
            for (row, texts) in zip(rows, cells) where output.indices.contains(row.location.line - 1) {
                let padded = texts.enumerated().map { index, text in
                    text + String(repeating: " ", count: widths[index] - text.count)
                }
                output[row.location.line - 1] = depthIndent + "| " + padded.joined(separator: " | ") + " |"
            }
        }
        let text = output.joined(separator: "\n")
        return text == lines.joined(separator: "\n") ? nil : text
    }

    /// Two spaces more than the nearest keyword line above the row at `index` (a step or an examples line).
    private static func indent(aboveRow index: Int, in lines: [String]) -> String? {
        var above = index - 1
        while above >= 0 {
            let line = lines[above]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if !trimmed.isEmpty, !trimmed.hasPrefix("|"), !trimmed.hasPrefix("#") {
                return String(line.prefix(line.count - trimmed.count)) + "  "
            }
            above -= 1
        }
        return nil
    }

    /// A cell's value as written in a row: `|`, `\` and line ends escaped.
    private static func escape(_ value: String) -> String {
        var text = ""
        for character in value {
            switch character {
            case "\\": text += "\\\\"
            case "|": text += "\\|"
            case "\n": text += "\\n"
            default: text.append(character)
            }
        }
        return text
    }
}
