import Foundation
import SpecRunner
import SpecRunnerLSP
import Testing

@MainActor
let glossarySteps = Steps(Shop.self) {
    Given("el servidor responde {int} con lista vacía", description: "El servidor no tiene productos") {
        (_: Shop, _: Int) in
    }
    When("la pantalla Catalog se carga") { _ in }
}

/// A definition's glossary line (`description:` in the DSL) where an editor shows definitions.
@MainActor
struct GlossaryTests {
    func session() -> ServerSession {
        var session = ServerSession()
        session.request("initialize", ["capabilities": [String: Any]()])
        session.notify("initialized")
        session.notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": LanguageServerTests.uri, "languageId": "gherkin", "version": 1,
                    "text":
                        "# language: es\nCaracterística: x\n  Escenario: y\n    Dado el servidor responde 200 con lista vacía\n    Cuando la\n",
                ]
            ])
        return session
    }

    func result(_ id: Int, _ messages: [[String: Any]]) -> [String: Any]? {
        messages.first { $0["id"] as? Int == id }?["result"] as? [String: Any]
    }

    @Test func hover_shows_the_definitions_glossary_line() throws {
        var session = session()
        let id = session.request(
            "textDocument/hover",
            ["textDocument": ["uri": LanguageServerTests.uri], "position": ["line": 3, "character": 8]])
        let (_, messages) = try session.run(libraries: [glossarySteps])
        let value = try #require((result(id, messages)?["contents"] as? [String: Any])?["value"] as? String)
        #expect(value.contains("El servidor no tiene productos"), "\(value)")
    }

    @Test func completion_documents_each_definition_with_its_glossary_line_when_it_has_one() throws {
        var session = session()
        let id = session.request(
            "textDocument/completion",
            ["textDocument": ["uri": LanguageServerTests.uri], "position": ["line": 4, "character": 13]])
        let (_, messages) = try session.run(libraries: [glossarySteps])
        let items = try #require(result(id, messages)?["items"] as? [[String: Any]])
        let documentation = Dictionary(
            uniqueKeysWithValues: items.map { ($0["detail"] as? String ?? "", $0["documentation"] as? String ?? "") })
        #expect(
            documentation["el servidor responde {int} con lista vacía"]?.hasPrefix("El servidor no tiene productos\n\n")
                == true)
        // A definition without one shows where it is, alone.
        let plain = try #require(documentation["la pantalla Catalog se carga"])
        #expect(plain.contains("GlossaryTests.swift:") && !plain.contains("\n"), "\(plain)")
    }
}
