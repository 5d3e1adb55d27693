import CucumberMessages
import Foundation
import SpecRunner
import SpecRunnerCore
import SpecRunnerLSP

/// A run of chosen scenarios for `spec-runner mcp`: the runner started again as a child process, its Cucumber
/// JSON report read from its standard output, each scenario's status and, for one that did not pass, the step
/// that did not and its message.
///
/// A child process keeps the server alive whatever the step code does (ends the process, hangs the main actor)
/// and runs with the step definitions as they are built, as `spec-runner lsp`'s server does (ADR 0008).
enum RunScenariosTool {
    /// One scenario's result.
    struct Scenario {
        let uri: String
        let name: String
        let line: Int
        var status = "passed"
        var failedStep: JSONValue = .null
    }

    /// Runs `locations` (and the scenarios `name` matches) with `executable` in `workingDirectory`.
    static func run(
        executable: String, locations: [String], name: String?, language: String, workingDirectory: String,
        catalog: MessageCatalog
    ) throws -> (text: String, structured: JSONValue) {
        let arguments = locations + (name.map { ["--name", $0] } ?? []) + ["--format", "json", "--lang", language]
        let child: ScenarioRun
        do {
            child = try ScenarioRun(
                executable: executable, arguments: arguments, workingDirectory: workingDirectory, errorLimit: .max)
        } catch {
            throw MCPTools.Failure(message: catalog.text(.mcpRunNotStarted(reason: error.localizedDescription)))
        }
        let status = child.readToEnd()
        guard let features = JSONValue.parse(Data(child.messages))?.array else {
            let stderr = String(decoding: child.errorText, as: UTF8.self)
            throw MCPTools.Failure(
                message: catalog.text(.mcpRunWithoutReport(status: String(status))) + "\n" + stderr)
        }
        let scenarios = features.flatMap(Self.scenarios)
        let text = scenarios.map { scenario -> String in
            // The status in the output language (`superado`); the structured result keeps the report's word.
            let status = Status(rawValue: scenario.status.uppercased()).map { catalog.text($0.message(count: 1)) }
            var line = "\(scenario.uri):\(scenario.line) \(scenario.name): \(status ?? scenario.status)"
            if let step = scenario.failedStep.object {
                line += "\n    \(step["step"]?.string ?? "") (\(scenario.uri):\(step["line"]?.integer ?? 0))"
                if let message = step["message"]?.string { line += "\n    " + message.replacing("\n", with: "\n    ") }
            }
            return line
        }.joined(separator: "\n")
        let structured: JSONValue = [
            "exitStatus": .integer(Int(status)),
            "scenarios": .array(
                scenarios.map {
                    [
                        "uri": .string($0.uri), "name": .string($0.name), "line": .integer($0.line),
                        "status": .string($0.status), "failedStep": $0.failedStep,
                    ]
                }),
        ]
        return (text, structured)
    }

    /// The scenarios of one feature of the report, each with the steps of the background before it.
    static func scenarios(of feature: JSONValue) -> [Scenario] {
        let uri = feature["uri"]?.string ?? ""
        var scenarios: [Scenario] = []
        var background: [JSONValue] = []
        for element in feature["elements"]?.array ?? [] {
            let steps =
                (element["before"]?.array ?? []) + (element["steps"]?.array ?? [])
                + (element["after"]?.array ?? [])
            if element["type"]?.string == "background" {
                background = steps
                continue
            }
            var scenario = Scenario(
                uri: uri, name: element["name"]?.string ?? "", line: element["line"]?.integer ?? 0)
            // The first step that did not pass says how the scenario ended.
            if let step = (background + steps).first(where: { $0["result"]?["status"]?.string != "passed" }) {
                scenario.status = step["result"]?["status"]?.string ?? "unknown"
                let keyword = step["keyword"]?.string ?? ""
                scenario.failedStep = [
                    "step": .string(keyword + (step["name"]?.string ?? "")), "line": step["line"] ?? .null,
                    "message": step["result"]?["error_message"] ?? .null,
                ]
            }
            background = []
            scenarios.append(scenario)
        }
        return scenarios
    }
}
