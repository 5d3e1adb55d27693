import Foundation
import Testing

/// Running a selection from the editor: the fixture runner's `lsp` runs it in a child process of itself and shows
/// each step's result on its line.
struct EditorRunTests {
    static let feature = """
        Feature: run from the editor
          Scenario: one fails
            Given a step that passes
            And a step that fails
            Then a step that passes

          Scenario: waits
            Given a step that waits for the file "\(FileManager.default.temporaryDirectory.path)/never-\(UUID())"

        """

    /// A feature file on disk, opened in a server speaking `language`.
    func start(language: String = "en", text: String = feature) throws -> (ServerProcess, String, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("run.feature")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let server = try ServerProcess(arguments: ["--lang", language])
        let initialize = try server.request("initialize", ["rootUri": folder.absoluteString, "capabilities": [:]])
        #expect(try server.response(to: initialize)?["result"] != nil)
        try server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": file.absoluteString, "languageId": "gherkin", "version": 1, "text": text]])
        return (server, file.absoluteString, folder)
    }

    func runDiagnostics(_ server: ServerProcess, seconds: Double = 60) throws -> [[String: Any]]? {
        let published = try server.wait(seconds: seconds) { message in
            let diagnostics = (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            return message["method"] as? String == "textDocument/publishDiagnostics"
                && diagnostics.contains { $0["source"] as? String == "spec-runner run" }
        }
        return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    func run(_ server: ServerProcess, _ uri: String, line: Int) throws -> Int {
        try server.request("workspace/executeCommand", ["command": "spec-runner.run", "arguments": [uri, line]])
    }

    @Test(arguments: [("en", "Run"), ("es", "Ejecutar")])
    func each_feature_scenario_and_examples_row_gets_a_run_lens(language: String, title: String) throws {
        let text =
            "Feature: f\n  Rule: r\n    Scenario: a\n      Given a step that passes\n"
            + "  Scenario Outline: o\n    Given the value is <v>\n    Examples:\n      | v |\n      | 1 |\n      | 2 |\n"
        let (server, uri, folder) = try start(language: language, text: text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let id = try server.request("textDocument/codeLens", ["textDocument": ["uri": uri]])
        let lenses = try #require(try server.response(to: id)?["result"] as? [[String: Any]])
        let commands = lenses.compactMap { $0["command"] as? [String: Any] }
        #expect(commands.compactMap { ($0["arguments"] as? [Any])?.last as? Int } == [1, 2, 3, 5, 9, 10])
        #expect(
            commands.allSatisfy { $0["title"] as? String == title && $0["command"] as? String == "spec-runner.run" })
    }

    /// The failing step gets an error with the failure's message, the others information, and the run's request
    /// is answered with the count of steps by status once it ends.
    @Test func running_a_scenario_shows_the_failing_step_in_place_with_its_message() throws {
        let (server, uri, folder) = try start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let id = try run(server, uri, line: 2)
        let diagnostics = try #require(try runDiagnostics(server))
        let results = diagnostics.filter { $0["source"] as? String == "spec-runner run" }
        let lines = results.compactMap {
            (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
        }
        #expect(lines == [2, 3, 4])
        let failed = try #require(results.first { $0["severity"] as? Int == 1 })
        #expect((failed["message"] as? String)?.contains("this step fails on purpose") == true, "\(failed)")
        #expect(results.filter { $0["severity"] as? Int == 3 }.count == 1)
        let counts = try #require(try server.response(to: id)?["result"] as? [String: Any])
        #expect(counts["failed"] as? Int == 1 && counts["passed"] as? Int == 1 && counts["skipped"] as? Int == 1)
    }

    /// An examples row's lens runs that row alone: the step that fails for it is shown, with the row's values.
    @Test func running_an_examples_row_runs_that_row_alone() throws {
        let text =
            "Feature: f\n  Scenario Outline: o\n    Given the value is <v>\n    Then the value should be 3\n"
            + "    Examples:\n      | v |\n      | 3 |\n      | 4 |\n"
        let (server, uri, folder) = try start(text: text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let id = try run(server, uri, line: 8)
        let results = try #require(try runDiagnostics(server)).filter { $0["source"] as? String == "spec-runner run" }
        let failed = try #require(results.first { $0["severity"] as? Int == 1 })
        #expect((((failed["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int) == 3)
        #expect((failed["message"] as? String)?.contains("4") == true, "\(failed)")
        let counts = try #require(try server.response(to: id)?["result"] as? [String: Any])
        #expect(counts["failed"] as? Int == 1 && counts["passed"] as? Int == 1)
    }

    /// The server answers while a run goes on, and cancelling it (with the cancel command, or by cancelling the
    /// run's request) kills the run and answers its request.
    @Test(arguments: [true, false])
    func a_run_in_progress_leaves_the_server_responsive_and_can_be_cancelled(byCommand: Bool) throws {
        let (server, uri, folder) = try start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let id = try run(server, uri, line: 7)
        let lenses = try server.request("textDocument/codeLens", ["textDocument": ["uri": uri]])
        #expect(try server.response(to: lenses, seconds: 10)?["result"] != nil)
        #expect(Self.eventually { Self.running(folder.path) != false }, "the run's child process is running")
        let started = Date()
        if byCommand {
            try server.request("workspace/executeCommand", ["command": "spec-runner.cancelRun", "arguments": []])
        } else {
            try server.notify("$/cancelRequest", ["id": id])
        }
        let answer = try #require(try server.response(to: id, seconds: 20)?["error"] as? [String: Any])
        #expect(answer["code"] as? Int == -32800)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(Self.eventually { Self.running(folder.path) != true }, "the run's child process is gone")
    }

    /// Whether `condition` holds within `seconds`, asked every 50 ms: a child process shows its own command line
    /// only once it has executed, a moment after it was started (longer on a loaded machine).
    static func eventually(seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// Whether a process whose command line names `text` is running, from Linux's /proc; `nil` elsewhere.
    static func running(_ text: String) -> Bool? {
        #if os(Linux)
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return processes.contains { process in
                guard Int(process) != nil, let line = FileManager.default.contents(atPath: "/proc/\(process)/cmdline")
                else { return false }
                return String(decoding: line, as: UTF8.self).contains(text)
            }
        #else
            return nil
        #endif
    }

    @Test func an_edit_clears_the_results_of_the_last_run() throws {
        let (server, uri, folder) = try start()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run(server, uri, line: 2)
        #expect(try runDiagnostics(server) != nil)
        try server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                        "text": "# edited\n",
                    ]
                ],
            ])
        let published = try server.wait(seconds: 20) { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = try #require((published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.contains { $0["source"] as? String == "spec-runner run" })
    }

    @Test func unsaved_edits_are_not_run() throws {
        let (server, uri, folder) = try start()
        defer { try? FileManager.default.removeItem(at: folder) }
        try server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": Self.feature + "# more\n"]]])
        let id = try run(server, uri, line: 2)
        let error = try #require(try server.response(to: id)?["error"] as? [String: Any])
        #expect((error["message"] as? String)?.contains("save the file first") == true)
    }
}
