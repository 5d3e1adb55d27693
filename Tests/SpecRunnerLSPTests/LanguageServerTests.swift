import Foundation
import SpecRunner
import SpecRunnerLSP
import Testing

@MainActor
final class Shop: World {
    init() {}
}

@MainActor
let shopSteps = Steps(Shop.self) {
    Given("el servidor responde {int} con lista vacía") { (_: Shop, _: Int) in }
    When("la pantalla Catalog se carga") { _ in }
    Then("el usuario ve {string}") { (_: Shop, _: String) in }
    Then("el usuario ve un estado vacío amigable") { _ in }
    Then("el usuario ve un estado {word} amigable") { (_: Shop, _: String) in }
}

@MainActor
struct LanguageServerTests {
    static let uri = "file:///tmp/catalogo.feature"
    static let feature = """
        # language: es
        Característica: Catálogo
          Escenario: lista vacía
            Dado el servidor responde 200 con lista vacía
            Cuando la pantalla Catalog se carga
            Entonces el usuario ve una lista

        """

    func open(_ session: inout ServerSession, text: String = feature) {
        session.request("initialize", ["capabilities": [String: Any]()])
        session.notify("initialized")
        session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": Self.uri, "languageId": "gherkin", "version": 1, "text": text]])
    }

    func response(_ id: Int, in messages: [[String: Any]]) -> [String: Any]? {
        messages.first { $0["id"] as? Int == id }
    }

    func diagnostics(in messages: [[String: Any]]) -> [[[String: Any]]] {
        messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.map {
            ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        }
    }

    @Test func opening_a_feature_publishes_its_undefined_step_with_the_closest_definition() throws {
        var session = ServerSession()
        open(&session)
        let (_, messages) = try session.run(libraries: [shopSteps])
        let published = try #require(diagnostics(in: messages).first)
        #expect(published.count == 1)
        let message = try #require(published.first?["message"] as? String)
        #expect(message.contains("undefined step"))
        #expect(message.contains("did you mean: «el usuario ve {string}»"))
        let range = try #require(published.first?["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["line"] as? Int == 5)
    }

