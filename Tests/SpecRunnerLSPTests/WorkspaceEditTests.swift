import Foundation
import SpecRunnerLSP
import Testing

/// Rename and references across the feature files of the workspace folder, the open document's text winning
/// over the file on disk.
@MainActor
struct WorkspaceEditTests {
    static let first = """
        # language: es
        Característica: a
          Escenario: x
            Dado el servidor responde 200 con lista vacía
            Entonces el usuario ve "nada"

        """
    static let second = """
        # language: es
        Característica: b
          Esquema del escenario: y
            Dado el servidor responde <código> con lista vacía
            Entonces el usuario ve "algo"

            Ejemplos:
              | código |
              | 404    |

        """

    /// A workspace folder with the two files, the first open, and the session's requests after `initialize`.
    func session(_ requests: (inout ServerSession, String) -> Void) throws -> (
        messages: [[String: Any]], first: String, second: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rename-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.feature")
        let second = folder.appendingPathComponent("b.feature")
        // On disk, the first file is older than the editor's text: the editor's wins.
        try "# language: es\nCaracterística: a\n".write(to: first, atomically: true, encoding: .utf8)
        try Self.second.write(to: second, atomically: true, encoding: .utf8)
        var session = ServerSession()
        session.request("initialize", ["rootUri": folder.absoluteString, "capabilities": [String: Any]()])
        session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": first.absoluteString, "languageId": "gherkin", "version": 1, "text": Self.first]])
        requests(&session, first.absoluteString)
        let (_, messages) = try session.run(libraries: [shopSteps])
        return (messages, first.absoluteString, second.absoluteString)
    }

    func result(_ id: Int, _ messages: [[String: Any]]) -> Any? {
        messages.first { $0["id"] as? Int == id }?["result"]
    }

    static func at(_ uri: String, line: Int, character: Int = 10) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    @Test func renaming_a_step_renames_every_use_of_its_definition_keeping_each_uses_arguments() throws {
        var prepare = 0
        var rename = 0
        let (messages, first, second) = try session { session, uri in
            prepare = session.request("textDocument/prepareRename", Self.at(uri, line: 3))
            var params = Self.at(uri, line: 3)
            params["newName"] = "el servidor contesta 200 sin productos"
            rename = session.request("textDocument/rename", params)
        }
        let prepared = try #require(result(prepare, messages) as? [String: Any])
        #expect(prepared["placeholder"] as? String == "el servidor responde 200 con lista vacía")
        let changes = try #require((result(rename, messages) as? [String: Any])?["changes"] as? [String: Any])
        let texts = { (uri: String) in (changes[uri] as? [[String: Any]] ?? []).compactMap { $0["newText"] as? String }
        }
        #expect(texts(first) == ["el servidor contesta 200 sin productos"])
        #expect(texts(second) == ["el servidor contesta <código> sin productos"])
        let range = ((changes[second] as? [[String: Any]])?.first?["range"] as? [String: Any])
        #expect(range as NSDictionary? == LanguageServerTests.range(3, 9, 3, 54) as NSDictionary)
    }

    @Test(arguments: [("en", "must keep the arguments, in order: «200»"), ("es", "conservar los argumentos")])
    func a_new_text_without_the_arguments_is_refused_in_the_output_language(language: String, text: String) throws {
        var rename = 0
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refuse-\(UUID().uuidString)")
        var session = ServerSession()
        session.request("initialize", ["rootUri": folder.absoluteString, "capabilities": [String: Any]()])
        let uri = folder.appendingPathComponent("a.feature").absoluteString
        session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "gherkin", "version": 1, "text": Self.first]])
        var params = Self.at(uri, line: 3)
        params["newName"] = "el servidor contesta sin productos"
        rename = session.request("textDocument/rename", params)
        let (_, messages) = try session.run(libraries: [shopSteps], outputLanguage: language)
        let error = try #require(messages.first { $0["id"] as? Int == rename }?["error"] as? [String: Any])
        #expect((error["message"] as? String)?.contains(text) == true, "\(error)")
    }

    /// References from a step, and from its definition's line in the Swift file (as go to definition answers it).
    @Test func references_list_every_use_from_a_step_and_from_its_swift_definition() throws {
        var fromStep = 0
        var definition = 0
        let (messages, first, second) = try session { session, uri in
            fromStep = session.request("textDocument/references", Self.at(uri, line: 4))
            definition = session.request("textDocument/definition", Self.at(uri, line: 4))
        }
        let uses = try #require(result(fromStep, messages) as? [[String: Any]])
        #expect(uses.compactMap { $0["uri"] as? String }.sorted() == [first, second].sorted())
        let location = try #require((result(definition, messages) as? [[String: Any]])?.first)
        let swiftLine = try #require(
            ((location["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int)
        let swiftURI = try #require(location["uri"] as? String)
        var fromDefinition = 0
        var definitionSide = 0
        let (again, _, _) = try session { session, _ in
            let position: [String: Any] = [
                "textDocument": ["uri": swiftURI], "position": ["line": swiftLine, "character": 4],
            ]
            fromDefinition = session.request("textDocument/references", position)
            definitionSide = session.request("textDocument/definition", position)
        }
        let swiftUses = try #require(result(fromDefinition, again) as? [[String: Any]])
        #expect(swiftUses.count == 2)
        #expect((result(definitionSide, again) as? [[String: Any]])?.count == 2)
        let elsewhere: [String: Any] = ["textDocument": ["uri": swiftURI], "position": ["line": 0, "character": 0]]
        var none = 0
        let (nothing, _, _) = try session { session, _ in none = session.request("textDocument/references", elsewhere) }
        #expect((result(none, nothing) as? [Any])?.isEmpty == true)
    }
}
