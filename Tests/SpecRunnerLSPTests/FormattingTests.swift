import SpecRunnerLSP
import Testing

@MainActor
struct FormattingTests {
    @Test func formatting_indents_keywords_aligns_tables_and_keeps_comments_and_doc_strings() throws {
        let uri = "file:///tmp/format.feature"
        let text = """
            # language: es
            Característica: Catálogo
            # un comentario
                 Escenario: lista
            Dado el servidor responde 200 con lista vacía
                  | nombre | precio |
              | té | 1 |
                Cuando la pantalla Catalog se carga
                  \"\"\"
                    texto   tal cual
                  \"\"\"

            """
        var session = ServerSession()
        session.request("initialize", ["capabilities": [String: Any]()])
        session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "gherkin", "version": 1, "text": text]])
        let id = session.request(
            "textDocument/formatting",
            ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let edits = try #require(messages.first { $0["id"] as? Int == id }?["result"] as? [[String: Any]])
        let formatted = try #require(edits.first?["newText"] as? String)
        #expect(
            formatted == """
                # language: es
                Característica: Catálogo
                # un comentario
                  Escenario: lista
                    Dado el servidor responde 200 con lista vacía
                      | nombre | precio |
                      | té     | 1      |
                    Cuando la pantalla Catalog se carga
                      \"\"\"
                        texto   tal cual
                      \"\"\"

                """)
    }
}
