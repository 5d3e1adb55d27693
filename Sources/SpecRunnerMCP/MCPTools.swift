import Foundation
import SpecRunner
import SpecRunnerCore
import SpecRunnerLSP

/// The tools of `spec-runner mcp`: what each is (its description and arguments, in the output language) and
/// what calling it answers, through ``EditorSupport`` and, for a run, a child process of the runner.
///
/// No tool writes a file, and every path a tool is given must lie in the working directory (the package).
@MainActor
final class MCPTools {
    let catalog: MessageCatalog
    private let editor: EditorSupport
    /// The definitions with their files relative to the working directory, as every output names them.
    private let index: StepDefinitionIndex
    private let executable: String
    private let workingDirectory: String
    /// The last analysis of each draft checked, by its path: an assistant revises a draft, and the next check
    /// keeps what the steps still undefined read like (``EditorSupport/analyze(_:path:previous:)``).
    private var drafts: [String: EditorSupport.Analysis] = [:]

    init(libraries: [Steps], catalog: MessageCatalog, executable: String, workingDirectory: String) {
        self.catalog = catalog
        let editor = EditorSupport(libraries: libraries)
        editor.outputLanguage = catalog.code
        self.editor = editor
        index = StepDefinitionIndex(libraries: libraries, catalog: catalog, workingDirectory: workingDirectory)
        self.executable = executable
        self.workingDirectory = workingDirectory
    }

    /// A tool's failure, worded for the assistant.
    struct Failure: Error {
        let message: String
    }

    /// The tools, as `tools/list` gives them.
    var definitions: [JSONValue] {
        [
            tool("list_steps", .mcpListStepsTool, ["filter": ("string", .mcpFilterArgument)]),
            tool(
                "check_feature", .mcpCheckFeatureTool,
                [
                    "text": ("string", .mcpTextArgument), "path": ("string", .mcpPathArgument),
                    "coverageMin": ("number", .mcpCoverageMinArgument),
                ]),
            tool(
                "run_scenarios", .mcpRunScenariosTool,
                ["locations": ("array", .mcpLocationsArgument), "name": ("string", .mcpNameArgument)]),
            tool(
                "suggest_steps", .mcpSuggestStepsTool, ["sentence": ("string", .mcpSentenceArgument)],
                required: ["sentence"]),
        ]
    }

    private func tool(
        _ name: String, _ description: Message, _ arguments: [String: (type: String, description: Message)],
        required: [String] = []
    ) -> JSONValue {
        let properties = arguments.mapValues { argument -> JSONValue in
            var property: [String: JSONValue] = [
                "type": .string(argument.type), "description": .string(catalog.text(argument.description)),
            ]
            if argument.type == "array" { property["items"] = ["type": "string"] }
            return .object(property)
        }
        return [
            "name": .string(name), "description": .string(catalog.text(description)),
            "inputSchema": [
                "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
            ],
            "annotations": ["readOnlyHint": .bool(name != "run_scenarios"), "openWorldHint": false],
        ]
    }

    /// The result of the tool `name` called with `arguments`; `nil` when there is no such tool.
    func call(_ name: String, arguments: [String: JSONValue]) -> JSONValue? {
        let answer: (text: String, structured: JSONValue)
        do {
            switch name {
            case "list_steps": answer = listSteps(filter: arguments["filter"]?.string)
            case "check_feature": answer = try checkFeature(arguments)
            case "run_scenarios": answer = try runScenarios(arguments)
            case "suggest_steps":
                guard let sentence = arguments["sentence"]?.string else {
                    throw Failure(message: catalog.text(.mcpMissingArgument(name: "sentence")))
                }
                answer = suggestSteps(sentence)
            default: return nil
            }
        } catch let failure as Failure {
            return ["content": [["type": "text", "text": .string(failure.message)]], "isError": true]
        } catch {
            return ["content": [["type": "text", "text": .string("\(error)")]], "isError": true]
        }
        return [
            "content": [["type": "text", "text": .string(answer.text)]], "structuredContent": answer.structured,
            "isError": false,
        ]
    }

    // MARK: The tools

    private func listSteps(filter: String?) -> (String, JSONValue) {
        let needle = filter?.lowercased() ?? ""
        let entries = index.entries.filter {
            needle.isEmpty || $0.expression.lowercased().contains(needle)
                || ($0.description?.lowercased().contains(needle) ?? false)
        }
        let text = entries.map { entry in
            "\(entry.expression)  # \(entry.file):\(entry.line)" + (entry.description.map { "\n    \($0)" } ?? "")
        }
        let summary = catalog.text(.mcpStepsListed(count: String(entries.count)))
        return (([summary] + text).joined(separator: "\n"), ["steps": .array(entries.map(Self.step))])
    }