    @Test func an_incremental_change_that_defines_the_step_clears_the_diagnostic() throws {
        var session = ServerSession()
        open(&session)
        // "una lista" → "\"una lista\"" on line 5, columns 27…36.
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [
                    ["range": LanguageServerTests.range(5, 27, 5, 27), "text": "\""],
                    ["range": LanguageServerTests.range(5, 37, 5, 37), "text": "\""],
                ],
            ])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let published = diagnostics(in: messages)
        // The change came with the document's opening: one publish, for the version it made.
        #expect(published.count == 1)
        #expect(published.last?.isEmpty == true)
    }

    /// An analysis a newer version of the document supersedes is abandoned, and one still wanted is not.
    @Test func an_analysis_no_longer_wanted_is_abandoned() {
        let editor = EditorSupport(libraries: [shopSteps], defaultLanguage: "es")
        var asked = 0
        let abandoned = editor.analyze(Self.feature, path: "catalogo.feature", previous: nil) {
            asked += 1
            return true
        }
        #expect(abandoned == nil)
        #expect(asked == 1)
        let wanted = editor.analyze(Self.feature, path: "catalogo.feature", previous: nil) { false }
        #expect(wanted?.steps.count == 3)
    }

    /// Ten keystrokes typed faster than the server answers: the versions a newer one supersedes are neither
    /// analysed nor published; the last is, once, with its version.
    @Test func a_burst_of_edits_publishes_once_for_the_last_version() throws {
        var session = ServerSession()
        open(&session)
        for keystroke in 0..<10 {
            session.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": Self.uri, "version": 2 + keystroke],
                    "contentChanges": [["range": LanguageServerTests.range(5, 36, 5, 36), "text": "s"]],
                ])
        }
        let (_, messages) = try session.run(libraries: [shopSteps])
        let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.count == 1)
        #expect((published.first?["params"] as? [String: Any])?["version"] as? Int == 11)
        let diagnostics = try #require(diagnostics(in: published).first)
        #expect((diagnostics.first?["message"] as? String)?.contains("una listassssssssss") == true, "\(diagnostics)")
    }

    @Test func a_parse_error_is_located_and_explained_in_the_output_language() throws {
        var session = ServerSession()
        open(
            &session, text: "# language: es\nCaracterística: x\n  Escenario: y\n    Dado algo\n  | a |\n  Sin sentido\n"
        )
        let (_, messages) = try session.run(libraries: [shopSteps], outputLanguage: "es")
        let published = try #require(diagnostics(in: messages).first)
        let first = try #require(published.first)
        #expect(first["severity"] as? Int == 1)
        #expect((first["message"] as? String)?.contains("aquí se esperaba") == true)
    }

    /// One line out of place makes the parser fail on every line below it: the editor shows the first, once,
    /// marked on the word that is wrong, and says how many follow, as a run does.
    @Test func a_line_out_of_place_gets_one_diagnostic_on_its_first_word_saying_how_many_errors_follow() throws {
        var session = ServerSession()
        open(&session, text: "Feature: x\n  Scenario: a\n    Given a\n  @tag\n    Given b\n    When c\n")
        let (_, messages) = try session.run(libraries: [shopSteps])
        let published = try #require(diagnostics(in: messages).first)
        #expect(published.count == 1, "\(published)")
        let message = try #require(published.first?["message"] as? String)
        #expect(message.contains("expected a line «Rule:» or tags"), "\(message)")
        #expect(message.contains("(and 2 more errors in this file, which may follow from this one"), "\(message)")
        #expect(published.first?["range"] as? NSDictionary == LanguageServerTests.range(4, 4, 4, 9) as NSDictionary)
    }

    @Test(arguments: [
        // A misspelt keyword: the word, not the rest of the line.
        ("# language: es\nCaracterística: x\n  Escenari: a\n    Dado algo\n", 2, 2, 11),
        // An undefined step: the whole step.
        ("# language: es\nCaracterística: x\n  Escenario: a\n    Entonces el usuario ve una lista\n", 3, 4, 36),
    ])
    func a_diagnostic_marks_what_is_wrong(text: String, line: Int, start: Int, end: Int) throws {
        var session = ServerSession()
        open(&session, text: text)
        let (_, messages) = try session.run(libraries: [shopSteps])
        let published = try #require(diagnostics(in: messages).first)
        #expect(published.count == 1, "\(published)")
        #expect(
            published.first?["range"] as? NSDictionary == LanguageServerTests.range(line, start, line, end)
                as NSDictionary)
    }

    @Test func completion_offers_expressions_as_snippets_ranked_by_what_is_typed() throws {
        var session = ServerSession()
        open(&session)
        let id = session.request(
            "textDocument/completion",
            ["textDocument": ["uri": Self.uri], "position": ["line": 5, "character": 27]])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let result = try #require(response(id, in: messages)?["result"] as? [String: Any])
        let items = try #require(result["items"] as? [[String: Any]])
        #expect(items.count == 5)
        let first = try #require(items.first)
        #expect((first["label"] as? String)?.hasPrefix("el usuario ve") == true)
        let served = items.compactMap { ($0["textEdit"] as? [String: Any])?["newText"] as? String }
        // The sample value is the one a bound step of the open file uses.
        #expect(served.contains("el servidor responde ${1:200} con lista vacía$0"))
        #expect(first["insertTextFormat"] as? Int == 2)
    }

    /// A parameter no bound step gives a value to holds a sample in the output language.
    @Test(arguments: [("en", "${1:\"text\"}", "${1:word}"), ("es", "${1:\"texto\"}", "${1:palabra}")])
    func completion_samples_speak_the_output_language(language: String, string: String, word: String) throws {
        var session = ServerSession()
        open(&session)
        let id = session.request(
            "textDocument/completion",
            ["textDocument": ["uri": Self.uri], "position": ["line": 5, "character": 27]])
        let (_, messages) = try session.run(libraries: [shopSteps], outputLanguage: language)
        let result = try #require(response(id, in: messages)?["result"] as? [String: Any])
        let items = try #require(result["items"] as? [[String: Any]])
        let served = items.compactMap { ($0["textEdit"] as? [String: Any])?["newText"] as? String }
        #expect(served.contains("el usuario ve \(string)$0"), "\(served)")
        #expect(served.contains("el usuario ve un estado \(word) amigable$0"), "\(served)")
    }

    @Test func completion_at_line_start_offers_the_dialects_keywords() throws {
        var session = ServerSession()
        open(&session, text: "# language: es\nCaracterística: x\n  Escenario: y\n    Da\n")
        let id = session.request(
            "textDocument/completion",
            ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 6]])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let result = try #require(response(id, in: messages)?["result"] as? [String: Any])
        let labels = (result["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels.contains("Dado "))
        #expect(!labels.contains("Given "))
    }

    @Test func hover_shows_the_expression_its_values_and_where_it_is_defined() throws {
        var session = ServerSession()
        open(&session)
        let id = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 10]])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let result = try #require(response(id, in: messages)?["result"] as? [String: Any])
        let value = try #require((result["contents"] as? [String: Any])?["value"] as? String)
        #expect(value.contains("el servidor responde {int} con lista vacía"))
        #expect(value.contains("{int} = `200`"))
        #expect(value.contains("LanguageServerTests.swift:"))
    }

    @Test func definition_is_the_swift_file_and_line_of_the_step_definition() throws {
        var session = ServerSession()
        open(&session)
        let id = session.request(
            "textDocument/definition", ["textDocument": ["uri": Self.uri], "position": ["line": 4, "character": 8]])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let locations = try #require(response(id, in: messages)?["result"] as? [[String: Any]])
        let location = try #require(locations.first)
        #expect((location["uri"] as? String)?.hasSuffix("LanguageServerTests.swift") == true)
        let start = (location["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 13)
    }

    @Test func a_code_action_on_an_undefined_step_gives_the_swift_snippet() throws {
        var session = ServerSession()
        open(&session)
        let id = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri], "range": LanguageServerTests.range(5, 0, 5, 0),
                "context": ["diagnostics": [Any]()],
            ])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let actions = try #require(response(id, in: messages)?["result"] as? [[String: Any]])
        let action = try #require(actions.first)
        let text = String(describing: action["edit"] ?? "")
        #expect(
            text.contains("Then(\\\"el usuario ve una lista\\\")") || text.contains("Then(\"el usuario ve una lista\")")
        )
        #expect(text.contains("throw Pending()"))
    }

    @Test func document_symbols_outline_the_feature_and_its_scenarios() throws {
        var session = ServerSession()
        open(&session)
        let id = session.request("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
        let (_, messages) = try session.run(libraries: [shopSteps])
        let symbols = try #require(response(id, in: messages)?["result"] as? [[String: Any]])
        #expect(symbols.first?["name"] as? String == "Catálogo")
        let children = symbols.first?["children"] as? [[String: Any]]
        #expect(children?.first?["name"] as? String == "lista vacía")
    }

    @Test func malformed_json_and_unknown_methods_get_errors_and_the_server_goes_on() throws {
        var session = ServerSession()
        session.raw("Content-Length: 9\r\n\r\n{not json")
        let unknown = session.request("textDocument/nothing")
        let bad = session.request("textDocument/hover", ["textDocument": 3])
        let initialize = session.request("initialize", ["capabilities": [String: Any]()])
        let (_, messages) = try session.run(libraries: [shopSteps])
        #expect((messages.first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect((response(unknown, in: messages)?["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect((response(bad, in: messages)?["error"] as? [String: Any])?["code"] as? Int == -32602)
        #expect(response(initialize, in: messages)?["result"] != nil)
    }

    @Test func shutdown_then_exit_ends_with_status_zero_and_exit_alone_with_one() throws {
        var polite = ServerSession()
        let shutdown = polite.request("shutdown")
        polite.notify("exit")
        polite.request("initialize")  // after exit: never read
        let (status, messages) = try polite.run(libraries: [shopSteps])
        #expect(status == 0)
        #expect(messages.count == 1)
        #expect(response(shutdown, in: messages) != nil)

        var abrupt = ServerSession()
        abrupt.notify("exit")
        #expect(try abrupt.run(libraries: [shopSteps]).status == 1)
    }

    static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> [String: Any] {
        [
            "start": ["line": startLine, "character": startCharacter],
            "end": ["line": endLine, "character": endCharacter],
        ]
    }
}

