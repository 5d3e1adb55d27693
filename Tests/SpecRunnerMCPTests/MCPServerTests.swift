import Foundation
import SpecRunner
import SpecRunnerLSP
import StackMyArchitectureSpecs
import Testing

@testable import SpecRunnerMCP

/// `spec-runner mcp`'s protocol handling, one JSON-RPC line at a time, with this repository's step definitions.
@MainActor
struct MCPServerTests {
    /// The package's root: what the server may read and run.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func server(language: String = "en") -> MCPServer {
        MCPServer(
            libraries: SpecLibraries.all, input: -1, output: -1, outputLanguage: language,
            executable: root + "/.build/debug/spec-runner", workingDirectory: root)
    }

    static func request(_ server: MCPServer, _ method: String, _ params: JSONValue = [:], id: Int = 1) -> JSONValue? {
        let message: JSONValue = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]
        return server.handle(message.data)
    }

    static func call(_ server: MCPServer, _ tool: String, _ arguments: JSONValue) -> JSONValue? {
        request(server, "tools/call", ["name": .string(tool), "arguments": arguments])?["result"]
    }

    static func text(_ result: JSONValue?) -> String {
        result?["content"]?.array?.first?["text"]?.string ?? ""
    }

    @Test func initialize_answers_the_clients_protocol_version_when_it_speaks_it_and_its_newest_otherwise() {
        let server = Self.server()
        let known = Self.request(server, "initialize", ["protocolVersion": "2025-03-26", "capabilities": [:]])
        #expect(known?["result"]?["protocolVersion"]?.string == "2025-03-26")
        #expect(known?["result"]?["capabilities"]?["tools"] != nil)
        #expect(known?["result"]?["serverInfo"]?["name"]?.string == "spec-runner")
        let unknown = Self.request(server, "initialize", ["protocolVersion": "1999-01-01"])
        #expect(unknown?["result"]?["protocolVersion"]?.string == "2025-06-18")
    }

    @Test func notifications_get_no_answer_and_ping_an_empty_result() {
        let server = Self.server()
        let notification: JSONValue = ["jsonrpc": "2.0", "method": "notifications/initialized"]
        #expect(server.handle(notification.data) == nil)
        #expect(server.handle(Data("  \r".utf8)) == nil)
        #expect(Self.request(server, "ping", id: 7) == ["jsonrpc": "2.0", "id": 7, "result": [:]])
    }

    @Test func what_is_not_json_rpc_gets_the_protocols_errors() {
        let server = Self.server()
        #expect(server.handle(Data("{not json".utf8))?["error"]?["code"] == -32700)
        #expect(Self.request(server, "resources/list")?["error"]?["code"] == -32601)
        let unknownTool = Self.request(server, "tools/call", ["name": "delete_everything"])
        #expect(unknownTool?["error"]?["code"] == -32602)
        #expect(unknownTool?["error"]?["message"]?.string == "unknown tool: delete_everything")
    }

    @Test(arguments: [("en", "Lists the step definitions"), ("es", "Lista las definiciones de pasos")])
    func tools_are_described_in_the_output_language(language: String, listing: String) throws {
        let tools = try #require(
            Self.request(Self.server(language: language), "tools/list")?["result"]?["tools"]?.array)
        #expect(
            tools.compactMap { $0["name"]?.string } == [
                "list_steps", "check_feature", "run_scenarios", "suggest_steps",
            ])
        #expect(tools[0]["description"]?.string?.hasPrefix(listing) == true)
        #expect(tools.allSatisfy { $0["inputSchema"]?["type"] == "object" })
        #expect(tools[3]["inputSchema"]?["required"] == ["sentence"])
    }

    @Test func list_steps_gives_each_expression_with_its_glossary_line_types_and_place() throws {
        let result = Self.call(Self.server(), "list_steps", ["filter": "lista vacía"])
        let steps = try #require(result?["structuredContent"]?["steps"]?.array)
        let empty = try #require(steps.first { $0["expression"] == "el servidor responde {int} con lista vacía" })
        #expect(
            empty["description"]?.string
                == "El servidor de productos contesta con ese código y un catálogo sin productos.")
        #expect(empty["parameterTypes"] == ["int"])
        #expect(empty["file"]?.string == "Sources/StackMyArchitectureSpecs/CatalogSteps.swift")
        #expect((empty["line"]?.integer ?? 0) > 0)
        #expect(result?["isError"] == false)
    }

    @Test func check_feature_finds_a_misspelt_keyword_without_running_anything() throws {
        let draft =
            "# language: es\nCaracterística: Borrador\n  Escenario: uno\n    Dadoo el usuario está autenticado\n"
        let result = Self.call(Self.server(language: "es"), "check_feature", ["text": .string(draft)])
        let diagnostics = try #require(result?["structuredContent"]?["diagnostics"]?.array)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["line"] == 4)
        #expect(Self.text(result).contains("draft.feature:4"))
        #expect(result?["structuredContent"]?["coverage"]?["gateHolds"] == false)
    }

    @Test func check_feature_gives_undefined_steps_and_placeholders_and_the_gates_verdict() throws {
        let draft = """
            # language: es
            Característica: Inicio de sesión
              Escenario: un paso nuevo
                Dado que el servidor de autenticación acepta las credenciales
                Cuando el usuario vuela hasta el catálogo
              Esquema del escenario: mensajes
                Dado que la red falla con "<fallo>"
                Entonces ve el mensaje "<mensage>"
                Ejemplos:
                  | fallo   | mensaje                 |
                  | sin-red | Sin conexión a internet |
              Escenario: vinculado
                Dado que el servidor de autenticación acepta las credenciales

            """
        let result = Self.call(
            Self.server(language: "es"), "check_feature", ["text": .string(draft), "path": "Features/borrador.feature"])
        let structured = try #require(result?["structuredContent"])
        let lines = structured["diagnostics"]?.array?.compactMap { $0["line"]?.integer } ?? []
        #expect(lines == [5, 8], "the undefined step, the placeholder naming no column")
        let undefined = try #require(structured["undefinedSteps"]?.array?.first)
        #expect(undefined["text"] == "el usuario vuela hasta el catálogo")
        #expect(undefined["closest"]?.array?.isEmpty == false)
        #expect(undefined["snippet"]?.string?.contains("el usuario vuela hasta el catálogo") == true)
        #expect(structured["coverage"]?["scenarios"] == 3)
        #expect(structured["coverage"]?["bound"] == 1)
        #expect(structured["coverage"]?["gateHolds"] == false)
        let unbound = structured["coverage"]?["unbound"]?.array?.compactMap { $0["line"]?.integer }
        #expect(unbound == [3, 6])
        #expect(Self.text(result).contains("Features/borrador.feature:5"))
        #expect(Self.text(result).contains("Cobertura: 1/3"), "\(Self.text(result))")
        let lenient = Self.call(
            Self.server(language: "es"), "check_feature", ["text": .string(draft), "coverageMin": 30])
        #expect(lenient?["structuredContent"]?["coverage"]?["gateHolds"] == true)
    }

    @Test func a_draft_that_does_not_parse_fails_the_gate_with_its_first_error() throws {
        let draft = "Feature: x\n  Scenario: y\n    Given a\n  | not | a | step |\n oops\n"
        let result = Self.call(Self.server(), "check_feature", ["text": .string(draft)])
        let diagnostics = try #require(result?["structuredContent"]?["diagnostics"]?.array)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] == "error")
        #expect(result?["structuredContent"]?["coverage"]?["gateHolds"] == false)
        #expect(Self.text(result).contains("the file does not parse"), "\(Self.text(result))")
    }

    @Test func a_feature_of_the_package_is_read_from_its_path_and_holds_the_gate() {
        let result = Self.call(Self.server(), "check_feature", ["path": "Features/catalog.feature"])
        #expect(result?["structuredContent"]?["diagnostics"] == [])
        #expect(result?["structuredContent"]?["coverage"]?["gateHolds"] == true)
        #expect(Self.text(result).hasPrefix("No problems found."), "\(Self.text(result))")
    }

    @Test(arguments: ["../secret.feature", "/etc/passwd", "Features/../../x.feature"])
    func paths_outside_the_package_are_refused_as_tool_errors(path: String) {
        let server = Self.server(language: "es")
        let checked = Self.call(server, "check_feature", ["path": .string(path)])
        #expect(checked?["isError"] == true)
        #expect(Self.text(checked).contains("está fuera del paquete"), "\(Self.text(checked))")
        let run = Self.call(server, "run_scenarios", ["locations": [.string(path + ":3")]])
        #expect(run?["isError"] == true)
    }

    @Test func a_run_needs_something_to_run() {
        let run = Self.call(Self.server(), "run_scenarios", [:])
        #expect(run?["isError"] == true)
        #expect(Self.text(run) == "nothing to run: give locations, a name, or both")
    }

    @Test func suggest_steps_ranks_the_closest_definitions_and_says_when_a_sentence_is_already_a_step() throws {
        let server = Self.server(language: "es")
        let slip = Self.call(server, "suggest_steps", ["sentence": "Dado que el usuario esta autenticao"])
        #expect(slip?["structuredContent"]?["matches"] == false)
        let first = try #require(slip?["structuredContent"]?["steps"]?.array?.first)
        #expect(first["expression"] == "(que )el usuario está autenticado")
        let exact = Self.call(server, "suggest_steps", ["sentence": "Dado que el usuario está autenticado"])
        #expect(exact?["structuredContent"]?["matches"] == true)
        #expect(Self.text(exact).hasPrefix("La frase ya es un paso"))
        let none = Self.call(server, "suggest_steps", ["sentence": "zzz qqq"])
        #expect(none?["structuredContent"]?["steps"] == [])
        #expect(Self.call(server, "suggest_steps", [:])?["isError"] == true)
    }
}

