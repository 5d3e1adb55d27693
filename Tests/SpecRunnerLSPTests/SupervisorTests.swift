import Foundation
import Testing

/// `spec-runner lsp` as a process: the supervisor keeps the editor's connection across a crashing request and a
/// rebuilt executable (ADR 0008).
struct SupervisorTests {
    static let uri = "file:///tmp/supervised.feature"
    static let feature =
        "Feature: supervised\n  Scenario: a\n    Given a step that passes\n    Given a step nobody wrote\n"

    /// Initializes the session and opens the feature; returns its first diagnostics.
    func open(_ server: ServerProcess) throws -> [[String: Any]] {
        let initialize = try server.request("initialize", ["capabilities": [String: Any]()])
        #expect(try server.response(to: initialize)?["result"] != nil)
        try server.notify("initialized")
        try server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": Self.uri, "languageId": "gherkin", "version": 1, "text": Self.feature]])
        return try #require(try diagnostics(from: server))
    }

    /// The next diagnostics published for the feature, within `seconds`.
    func diagnostics(from server: ServerProcess, seconds: Double = 30) throws -> [[String: Any]]? {
        let published = try server.wait(seconds: seconds) {
            $0["method"] as? String == "textDocument/publishDiagnostics"
        }
        return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    func definition(_ server: ServerProcess, line: Int) throws -> [[String: Any]]? {
        let id = try server.request(
            "textDocument/definition",
            ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": 6]])
        return try server.response(to: id)?["result"] as? [[String: Any]]
    }

    func shutDown(_ server: ServerProcess) throws {
        let shutdown = try server.request("shutdown")
        #expect(try server.response(to: shutdown)?["error"] == nil)
        try server.notify("exit")
        #expect(server.exitStatus() == 0)
    }

    /// The texts are in the language `--lang` gives `spec-runner lsp`.
    @Test(arguments: [
        ("en", "undefined step", "crashed", "the server process ended"),
        ("es", "paso sin definir", "se cayó", "el proceso del servidor terminó"),
    ])
    func a_request_that_traps_gets_an_error_and_the_next_one_an_answer_from_the_same_documents(
        language: String, undefined: String, crashed: String, ended: String
    ) throws {
        let server = try ServerProcess(
            arguments: ["--lang", language], environment: ["SPEC_RUNNER_LSP_TEST_TRAP": "textDocument/hover"])
        let opened = try open(server)
        #expect(opened.count == 1)
        #expect((opened.first?["message"] as? String)?.contains(undefined) == true, "\(opened)")
        // The editor's incremental change, which the restarted server must know: the undefined step becomes a
        // defined one.
        try server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 3, "character": 10], "end": ["line": 3, "character": 29]],
                        "text": "a step that fails",
                    ]
                ],
            ])
        #expect(try diagnostics(from: server)?.isEmpty == true)

        let hover = try server.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 6]])
        let failed = try #require(try server.response(to: hover))
        let error = try #require(failed["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32803)
        #expect((error["message"] as? String)?.contains(crashed) == true, "\(error)")

        // The next request starts a new server, given the document as changed: its diagnostics say so again, and
        // the changed step has a definition.
        let definitions = try #require(try definition(server, line: 3))
        #expect(definitions.count == 1)
        #expect((definitions.first?["uri"] as? String)?.hasSuffix("FixtureSteps.swift") == true)
        #expect(
            server.received.contains { ($0["id"] as? String)?.hasPrefix("spec-runner-supervisor") == true } == false)
        #expect(server.errors.contains(ended), "\(server.errors)")
        try shutDown(server)
    }

    @Test func a_rebuilt_executable_restarts_the_server_which_publishes_the_open_documents_again() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-rebuilt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("spec-runner-fixtures")
        try FileManager.default.copyItem(at: ServerProcess.fixtureRunner, to: executable)
        let server = try ServerProcess(executable: executable, arguments: ["--lang", "en"])
        #expect(try open(server).count == 1)

        // A rebuild: the file is written again.
        try FileManager.default.removeItem(at: executable)
        try FileManager.default.copyItem(at: ServerProcess.fixtureRunner, to: executable)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: executable.path)

        // Unasked, the new server publishes the open document's diagnostics.
        #expect(try diagnostics(from: server, seconds: 20)?.count == 1)
        #expect(server.errors.contains("the executable changed"))
        #expect(try definition(server, line: 2)?.count == 1)
        try shutDown(server)
    }

    @Test func long_messages_both_ways_at_once_do_not_block_the_supervisor() throws {
        let server = try ServerProcess()
        _ = try open(server)
        // Each document is longer than a pipe holds (its comments are cheap to analyse), and so are its diagnostics
        // (one per undefined step): the server writes the first one's while the supervisor passes it the second.
        let comments = String(repeating: "# " + String(repeating: "comment ", count: 12) + "\n", count: 1000)
        let steps = (0..<400).map { "    Given a step number \($0) that nobody wrote\n" }.joined()
        let text = comments + "Feature: long\n  Scenario: many\n" + steps
        let documents = ["file:///tmp/long-1.feature", "file:///tmp/long-2.feature"]
        try server.notifyInBackground(
            documents.map { uri in
                (
                    "textDocument/didOpen",
                    ["textDocument": ["uri": uri, "languageId": "gherkin", "version": 1, "text": text]]
                )
            })
        for uri in documents {
            let published = try server.wait(seconds: 120) {
                ($0["params"] as? [String: Any])?["uri"] as? String == uri
            }
            #expect(((published?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count == 400)
        }
        try shutDown(server)
    }

    @Test func malformed_messages_get_parse_errors_and_exit_without_shutdown_ends_with_status_one() throws {
        let server = try ServerProcess()
        _ = try open(server)
        try server.sendRaw("Content-Length: 5\r\n\r\n{oops")
        try server.sendRaw("Content-Type: text/plain\r\n\r\n")
        for _ in 0..<2 {
            let error = try server.wait(seconds: 30) { $0["id"] is NSNull && $0["error"] != nil }
            #expect((error?["error"] as? [String: Any])?["code"] as? Int == -32700)
        }
        #expect(try definition(server, line: 2)?.count == 1)
        try server.notify("exit")
        #expect(server.exitStatus() == 1)
    }
}