extension LanguageServerTests {
    @Test(arguments: [
        ("es", "pista: “…” y «…» son comillas tipográficas"), ("en", "hint: “…” and «…» are typographic quotes"),
    ])
    func typographic_quotes_around_a_string_argument_get_a_hint_in_the_output_language(
        language: String, hint: String
    ) throws {
        var session = ServerSession()
        open(&session, text: Self.feature.replacing("ve una lista", with: "ve «una lista»"))
        let (_, messages) = try session.run(libraries: [shopSteps], outputLanguage: language)
        let message = try #require(diagnostics(in: messages).first?.first?["message"] as? String)
        #expect(message.contains(hint), "\(message)")
    }

    @Test(arguments: [
        ("es", "**Paso sin definir**", "Impleméntalo con:", "Define el paso en Swift: Then(", "Definido en "),
        ("en", "**Undefined step**", "Implement it with:", "Define the step in Swift: Then(", "Defined at "),
    ])
    func hover_and_code_actions_speak_the_output_language_whatever_the_files_dialect(
        language: String, undefined: String, implement: String, action: String, defined: String
    ) throws {
        var session = ServerSession()
        open(&session)
        let undefinedHover = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 5, "character": 10]])
        let definedHover = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 10]])
        let actions = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri], "range": LanguageServerTests.range(5, 0, 5, 0),
                "context": ["diagnostics": [Any]()],
            ])
        let (_, messages) = try session.run(libraries: [shopSteps], outputLanguage: language)
        func hoverText(_ id: Int) -> String {
            let result = response(id, in: messages)?["result"] as? [String: Any]
            return (result?["contents"] as? [String: Any])?["value"] as? String ?? ""
        }
        #expect(hoverText(undefinedHover).hasPrefix(undefined), "\(hoverText(undefinedHover))")
        #expect(hoverText(undefinedHover).contains(implement))
        #expect(hoverText(definedHover).contains(defined), "\(hoverText(definedHover))")
        let titles = (response(actions, in: messages)?["result"] as? [[String: Any]] ?? []).compactMap {
            $0["title"] as? String
        }
        #expect(titles.contains { $0.hasPrefix(action) }, "\(titles)")
    }
}
