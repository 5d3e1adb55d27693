import CucumberMessages
import Foundation
import Gherkin
import SpecRunner
import SpecRunnerCore

/// Running from the editor: a lens on each feature, rule, scenario and examples row runs that selection in a child
/// process of this runner, and each step's result is shown on its line until the document is edited.
extension LanguageServer {
    /// The command of a lens: runs `[uri, line]` (a line that selects as `FILE:LINE` does).
    static let runCommand = "spec-runner.run"
    /// Cancels the run going on.
    static let cancelCommand = "spec-runner.cancelRun"

    /// A run started from a lens: the child process, and the document and request it answers.
    struct EditorRun {
        let child: ScenarioRun
        /// The document the run is of, and its version when the run started.
        let uri: String
        let version: Int
        /// The request that started it (`workspace/executeCommand`), answered when it ends.
        let requestId: JSONValue
    }

    /// Thrown by a request answered later (a run, answered when it ends).
    struct AnswerLater: Error {}

    /// The next message from the editor, reading the output of the run going on meanwhile, so that the server
    /// answers while it runs and publishes its results as soon as it ends.
    func nextIncoming() -> MessageConnection.Incoming {
        while true {
            if let incoming = connection.next() { return incoming }
            guard let run = scenarioRun else { return connection.read() }
            var descriptors = [pollfd(fd: connection.input, events: Int16(POLLIN), revents: 0)]
            descriptors += run.child.open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 { continue }
            for ready in descriptors.dropFirst() where ready.revents != 0 {
                if run.child.read(ready.fd) { finishRun(run) }
            }
            if descriptors[0].revents != 0, !connection.fill() { return .end }
        }
    }

    /// A lens on the feature, each rule, each scenario and each examples row of the document.
    func codeLenses(_ uri: String) -> JSONValue {
        guard let document = documents[uri], let feature = analysis(of: document).document?.feature else { return [] }
        var lines = [feature.location.line]
        func add(_ scenario: Scenario) {
            lines.append(scenario.location.line)
            lines += scenario.examples.flatMap { $0.tableBody.map(\.location.line) }
        }
        for child in feature.children {
            switch child {
            case .scenario(let scenario): add(scenario)
            case .rule(let rule):
                lines.append(rule.location.line)
                for case .scenario(let scenario) in rule.children { add(scenario) }
            case .background: break
            }
        }
        return .array(
            lines.map { line in
                [
                    "range": Self.range(line: line - 1, start: 0, end: document.utf16Length(of: line - 1)),
                    "command": [
                        "title": .string(catalog.text(.lspRunLens)), "command": .string(Self.runCommand),
                        "arguments": [.string(uri), .integer(line)],
                    ],
                ]
            })
    }

    /// `workspace/executeCommand`: starts a run (answered when it ends) or cancels the one going on.
    func executeCommand(_ params: [String: JSONValue]) throws -> JSONValue? {
        let arguments = params["arguments"]?.array ?? []
        switch params["command"]?.string {
        case Self.runCommand?:
            guard let uri = arguments.first?.string, let line = arguments.dropFirst().first?.integer else {
                throw RequestFailure(code: -32602, message: .lspRunArguments)
            }
            try startRun(uri: uri, line: line)
            throw AnswerLater()
        case Self.cancelCommand?:
            cancelRun()
            return nil
        default:
            throw RequestFailure(
                code: -32602, message: .lspUnknownCommand(command: params["command"]?.string ?? ""))
        }
    }

