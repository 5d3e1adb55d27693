import Foundation
import Testing

/// The file a code action shows a step definition in: never at a name another user of the temporary folder could
/// have taken first.
@MainActor
struct SnippetFileTests {
    let server = LanguageServerTests()

    /// The path of the file the code action on the undefined step (line 6) edits, from a new session.
    func snippetPath() throws -> String {
        var session = ServerSession()
        server.open(&session)
        let id = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": LanguageServerTests.uri], "range": LanguageServerTests.range(5, 0, 5, 0),
                "context": ["diagnostics": [Any]()],
            ])
        let (_, messages) = try session.run(libraries: [shopSteps])
        // The snippet's action, after the quick fixes (which name the diagnostic they fix).
        let actions = server.response(id, in: messages)?["result"] as? [[String: Any]]
        let action = try #require(actions?.first { $0["diagnostics"] == nil })
        let changes = try #require((action["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])
        let uri = try #require(changes.first?["uri"] as? String)
        #expect((changes.last?["textDocument"] as? [String: Any])?["uri"] as? String == uri)
        return try #require(URL(string: uri)).path
    }

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).flatMap { $0 }
    }

    @Test func the_snippet_file_is_created_by_the_server_for_its_user_alone_in_a_folder_of_an_unpredictable_name()
        throws
    {
        // What the name used to be, taken first by someone else: a link to one of their files.
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory())
        let victim = temporary.appendingPathComponent("victim-\(UUID().uuidString)")
        try "theirs\n".write(to: victim, atomically: true, encoding: .utf8)
        let predictable = temporary.appendingPathComponent("spec-runner-step-6.swift")
        try? FileManager.default.removeItem(at: predictable)
        try FileManager.default.createSymbolicLink(at: predictable, withDestinationURL: victim)
        defer {
            try? FileManager.default.removeItem(at: predictable)
            try? FileManager.default.removeItem(at: victim)
        }

        let first = try snippetPath()
        let second = try snippetPath()
        defer {
            for path in [first, second] {
                try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
            }
        }
        #expect(first != predictable.path)
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent()
        #expect(folder.standardizedFileURL.path != temporary.standardizedFileURL.path)
        #expect(folder.deletingLastPathComponent().standardizedFileURL.path == temporary.standardizedFileURL.path)
        // Each server has its own folder, which only its user can enter; the file is there already, empty, for the
        // editor to fill, readable by its user alone.
        #expect(URL(fileURLWithPath: second).deletingLastPathComponent() != folder)
        #expect(Self.mode(folder.path) == 0o700)
        #expect(Self.mode(first) == 0o600)
        #expect((try? Data(contentsOf: URL(fileURLWithPath: first)))?.isEmpty == true)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "theirs\n")
    }
}
