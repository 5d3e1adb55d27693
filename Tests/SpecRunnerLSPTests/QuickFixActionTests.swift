import Foundation
import SpecRunner
import Testing

/// The server offers each fix the runner found as a quick fix: a code action titled in the output language, tied
/// to the diagnostic it fixes as published, whose edit of the document leaves nothing to report.
@MainActor
struct QuickFixActionTests {
    /// ``LanguageServerTests/feature`` with every step defined.
    nonisolated static let clean = """
        # language: es
        Característica: Catálogo
          Escenario: lista vacía
            Dado el servidor responde 200 con lista vacía
            Cuando la pantalla Catalog se carga
            Entonces el usuario ve "una lista"

        """

    /// A mistake: the document, the 0-based line of its diagnostic, and the fix's title in English and Spanish.
    nonisolated static let mistakes: [String: (text: String, line: Int, english: String, spanish: String)] = [
        "misspelt keyword": (
            clean.replacing("Cuando la", with: "Cuandoo la"), 4, "Replace with «Cuando»", "Cambiar por «Cuando»"
        ),
        "step keyword of another language": (
            clean.replacing("Dado el", with: "Given el"), 3, "Replace with «Dado»", "Cambiar por «Dado»"
        ),
        "near-miss step": (
            clean.replacing("responde 200 con lista vacía", with: "responde 404 con lista vacia"), 3,
            "Replace with «el servidor responde 404 con lista vacía»",
            "Cambiar por «el servidor responde 404 con lista vacía»"
        ),
        "typographic quotes": (
            clean.replacing("\"una lista\"", with: "“una lista”"), 5, "Straighten the quotes", "Enderezar las comillas"
        ),
        "missing language line": (
            clean.replacing("# language: es\n", with: ""), 0, "Add «# language: es» at the top",
            "Añadir «# language: es» al principio"
        ),
        "placeholder naming no column": (
            clean.replacing("Escenario: lista vacía", with: "Esquema del escenario: lista vacía")
                .replacing("responde 200", with: "responde <codgo>")
                + "\n    Ejemplos:\n      | codigo |\n      | 200 |\n",
            3, "Replace with «<codigo>»", "Cambiar por «<codigo>»"
        ),
    ]

    nonisolated static let cases = mistakes.keys.sorted().flatMap { [($0, "en"), ($0, "es")] }

    /// `text` with the protocol's text `edit` (UTF-16 positions) applied.
    static func applying(_ edit: [String: Any], to text: String) throws -> String {
        let range = try #require(edit["range"] as? [String: Any])
        func offset(_ position: Any?) throws -> String.Index {
            let position = try #require(position as? [String: Any])
            let line = try #require(position["line"] as? Int)
            let character = try #require(position["character"] as? Int)
            var index = text.utf16.startIndex
            for _ in 0..<line { index = text.utf16.index(after: try #require(text.utf16[index...].firstIndex(of: 10))) }
            return text.utf16.index(index, offsetBy: character)
        }
        var fixed = text
        fixed.replaceSubrange(
            try offset(range["start"])..<(try offset(range["end"])), with: try #require(edit["newText"] as? String))
        return fixed
    }

    func diagnostics(of text: String) throws -> [[String: Any]] {
        var session = ServerSession()
        LanguageServerTests().open(&session, text: text)
        let (_, messages) = try session.run(libraries: [shopSteps])
        return try #require(LanguageServerTests().diagnostics(in: messages).last)
    }

    @Test(arguments: cases)
    func aQuickFixIsTitledInTheOutputLanguageTiedToItsDiagnosticAndItsEditLeavesNothingToReport(
        mistake: String, language: String
    ) throws {
        let (text, line, english, spanish) = try #require(Self.mistakes[mistake])
        var session = ServerSession()
        LanguageServerTests().open(&session, text: text)
        let id = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": LanguageServerTests.uri], "range": LanguageServerTests.range(line, 0, line, 0),
                "context": ["diagnostics": [Any]()],
            ])
        let (_, messages) = try session.run(libraries: [shopSteps], outputLanguage: language)
        let published = LanguageServerTests().diagnostics(in: messages).last ?? []
        let actions = try #require(LanguageServerTests().response(id, in: messages)?["result"] as? [[String: Any]])
        let action = try #require(actions.first { $0["diagnostics"] != nil }, "\(actions)")
        #expect(action["title"] as? String == (language == "es" ? spanish : english))
        #expect(action["kind"] as? String == "quickfix")
        let fixed = try #require((action["diagnostics"] as? [[String: Any]])?.first)
        #expect(published.contains { NSDictionary(dictionary: $0).isEqual(to: fixed) }, "\(published)")
        let changes = try #require((action["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])
        #expect((changes.first?["textDocument"] as? [String: Any])?["version"] as? Int == 1)
        let edit = try #require((changes.first?["edits"] as? [[String: Any]])?.first)
        let result = try Self.applying(edit, to: text)
        #expect(try diagnostics(of: result).isEmpty, "\(result)")
    }
}
