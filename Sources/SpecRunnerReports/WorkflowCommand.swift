import SpecRunnerCore

/// One GitHub Actions workflow command that annotates a file: `::error file=a.feature,line=3,title=…::message`.
///
/// Escaped as GitHub's toolkit escapes one (`@actions/core`'s `escapeData` and `escapeProperty`): in the message
/// `%`, `\r` and `\n` become `%25`, `%0D` and `%0A`, so that a multi-line failure stays one command; in a property
/// `:` and `,` too (`%3A`, `%2C`), since they end a property. A command is one line whatever its text holds, and
/// its other control characters are shown visibly (`\u{1B}`), as on a terminal: the log would colour text by them.
struct WorkflowCommand: Equatable {
    /// How GitHub shows it: as an error, a warning or a notice.
    enum Level: String {
        case error, warning, notice
    }

    let level: Level
    /// The file, relative to the repository's root (where the job runs).
    var file: String?
    var line: Int?
    var column: Int?
    var title: String?
    let message: String

    /// The command, ending with a newline.
    var rendered: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapedProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        if let title { properties.append("title=" + Self.escapedProperty(title)) }
        let head = properties.isEmpty ? level.rawValue : level.rawValue + " " + properties.joined(separator: ",")
        return "::" + head + "::" + Self.escapedData(message) + "\n"
    }

    /// `text` as a command's message: `%`, carriage returns and line feeds escaped.
    static func escapedData(_ text: String) -> String {
        escaped(text, property: false)
    }

    /// `text` as a property's value: as a message, and `:` and `,` too.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, property: true)
    }

    private static func escaped(_ text: String, property: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in ReportEscaping.terminal(text).unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
