import Foundation
import Gherkin
import SpecRunner
import SpecRunnerCore

/// A Language Server Protocol server (3.17) for the feature files of a workspace, over a pair of file
/// descriptors: diagnostics, step completion, hover, go to definition, code actions and document symbols, from
/// the step definitions linked into the runner.
///
/// Only protocol messages are written to `output`; a request that fails gets an error response and the server
/// goes on.
@MainActor
public final class LanguageServer {
    let editor: EditorSupport
    /// The texts of the output language: the diagnostics' and the server's own (hover, code actions).
    let catalog: MessageCatalog
    let connection: MessageConnection
    var documents = OpenDocuments()
    private var analyses: [String: EditorSupport.Analysis] = [:]
    /// The last analysis of each document edited since, which the next one builds on (``EditorSupport/analyze``).
    private var outdated: [String: EditorSupport.Analysis] = [:]
    /// The documents edited since their diagnostics were last published, in the order they were edited.
    private var unpublished: [String] = []
    /// For each definition, the values of a step bound to it, as completion samples.
    private var samples: [Int: [String?]] = [:]
    private var shutdownRequested = false
    private let snippets = SnippetFolder()
    /// The folders of the workspace (`rootUri`, `workspaceFolders`), whose feature files rename and references read.
    var workspaceRoots: [String] = []
    /// The run from the editor going on, and each document's step results from the last one (published with its
    /// diagnostics until it is edited).
    var scenarioRun: EditorRun?
    var runResults: [String: [JSONValue]] = [:]
    /// The id of the request being handled, for an answer that comes later (a run's).
    var answering: JSONValue?
    /// Test-only: the method whose requests trap (ADR 0008).
    ///
    /// It checks that a crash never kills the supervised server; the variable's name says what it is for, and
    /// nothing else sets it.
    private let trappingMethod = ProcessInfo.processInfo.environment["SPEC_RUNNER_LSP_TEST_TRAP"]

    /// A server for `libraries`, reading requests from `input` and writing responses to `output`, speaking
    /// `outputLanguage` (`es`; chosen as a run's is), whatever the dialect of a file's keywords.
    public init(
        libraries: [Steps], input: Int32, output: Int32, defaultLanguage: String = "en", outputLanguage: String = "en"
    ) {
        catalog = MessageCatalog.named(outputLanguage) ?? .english
        let editor = EditorSupport(libraries: libraries, defaultLanguage: defaultLanguage)
        editor.outputLanguage = catalog.code
        self.editor = editor
        connection = MessageConnection(input: input, output: output, catalog: catalog)
    }

    /// How long an edit waits for the next before its diagnostics are worked out: far shorter than a typist's
    /// pause between keystrokes, and enough for the rest of a burst sent at once to arrive.
    private static let keystrokePause: Int32 = 5

    /// Serves until `exit` or the end of the input, and returns the exit status: 0 after `shutdown`, 1 otherwise.
    public func run() -> Int32 {
        while true {
            switch nextIncoming() {
            case .end:
                cancelRun()
                publishEdited(yielding: false)
                return shutdownRequested ? 0 : 1
            case .malformed(let reason):
                connection.send(
                    Self.error(id: .null, code: -32700, message: catalog.text(.lspParseError(reason: reason))))
            case .message(let message, _):
                let method = message["method"]?.string
                // Edits wait while more input is already there: a burst of keystrokes is analysed and published
                // once, for its last version, and whatever else comes sees the diagnostics of what it follows.
                if method != "textDocument/didChange" && method != "textDocument/didOpen" {
                    publishEdited(yielding: false)
                }
                if method == "exit" { return shutdownRequested ? 0 : 1 }
                handle(message)
                if !unpublished.isEmpty && !connection.hasInput(within: Self.keystrokePause) {
                    publishEdited(yielding: true)
                }
            }
        }
    }

