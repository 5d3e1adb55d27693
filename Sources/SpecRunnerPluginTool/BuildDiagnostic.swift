import SpecRunnerCore

/// A diagnostic as compilers print them, which `swift build` passes on and Xcode lists in its issue navigator:
/// `path:line:column: error: message`, the hint as a `note:` at the same place, then the quoted source lines.
///
/// The words `error`, `warning` and `note` are what build systems recognise, in every output language; the
/// message and the hint are the catalog's.
enum BuildDiagnostic {
    static func text(_ diagnostic: Diagnostic) -> String {
        var location = ""
        if let path = diagnostic.path {
            location = "\(path):\(diagnostic.line ?? 1):\(diagnostic.column ?? 1): "
        }
        var text = "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        if let hint = diagnostic.hint { text += "\(location)note: \(hint)\n" }
        for line in diagnostic.context { text += line + "\n" }
        if let note = diagnostic.note { text += "\(location)note: \(note)\n" }
        return text
    }
}
