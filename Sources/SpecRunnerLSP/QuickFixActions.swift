import SpecRunnerCore

/// The quick fixes of a document's diagnostics as code actions: each fix the runner found with a diagnostic
/// (``Diagnostic/fixes``), an edit of the document tied to that diagnostic.
enum QuickFixActions {
    /// The code actions fixing the `diagnostics` on `lines` (0-based) of `document`; `lspDiagnostic` gives a
    /// diagnostic as it was published, which the action names as the one it fixes.
    static func actions(
        for diagnostics: [Diagnostic], in document: TextDocument, lines: ClosedRange<Int>,
        lspDiagnostic: (Diagnostic) -> JSONValue
    ) -> [JSONValue] {
        diagnostics.filter { lines.contains(($0.line ?? 1) - 1) && !$0.fixes.isEmpty }.flatMap { diagnostic in
            diagnostic.fixes.map { fix -> JSONValue in
                let line = fix.line - 1
                let edit: JSONValue = [
                    "range": LanguageServer.range(
                        line: line, start: document.utf16Column(line: line, scalarColumn: fix.column),
                        end: document.utf16Column(line: line, scalarColumn: fix.column + fix.length)),
                    "newText": .string(fix.replacement),
                ]
                return [
                    "title": .string(fix.title),
                    "kind": "quickfix",
                    "diagnostics": [lspDiagnostic(diagnostic)],
                    // One fix is the one meant; among several (the dialects a file may be in), none is.
                    "isPreferred": .bool(diagnostic.fixes.count == 1),
                    "edit": [
                        "documentChanges": [
                            [
                                "textDocument": ["uri": .string(document.uri), "version": .integer(document.version)],
                                "edits": [edit],
                            ]
                        ]
                    ],
                ]
            }
        }
    }
}
