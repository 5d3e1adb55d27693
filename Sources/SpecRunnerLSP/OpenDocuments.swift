/// The documents an editor has open, with their language ids, as its `didOpen`, `didChange` and `didClose`
/// notifications leave them: the server's, and the supervisor's to give a new server.
struct OpenDocuments {
    private(set) var all: [String: (languageId: String, document: TextDocument)] = [:]

    subscript(uri: String) -> TextDocument? { all[uri]?.document }

    /// Applies the notification `method` with `params`; any other method changes nothing.
    mutating func apply(_ method: String?, _ params: [String: JSONValue]) {
        let item = params["textDocument"]?.object ?? [:]
        let uri = item["uri"]?.string ?? ""
        switch method {
        case "textDocument/didOpen":
            let version = item["version"]?.integer ?? 0
            all[uri] = (
                item["languageId"]?.string ?? "gherkin",
                TextDocument(uri: uri, version: version, text: item["text"]?.string ?? "")
            )
        case "textDocument/didChange":
            // In place: the text is not copied at each keystroke.
            all[uri]?.document.apply(contentChanges: params["contentChanges"]?.array ?? [])
            if let version = item["version"]?.integer { all[uri]?.document.version = version }
        case "textDocument/didClose": all[uri] = nil
        default: break
        }
    }
}
