import CucumberMessages
import Foundation

/// What a run's messages (`--format message`) say of each line of its feature file: the worst status a step (or,
/// for a hook, its scenario) had there, and that status's first message.
struct StepOutcomes {
    /// One line's result.
    struct Outcome: Equatable {
        var status: Status
        var message: String?
    }

    /// The results by 1-based line.
    private(set) var lines: [Int: Outcome] = [:]

    /// The outcomes of the NDJSON `stream`; lines that are not messages are left out.
    init(stream: [UInt8]) {
        var nodeLines: [String: Int] = [:]
        var pickleNodes: [String: String] = [:]
        var stepNodes: [String: String] = [:]
        var hooks: Set<String> = []
        for line in stream.split(separator: UInt8(ascii: "\n")) {
            guard let envelope = JSONValue.parse(Data(line)) else { continue }
            if let document = envelope["gherkinDocument"] {
                Self.collectLines(document, into: &nodeLines)
            } else if let pickle = envelope["pickle"] {
                // A pickle's first node is its scenario; each of its steps' first node, the step as written.
                for step in pickle["steps"]?.array ?? [] {
                    if let id = step["id"]?.string { pickleNodes[id] = step["astNodeIds"]?.array?.first?.string }
                }
                if let id = pickle["id"]?.string { pickleNodes[id] = pickle["astNodeIds"]?.array?.first?.string }
            } else if let testCase = envelope["testCase"] {
                for step in testCase["testSteps"]?.array ?? [] {
                    guard let id = step["id"]?.string else { continue }
                    if step["pickleStepId"] == nil { hooks.insert(id) }
                    stepNodes[id] = pickleNodes[step["pickleStepId"]?.string ?? testCase["pickleId"]?.string ?? ""]
                }
            } else if let finished = envelope["testStepFinished"], let id = finished["testStepId"]?.string,
                let result = finished["testStepResult"],
                let status = result["status"]?.string.flatMap(Status.init(rawValue:)),
                let line = stepNodes[id].flatMap({ nodeLines[$0] })
            {
                // A hook that passed says nothing of its scenario's line; one that did not, says it there.
                if hooks.contains(id) && status == .passed { continue }
                record(Outcome(status: status, message: result["message"]?.string), line: line)
            }
        }
    }

    /// Keeps the worse of `outcome` and what `line` had.
    private mutating func record(_ outcome: Outcome, line: Int) {
        guard let known = lines[line] else {
            lines[line] = outcome
            return
        }
        if outcome.status > known.status { lines[line] = outcome }
    }

    /// The line of every node of a syntax tree with an id (steps, scenarios, rows), by id.
    private static func collectLines(_ value: JSONValue, into lines: inout [String: Int]) {
        switch value {
        case .object(let members):
            if let id = members["id"]?.string, let line = members["location"]?["line"]?.integer { lines[id] = line }
            for member in members.values { collectLines(member, into: &lines) }
        case .array(let elements):
            for element in elements { collectLines(element, into: &lines) }
        default: break
        }
    }
}
