import Foundation
import SpecRunner
import SpecRunnerCore

/// Rename and references: every use of a step definition across the workspace's feature files, found as a run
/// finds them under the workspace's folders, an open document's text winning over the file on disk.
extension LanguageServer {
    /// A feature file of the workspace, with its text and analysis.
    struct WorkspaceFile {
        let uri: String
        let document: TextDocument
        let analysis: EditorSupport.Analysis
    }

    /// Every feature file of the workspace folders and every open one.
    func workspaceFiles() -> [WorkspaceFile] {
        var files: [WorkspaceFile] = []
        var seen: Set<String> = []
        for uri in documents.all.keys.sorted() {
            guard let document = documents[uri], uri.hasSuffix(".feature") || uri.hasSuffix(".feature.md") else {
                continue
            }
            seen.insert(URL(string: uri)?.standardizedFileURL.path ?? uri)
            files.append(WorkspaceFile(uri: uri, document: document, analysis: analysis(of: document)))
        }
        for path in workspaceRoots.flatMap(EditorSupport.featureFiles(under:)) {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            guard seen.insert(url.path).inserted, let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            let document = TextDocument(uri: url.absoluteString, version: 0, text: text)
            let analysis = editor.analyze(text, path: Self.path(of: document.uri))
            files.append(WorkspaceFile(uri: document.uri, document: document, analysis: analysis))
        }
        return files
    }

    /// The range of a step's text (after its keyword), where a rename replaces it.
    static func textRange(of step: EditorSupport.BoundStep, in document: TextDocument) -> JSONValue {
        let line = step.line - 1
        let start = document.utf16Column(line: line, scalarColumn: step.column + step.keyword.unicodeScalars.count)
        return range(line: line, start: start, end: start + step.text.utf16.count)
    }

    /// The one definition the step at the request's position is bound to, with that step.
    private func boundStep(_ params: [String: JSONValue]) throws -> (EditorSupport.BoundStep, Int)? {
        let (document, position) = try target(params)
        guard let step = step(in: document, at: position), step.matches.count == 1 else { return nil }
        return (step, step.matches[0])
    }

    /// Where each use of the definition `index` is, across the workspace.
    private func uses(of index: Int) -> [JSONValue] {
        workspaceFiles().flatMap { file in
            file.analysis.steps.filter { $0.matches == [index] }.map { step -> JSONValue in
                ["uri": .string(file.uri), "range": Self.textRange(of: step, in: file.document)]
            }
        }
    }

    /// `textDocument/references`: on a step, every step bound to its definition (and the definition, when the
    /// declaration is asked for); on a step definition's line in a Swift file, every step bound to it.
    func references(_ params: [String: JSONValue]) throws -> JSONValue {
        if let uses = try usesFromDefinitionSide(params) { return uses }
        guard let (_, index) = try boundStep(params) else { return [] }
        var locations = uses(of: index)
        if params["context"]?["includeDeclaration"] == .bool(true) {
            locations.insert(definitionLocation(index), at: 0)
        }
        return .array(locations)
    }

    /// The uses of the step definition at the request's position when it is in a Swift file; `nil` for any other
    /// file, and no location where no indexed definition starts.
    func usesFromDefinitionSide(_ params: [String: JSONValue]) throws -> JSONValue? {
        let uri = try Self.string(try Self.object(params["textDocument"])["uri"])
        guard uri.hasSuffix(".swift") else { return nil }
        guard let url = URL(string: uri), let position = TextDocument.position(params["position"]) else { return [] }
        let path = url.standardizedFileURL.path
        let index = editor.definitions.indices.first { index in
            let entry = editor.definitions[index]
            let file = URL(fileURLWithPath: entry.file).standardizedFileURL.path
            return entry.line == position.line + 1 && (file == path || path.hasSuffix("/" + entry.file))
        }
        guard let index else { return [] }
        return .array(uses(of: index))
    }

    private func definitionLocation(_ index: Int) -> JSONValue {
        let entry = editor.definitions[index]
        return [
            "uri": .string(URL(fileURLWithPath: entry.file).absoluteString),
            "range": Self.range(line: max(entry.line - 1, 0), start: 0, end: 0),
        ]
    }

    /// `textDocument/prepareRename`: the step's text, when it is bound to one definition.
    func prepareRename(_ params: [String: JSONValue]) throws -> JSONValue {
        guard let (step, _) = try boundStep(params) else { return .null }
        let (document, _) = try target(params)
        return ["range": Self.textRange(of: step, in: document), "placeholder": .string(step.text)]
    }

    /// `textDocument/rename`: the new text for every use of the step's definition across the workspace, each
    /// keeping its own arguments; the Swift expression is the user's to change.
    func rename(_ params: [String: JSONValue]) throws -> JSONValue {
        guard let (step, index) = try boundStep(params) else {
            throw RequestFailure(code: -32803, message: .lspRenameNotBound)
        }
        let newText = (params["newName"]?.string ?? "").trimmingCharacters(in: .whitespaces)
        guard let arguments = StepRename.arguments(of: step),
            let rename = StepRename(newText: newText, arguments: arguments), !newText.isEmpty
        else {
            let listed = (StepRename.arguments(of: step) ?? []).map { "«\($0)»" }.joined(separator: ", ")
            throw RequestFailure(code: -32803, message: .lspRenameKeepArguments(arguments: listed))
        }
        var changes: [String: JSONValue] = [:]
        for file in workspaceFiles() {
            var edits: [JSONValue] = []
            for use in file.analysis.steps where use.matches == [index] {
                guard let text = StepRename.arguments(of: use).flatMap(rename.text(with:)) else {
                    let place = "\(Self.path(of: file.uri)):\(use.line)"
                    throw RequestFailure(code: -32803, message: .lspRenameUseCannotKeep(place: place))
                }
                edits.append(["range": Self.textRange(of: use, in: file.document), "newText": .string(text)])
            }
            if !edits.isEmpty { changes[file.uri] = .array(edits) }
        }
        return ["changes": .object(changes)]
    }
}