    private func checkFeature(_ arguments: [String: JSONValue]) throws -> (String, JSONValue) {
        let path = try arguments["path"]?.string.map { try relative($0) } ?? "draft.feature"
        var text = arguments["text"]?.string
        if text == nil, arguments["path"] != nil {
            do {
                text = try String(contentsOfFile: workingDirectory + "/" + path, encoding: .utf8)
            } catch {
                throw Failure(message: catalog.text(.mcpUnreadable(path: path, reason: error.localizedDescription)))
            }
        }
        guard let text else { throw Failure(message: catalog.text(.mcpMissingArgument(name: "text"))) }
        let minimum: Double =
            switch arguments["coverageMin"] {
            case .number(let value)?: value
            case .integer(let value)?: Double(value)
            default: 100
            }
        let analysis = editor.analyze(text, path: path, previous: drafts[path])
        drafts[path] = analysis
        let coverage = editor.coverage(of: analysis, path: path, minimum: minimum)
        let findings = analysis.diagnostics.map { $0.rendered(catalog) }.joined()
        let report = (findings.isEmpty ? catalog.text(.mcpNoProblems) + "\n" : findings) + coverage.summary
        let structured: JSONValue = [
            "diagnostics": .array(
                analysis.diagnostics.map { diagnostic -> JSONValue in
                    [
                        "severity": .string(diagnostic.severity.rawValue), "line": .integer(diagnostic.line ?? 0),
                        "column": .integer(diagnostic.column ?? 0), "message": .string(diagnostic.message),
                        "hint": diagnostic.hint.map(JSONValue.string) ?? .null,
                    ]
                }),
            // What an assistant needs to reuse a step instead, or to propose its definition.
            "undefinedSteps": .array(
                analysis.steps.filter(\.matches.isEmpty).map { step -> JSONValue in
                    [
                        "line": .integer(step.line), "text": .string(step.text),
                        "closest": .array(step.closest.map { .string(index.entries[$0].expression) }),
                        "snippet": step.snippets.first.map(JSONValue.string) ?? .null,
                    ]
                }),
            "coverage": [
                "scenarios": .integer(coverage.scenarios), "bound": .integer(coverage.bound),
                "percent": .string(coverage.percent), "gateHolds": .bool(coverage.holds),
                "unbound": .array(
                    coverage.unbound.map { scenario -> JSONValue in
                        [
                            "line": .integer(scenario.line), "name": .string(scenario.name),
                            "reasons": .array(scenario.reasons.map(JSONValue.string)),
                        ]
                    }),
            ],
        ]
        return (report, structured)
    }

    private func runScenarios(_ arguments: [String: JSONValue]) throws -> (String, JSONValue) {
        let locations = try (arguments["locations"]?.array ?? []).map { location -> String in
            guard let location = location.string else {
                throw Failure(message: catalog.text(.mcpMissingArgument(name: "locations")))
            }
            // `PATH:LINE`: the path is what must stay in the package.
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            let hasLine = parts.count > 1 && parts.last.map { !$0.isEmpty && $0.allSatisfy(\.isNumber) } == true
            let path = hasLine ? parts.dropLast().joined(separator: ":") : location
            return try relative(path) + (hasLine ? ":" + parts.last! : "")
        }
        let name = arguments["name"]?.string
        guard !locations.isEmpty || name != nil else { throw Failure(message: catalog.text(.mcpNothingToRun)) }
        let run = try RunScenariosTool.run(
            executable: executable, locations: locations, name: name, language: catalog.code,
            workingDirectory: workingDirectory, catalog: catalog)
        return (run.text, run.structured)
    }

    private func suggestSteps(_ sentence: String) -> (String, JSONValue) {
        let (matches, closest) = editor.suggestions(for: sentence, language: catalog.code)
        let entries = (matches.isEmpty ? closest : matches).map { index.entries[$0] }
        let text: String
        if let match = matches.first {
            text = catalog.text(.mcpSentenceMatches(expression: index.entries[match].expression))
        } else if entries.isEmpty {
            text = catalog.text(.mcpNoCloseSteps)
        } else {
            text =
                ([catalog.text(.mcpClosestSteps)]
                + entries.map { "- \($0.expression)" + ($0.description.map { ": \($0)" } ?? "") })
                .joined(separator: "\n")
        }
        return (text, ["matches": .bool(!matches.isEmpty), "steps": .array(entries.map(Self.step))])
    }

    // MARK: Helpers

    private static func step(_ entry: StepDefinitionIndex.Entry) -> JSONValue {
        [
            "expression": .string(entry.expression), "description": entry.description.map(JSONValue.string) ?? .null,
            "kind": .string(entry.kind), "parameterTypes": .array(entry.parameterTypes.map(JSONValue.string)),
            "file": .string(entry.file), "line": .integer(entry.line),
        ]
    }

    /// `path` relative to the working directory, once `..`, `.` and symbolic links are resolved; a path that
    /// leaves it is refused.
    private func relative(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: workingDirectory).resolvingSymlinksInPath().standardizedFileURL.path
        let base = URL(fileURLWithPath: workingDirectory, isDirectory: true)
        let resolved = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root + "/") else {
            throw Failure(message: catalog.text(.mcpOutsidePackage(path: path)))
        }
        return resolved == root ? "." : String(resolved.dropFirst(root.count + 1))
    }
}
