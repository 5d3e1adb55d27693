import SpecRunnerCore

/// Text from feature files and step code in the Markdown job summary (CommonMark, with GitHub's and GitLab's
/// tables), so that any name, step or message shows literally and cannot break the document around it.
enum MarkdownEscaping {
    /// `text` as inline text, in a paragraph, heading, list item or table cell: every character Markdown reads as
    /// markup (emphasis, code, links, HTML, a table's `|`, GitHub's `$` math, `&` entities) escaped with a
    /// backslash, line breaks as spaces, control characters visible (`\u{1B}`).
    static func inline(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in ReportEscaping.terminal(text).unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t":
                result += " "
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "$", "!":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as a fenced code block, ending with a newline: its fence longer than any run of backticks in it, so
    /// that no line of it closes the block.
    static func codeBlock(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = ReportEscaping.terminal(text)
        return fence + "\n" + body + (body.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }
}