/// The run tool: the runner as a child process, its Cucumber JSON read back.
@MainActor
struct ScenarioRunTests {
    @Test func a_chosen_scenario_runs_in_a_child_process_and_its_status_comes_back() throws {
        let run = MCPServerTests.call(
            MCPServerTests.server(), "run_scenarios", ["locations": ["Features/catalog.feature:9"]])
        #expect(run?["isError"] == false, "\(MCPServerTests.text(run))")
        let scenarios = try #require(run?["structuredContent"]?["scenarios"]?.array)
        #expect(scenarios.count == 1)
        #expect(scenarios.first?["status"] == "passed")
        #expect(scenarios.first?["uri"] == "Features/catalog.feature")
        #expect(MCPServerTests.text(run).hasPrefix("Features/catalog.feature:9 "))
    }

    @Test func a_scenario_that_failed_names_its_step_and_message_the_background_counted() throws {
        let feature = JSONValue.parse(
            Data(
                """
                {"uri": "Features/a.feature", "elements": [
                  {"type": "background", "steps": [{"keyword": "Given ", "name": "a", "line": 3,
                    "result": {"status": "passed"}}]},
                  {"type": "scenario", "name": "S", "line": 5, "steps": [
                    {"keyword": "When ", "name": "b", "line": 6, "result": {"status": "failed", "error_message": "boom"}},
                    {"keyword": "Then ", "name": "c", "line": 7, "result": {"status": "skipped"}}]},
                  {"type": "scenario", "name": "T", "line": 9, "steps": [
                    {"keyword": "Then ", "name": "d", "line": 10, "result": {"status": "passed"}}]}
                ]}
                """.utf8))
        let scenarios = RunScenariosTool.scenarios(of: try #require(feature))
        #expect(scenarios.map(\.status) == ["failed", "passed"])
        #expect(scenarios[0].failedStep == ["step": "When b", "line": 6, "message": "boom"])
        #expect(scenarios[1].failedStep == .null)
    }
}