    private func handle(_ message: [String: JSONValue]) {
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request of ours (none needs an answer), or an invalid message.
            if let id, message["result"] == nil, message["error"] == nil {
                connection.send(Self.error(id: id, code: -32600, message: catalog.text(.rpcNoMethod)))
            }
            return
        }
        let params = message["params"]?.object ?? [:]
        answering = id
        do {
            let result = try dispatch(method, params: params, isRequest: id != nil)
            if let id { connection.send(["jsonrpc": "2.0", "id": id, "result": result ?? .null]) }
        } catch is AnswerLater {
            // Answered when what it started ends.
        } catch let failure as RequestFailure {
            if let id {
                connection.send(Self.error(id: id, code: failure.code, message: catalog.text(failure.message)))
            }
        } catch {
            if let id {
                connection.send(
                    Self.error(id: id, code: -32603, message: catalog.text(.rpcInternalError(reason: "\(error)"))))
            }
        }
    }

    /// A request's failure, as a JSON-RPC error, worded in the server's language when it is answered.
    struct RequestFailure: Error {
        let code: Int
        let message: Message
    }

    private func dispatch(_ method: String, params: [String: JSONValue], isRequest: Bool) throws -> JSONValue? {
        if shutdownRequested && isRequest {
            throw RequestFailure(code: -32600, message: .rpcShuttingDown)
        }
        if isRequest, method == trappingMethod {
            fatalError("\(method): the test-only trap of SPEC_RUNNER_LSP_TEST_TRAP")
        }
        switch method {
        case "initialize":
            workspaceRoots = Self.roots(params)
            return initializeResult()
        case "$/cancelRequest":
            if let run = scenarioRun, params["id"] == run.requestId { cancelRun() }
            return nil
        case "initialized", "$/setTrace", "workspace/didChangeConfiguration":
            return nil
        case "shutdown":
            shutdownRequested = true
            return nil
        case "textDocument/didOpen", "textDocument/didChange":
            let uri = try Self.string(try Self.object(params["textDocument"])["uri"])
            documents.apply(method, params)
            // A run's results are of the text as it was: an edit clears them.
            runResults[uri] = nil
            if let earlier = analyses.removeValue(forKey: uri) { outdated[uri] = earlier }
            if !unpublished.contains(uri) { unpublished.append(uri) }
            return nil
        case "textDocument/didClose":
            let uri = try Self.string(try Self.object(params["textDocument"])["uri"])
            documents.apply(method, params)
            analyses[uri] = nil
            outdated[uri] = nil
            unpublished.removeAll { $0 == uri }
            connection.send(
                Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
            return nil
        case "textDocument/didSave":
            return nil
        case "textDocument/completion":
            let (document, position) = try target(params)
            return completion(in: document, at: position)
        case "textDocument/hover":
            let (document, position) = try target(params)
            return hover(in: document, at: position)
        case "textDocument/definition":
            if let uses = try usesFromDefinitionSide(params) { return uses }
            let (document, position) = try target(params)
            return definition(in: document, at: position)
        case "textDocument/codeAction":
            let uri = try Self.string(try Self.object(params["textDocument"])["uri"])
            let range = try Self.object(params["range"])
            guard let document = documents[uri], let start = TextDocument.position(range["start"]),
                let end = TextDocument.position(range["end"])
            else { return [] }
            let first = document.clamped(start).line
            let lines = first...max(first, document.clamped(end).line)
            guard case .array(let snippets) = codeActions(in: document, lines: lines) else { return [] }
            return .array(quickFixes(in: document, lines: lines) + snippets)
        case "textDocument/documentSymbol":
            let uri = try Self.string(try Self.object(params["textDocument"])["uri"])
            guard let document = documents[uri] else { return [] }
            return DocumentSymbols.symbols(of: analysis(of: document).document, in: document)
        case "textDocument/formatting":
            return formatting(try Self.string(try Self.object(params["textDocument"])["uri"]))
        case "textDocument/codeLens":
            return codeLenses(try Self.string(try Self.object(params["textDocument"])["uri"]))
        case "workspace/executeCommand":
            return try executeCommand(params)
        case "textDocument/prepareRename":
            return try prepareRename(params)
        case "textDocument/rename":
            return try rename(params)
        case "textDocument/references":
            return try references(params)
        default:
            if isRequest { throw RequestFailure(code: -32601, message: .rpcMethodNotFound(method: method)) }
            return nil
        }
    }

    /// The whole text formatted, as one edit, with the document's line ends.
    private func formatting(_ uri: String) -> JSONValue {
        guard let document = documents[uri], !uri.hasSuffix(".md"), let parsed = analysis(of: document).document,
            let formatted = FeatureFormatter.format(parsed, lines: document.lines)
        else { return [] }
        let last = max(document.lines.count - 1, 0)
        let end: JSONValue = ["line": .integer(last), "character": .integer(document.utf16Length(of: last))]
        let text = document.text.contains("\r\n") ? formatted.replacing("\n", with: "\r\n") : formatted
        return [["range": ["start": ["line": 0, "character": 0], "end": end], "newText": .string(text)]]
    }

    private func initializeResult() -> JSONValue {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": false],
                "completionProvider": ["triggerCharacters": [" "], "resolveProvider": false],
                "hoverProvider": true,
                "definitionProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
                "codeLensProvider": ["resolveProvider": false],
                "executeCommandProvider": ["commands": [.string(Self.runCommand), .string(Self.cancelCommand)]],
                "renameProvider": ["prepareProvider": true],
                "referencesProvider": true,
            ],
            "serverInfo": ["name": "spec-runner", "version": .string(SpecRun.version)],
        ]
    }

    // MARK: Analysis

    func analysis(of document: TextDocument) -> EditorSupport.Analysis {
        // Never abandoned, so never nil.
        analysis(of: document, abandoningIf: { false })!
    }

    /// The document's analysis, worked out unless known; `nil` if `superseded` says it is no longer wanted.
    private func analysis(of document: TextDocument, abandoningIf superseded: () -> Bool) -> EditorSupport.Analysis? {
        if let known = analyses[document.uri] { return known }
        guard
            let analysis = editor.analyze(
                document.text, path: Self.path(of: document.uri), previous: outdated[document.uri],
                abandoningIf: superseded)
        else { return nil }
        outdated[document.uri] = nil
        analyses[document.uri] = analysis
        for step in analysis.steps where step.matches.count == 1 {
            samples[step.matches[0]] = step.values
        }
        return analysis
    }

    /// Publishes the diagnostics of every document edited since they were last published; with `yielding`, stops
    /// as soon as more input comes (a newer version supersedes the one being analysed: its work is abandoned).
    private func publishEdited(yielding: Bool) {
        while let uri = unpublished.first {
            guard let document = documents[uri],
                let analysis = analysis(of: document, abandoningIf: { yielding && connection.hasInput(within: 0) })
            else {
                if documents[uri] == nil { unpublished.removeFirst() } else { return }
                continue
            }
            unpublished.removeFirst()
            publishDiagnostics(of: analysis, in: document)
        }
    }

    /// Publishes `uri`'s diagnostics now, with its run's results if it has any.
    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        publishDiagnostics(of: analysis(of: document), in: document)
    }

    private func publishDiagnostics(of analysis: EditorSupport.Analysis, in document: TextDocument) {
        let uri = document.uri
        let diagnostics = analysis.diagnostics.map { lspDiagnostic($0, in: document, analysis: analysis) }
        connection.send(
            Self.notification(
                "textDocument/publishDiagnostics",
                [
                    "uri": .string(uri), "version": .integer(document.version),
                    "diagnostics": .array(diagnostics + (runResults[uri] ?? [])),
                ]))
    }

    /// `diagnostic` as the protocol has it, on the range of what is wrong.
    private func lspDiagnostic(
        _ diagnostic: Diagnostic, in document: TextDocument, analysis: EditorSupport.Analysis
    ) -> JSONValue {
        let line = max((diagnostic.line ?? 1) - 1, 0)
        let start = document.utf16Column(line: line, scalarColumn: diagnostic.column ?? 1)
        // A step that binds to no definition, or to several, is wrong as a whole; anything else at its first
        // word (a misspelt keyword, a line out of place, a delimiter never closed).
        let wholeStep = analysis.steps.contains { $0.line == diagnostic.line && $0.matches.count != 1 }
        let end =
            wholeStep ? document.utf16Length(of: line) : document.utf16EndOfWord(line: line, from: start)
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += "\n\(catalog.text(.hint)): \(hint)" }
        if let note = diagnostic.note { message += "\n\(note)" }
        return [
            "range": Self.range(line: line, start: start, end: end),
            "severity": diagnostic.severity == .error ? 1 : 2,
            "source": "spec-runner",
            "message": .string(message),
        ]
    }

    /// The quick fixes of the diagnostics on `lines`, each tied to its diagnostic as published.
    private func quickFixes(in document: TextDocument, lines: ClosedRange<Int>) -> [JSONValue] {
        let analysis = analysis(of: document)
        return QuickFixActions.actions(for: analysis.diagnostics, in: document, lines: lines) {
            lspDiagnostic($0, in: document, analysis: analysis)
        }
    }

    // MARK: Features

    private func completion(in document: TextDocument, at position: (line: Int, character: Int)) -> JSONValue {
        let language = analyses[document.uri]?.language ?? editor.defaultLanguage
        let lineText = document.lines.indices.contains(position.line) ? document.lines[position.line] : ""
        let cursor = document.index(at: position)
        let before = String(lineText[lineText.startIndex..<min(max(cursor, lineText.startIndex), lineText.endIndex)])
        let indent = before.prefix { $0 == " " || $0 == "\t" }
        let typed = before.dropFirst(indent.count)
        let indentWidth = indent.utf16.count
        let keyword = EditorSupport.keywords(of: language).filter { !$0.hasSuffix(":") }.sorted { $0.count > $1.count }
            .first { typed.hasPrefix($0) }
        guard let keyword else {
            // At the start of a line: the dialect's keywords.
            let range = Self.range(line: position.line, start: indentWidth, end: position.character)
            let items = EditorSupport.keywords(of: language).filter {
                typed.isEmpty || $0.lowercased().hasPrefix(typed.lowercased())
            }.enumerated().map { order, keyword -> JSONValue in
                [
                    "label": .string(keyword), "kind": 14, "sortText": .string(String(format: "%04d", order)),
                    "textEdit": ["range": range, "newText": .string(keyword)],
                ]
            }
            return ["isIncomplete": false, "items": .array(items)]
        }
        let stepTyped = String(typed.dropFirst(keyword.count)).lowercased()
        let start = indentWidth + keyword.utf16.count
        let range = Self.range(line: position.line, start: start, end: position.character)
        let ranked = editor.definitions.indices.map { index -> (Int, StepSnippet, Int) in
            let entry = editor.definitions[index]
            let snippet =
                entry.kind == "regular-expression"
                ? StepSnippet(regularExpression: entry.expression)
                : StepSnippet(cucumberExpression: entry.expression, samples: samples[index] ?? [], catalog: catalog)
            let candidate = snippet.plain.lowercased()
            let score =
                candidate.hasPrefix(stepTyped)
                ? 0 : EditDistance.between(stepTyped, String(candidate.prefix(stepTyped.count)))
            return (index, snippet, score)
        }.sorted { ($0.2, $0.0) < ($1.2, $1.0) }
        let items = ranked.enumerated().map { order, ranked -> JSONValue in
            let entry = editor.definitions[ranked.0]
            return [
                "label": .string(ranked.1.plain), "kind": 15, "detail": .string(entry.expression),
                "documentation": .string(Self.glossaryLine(of: entry) + "\(entry.file):\(entry.line)"),
                "sortText": .string(String(format: "%04d", order)), "filterText": .string(ranked.1.plain),
                "insertTextFormat": 2, "textEdit": ["range": range, "newText": .string(ranked.1.snippet)],
            ]
        }
        return ["isIncomplete": true, "items": .array(items)]
    }

    func step(in document: TextDocument, at position: (line: Int, character: Int)) -> EditorSupport.BoundStep? {
        analysis(of: document).steps.first { $0.line == position.line + 1 }
    }

    private func hover(in document: TextDocument, at position: (line: Int, character: Int)) -> JSONValue? {
        guard let step = step(in: document, at: position) else { return nil }
        var text: String
        switch step.matches.count {
        case 0:
            text = catalog.text(.lspUndefinedStep)
            if let snippet = step.snippets.first {
                text += "\n\n\(catalog.text(.implementItWith))\n```swift\n\(snippet)\n```"
            }
        case 1:
            let entry = editor.definitions[step.matches[0]]
            text = "`\(entry.expression)`"
            if let description = entry.description { text += "\n\n\(description)\n" }
            for (index, type) in entry.parameterTypes.enumerated() {
                let value =
                    index < step.values.count ? step.values[index].map { "`\($0)`" } ?? catalog.text(.lspAbsent) : "?"
                text += "\n- {\(type)} = \(value)"
                if index < entry.argumentTypes.count {
                    text += catalog.text(.lspAsType(type: "`\(entry.argumentTypes[index])`"))
                }
            }
            text += "\n\n" + catalog.text(.lspDefinedAt(place: "\(entry.file):\(entry.line)"))
        default:
            text = catalog.text(.lspAmbiguousStep) + "\n"
            text += step.matches.map {
                let entry = editor.definitions[$0]
                return "- "
                    + catalog.text(
                        .lspDefinitionAt(expression: "`\(entry.expression)`", place: "\(entry.file):\(entry.line)"))
            }.joined(separator: "\n")
        }
        let line = step.line - 1
        return [
            "contents": ["kind": "markdown", "value": .string(text)],
            "range": Self.range(
                line: line, start: document.utf16Column(line: line, scalarColumn: step.column),
                end: document.utf16Length(of: line)),
        ]
    }

    private func definition(in document: TextDocument, at position: (line: Int, character: Int)) -> JSONValue? {
        guard let step = step(in: document, at: position), !step.matches.isEmpty else { return nil }
        return .array(
            step.matches.map { index -> JSONValue in
                let entry = editor.definitions[index]
                return [
                    "uri": .string(URL(fileURLWithPath: entry.file).absoluteString),
                    "range": Self.range(line: max(entry.line - 1, 0), start: 0, end: 0),
                ]
            })
    }

    private func codeActions(in document: TextDocument, lines: ClosedRange<Int>) -> JSONValue {
        .array(
            analysis(of: document).steps.filter { lines.contains($0.line - 1) && $0.matches.isEmpty }.flatMap {
                step -> [JSONValue] in
                guard let uri = snippets.uri(forStepOnLine: step.line) else { return [] }
                return step.snippets.prefix(2).map { snippet -> JSONValue in
                    // The step's definition goes in a Swift file the server cannot choose: the action shows the code
                    // to paste (as the runner prints it) in a new untitled document.
                    [
                        "title": .string(
                            catalog.text(.lspDefineStep(snippet: String(snippet.split(separator: "\n").first ?? "")))),
                        "kind": "quickfix",
                        "edit": [
                            "documentChanges": [
                                ["kind": "create", "uri": .string(uri), "options": ["ignoreIfExists": true]],
                                [
                                    "textDocument": ["uri": .string(uri), "version": .null],
                                    "edits": [
                                        [
                                            "range": Self.range(line: 0, start: 0, end: 0),
                                            "newText": .string(snippet + "\n"),
                                        ]
                                    ],
                                ],
                            ]
                        ],
                    ]
                }
            })
    }

    // MARK: Helpers

    /// A definition's glossary line followed by a blank line, or nothing when it has none.
    private static func glossaryLine(of entry: StepDefinitionIndex.Entry) -> String {
        entry.description.map { "\($0)\n\n" } ?? ""
    }

    func target(_ params: [String: JSONValue]) throws -> (TextDocument, (line: Int, character: Int)) {
        let uri = try Self.string(try Self.object(params["textDocument"])["uri"])
        guard let document = documents[uri] else {
            throw RequestFailure(code: -32602, message: .rpcDocumentNotOpen(uri: uri))
        }
        guard let position = TextDocument.position(params["position"]) else {
            throw RequestFailure(code: -32602, message: .rpcNoPosition)
        }
        return (document, document.clamped(position))
    }

    nonisolated static func range(line: Int, start: Int, end: Int) -> JSONValue {
        [
            "start": ["line": .integer(line), "character": .integer(start)],
            "end": ["line": .integer(line), "character": .integer(end)],
        ]
    }

    static func object(_ value: JSONValue?) throws -> [String: JSONValue] {
        guard let object = value?.object else {
            throw RequestFailure(code: -32602, message: .rpcObjectExpected)
        }
        return object
    }

    static func string(_ value: JSONValue?) throws -> String {
        guard let string = value?.string else {
            throw RequestFailure(code: -32602, message: .rpcStringExpected)
        }
        return string
    }

    /// The file path of a `file:` URI (the diagnostics name it as the runner would), or the URI itself.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        let path = url.path
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(code), "message": .string(message)]]
    }
}