    /// Runs the selection at `line` of the saved file of `uri`, after cancelling any run going on.
    private func startRun(uri: String, line: Int) throws {
        guard let document = documents[uri], let url = URL(string: uri), url.isFileURL else {
            throw RequestFailure(code: -32602, message: .lspRunNotAFile)
        }
        // The run reads the file from disk: lines of unsaved edits would select something else.
        guard let saved = try? String(contentsOf: url, encoding: .utf8), saved == document.text else {
            throw RequestFailure(code: -32803, message: .lspRunUnsaved)
        }
        cancelRun()
        // The feature line selects the whole file; the same step definitions: this very executable's.
        let selection =
            line == analysis(of: document).document?.feature?.location.line ? url.path : "\(url.path):\(line)"
        let arguments = [selection, "--format", "message", "--lang", catalog.code, "--no-color"]
        do {
            let child = try ScenarioRun(executable: ChildProcesses.executable, arguments: arguments)
            scenarioRun = EditorRun(child: child, uri: uri, version: document.version, requestId: answering ?? .null)
        } catch {
            throw RequestFailure(
                code: -32803, message: .lspRunCouldNotRun(status: "-", error: "\(error)"))
        }
        if runResults.removeValue(forKey: uri) != nil { publishDiagnostics(uri) }
    }

    /// Publishes the results of `run`, which has ended, on its document (unless edited since: they would fall on
    /// other lines), and answers its request with the count of steps by status.
    private func finishRun(_ run: EditorRun) {
        scenarioRun = nil
        let status = run.child.finish()
        let outcomes = StepOutcomes(stream: run.child.messages)
        guard !outcomes.lines.isEmpty else {
            let error = String(decoding: run.child.errorText, as: UTF8.self).split(separator: "\n").prefix(3)
            let message = catalog.text(.lspRunCouldNotRun(status: String(status), error: error.joined(separator: " ")))
            connection.send(Self.error(id: run.requestId, code: -32803, message: message))
            return
        }
        var counts: [String: JSONValue] = [:]
        for outcome in outcomes.lines.values {
            counts[outcome.status.rawValue.lowercased()] = .integer(
                (counts[outcome.status.rawValue.lowercased()]?.integer ?? 0) + 1)
        }
        if let document = documents[run.uri], document.version == run.version {
            runResults[run.uri] = outcomes.lines.sorted { $0.key < $1.key }.map {
                diagnostic($1, line: $0, in: document)
            }
            publishDiagnostics(run.uri)
        }
        connection.send(["jsonrpc": "2.0", "id": run.requestId, "result": .object(counts)])
    }

    /// A step's result as a diagnostic on its text: an error where it failed, a warning where it could not run,
    /// and information where it passed (Neovim 0.7, which the shipped set-up supports, shows no inlay hints).
    private func diagnostic(_ outcome: StepOutcomes.Outcome, line: Int, in document: TextDocument) -> JSONValue {
        let severity: Int =
            switch outcome.status {
            case .failed, .ambiguous: 1
            case .undefined, .pending: 2
            case .passed: 3
            case .skipped, .unknown: 4
            }
        var message = catalog.text(outcome.status.message(count: 1))
        if let detail = outcome.message, !detail.isEmpty { message += ": \(detail)" }
        let start =
            document.lines.indices.contains(line - 1)
            ? document.lines[line - 1].utf16.prefix { $0 == 0x20 || $0 == 0x09 }.count : 0
        return [
            "range": Self.range(line: line - 1, start: start, end: document.utf16Length(of: line - 1)),
            "severity": .integer(severity), "source": "spec-runner run", "message": .string(message),
        ]
    }

    /// Ends the run going on, if any, and answers its request as cancelled.
    func cancelRun() {
        guard let run = scenarioRun else { return }
        scenarioRun = nil
        run.child.kill()
        connection.send(Self.error(id: run.requestId, code: -32800, message: catalog.text(.lspRunCancelled)))
    }

    /// The workspace's folders, from `initialize`'s parameters (`workspaceFolders`, else `rootUri`, else
    /// `rootPath`).
    static func roots(_ params: [String: JSONValue]) -> [String] {
        let folders = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string }
        let uris = folders.isEmpty ? [params["rootUri"]?.string].compactMap { $0 } : folders
        let paths = uris.compactMap { URL(string: $0).flatMap { $0.isFileURL ? $0.path : nil } }
        return paths.isEmpty ? [params["rootPath"]?.string].compactMap { $0 } : paths
    }
}
