/// A problem the runner reports before or instead of running: a file that does not parse, a step
/// definition whose closure doesn't fit its expression, a path that doesn't exist.
///
/// Rendered as `path:line:column: error: message`, then any quoted context, then a hint.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable {
        /// The run cannot go on.
        case error
        /// Worth knowing; the run goes on.
        case warning
    }

    /// How bad it is.
    public var severity: Severity
    /// The file the problem is in, if any.
    public var path: String?
    /// The 1-based line, if known.
    public var line: Int?
    /// The 1-based column in Unicode scalars, if known.
    public var column: Int?
    /// What is wrong.
    public var message: String
    /// Lines shown under the message (a quoted source line and its caret).
    public var context: [String]
    /// What to do about it.
    public var hint: String?
    /// A last line, after the hint (how many more errors of the same file were left out, …).
    public var note: String?
    /// Edits of the file that fix the problem, made where it was found (an editor offers them as quick fixes).
    package var fixes: [Fix] = []

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        path: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        message: String,
        context: [String] = [],
        hint: String? = nil
    ) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.context = context
        self.hint = hint
    }

    /// The diagnostic as the terminal shows it, ending with a newline.
    public var description: String { rendered(.english) }

    /// The diagnostic with its labels (`error`, `hint`) in `catalog`'s language, ending with a newline.
    package func rendered(_ catalog: MessageCatalog) -> String {
        var location = ""
        if let path {
            location = path
            if let line {
                location += ":\(line):\(column ?? 1)"
            }
            location += ": "
        }
        var text = "\(location)\(catalog.text(severity == .error ? .error : .warning)): \(message)\n"
        for line in context { text += "\(line)\n" }
        if let hint { text += "\(catalog.text(.hint)): \(hint)\n" }
        if let note { text += "\(note)\n" }
        return text
    }
}
