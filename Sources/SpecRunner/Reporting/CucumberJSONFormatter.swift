import Foundation
import Gherkin

/// `--format json`: the legacy Cucumber JSON report that report tools read, in cucumber-jvm's shape (valid
/// against `cucumber-jvm.schema.json`): an array of features, each with its scenarios' final attempts as
/// elements, a `background` element before each scenario that has background steps, like cucumber-jvm.
///
/// The format knows five statuses: an ambiguous step is reported `failed` with the ambiguity as its error
/// message. Scenarios that never ran are left out. Features are encoded one at a time.
@MainActor
final class CucumberJSONFormatter: Formatter {
    private let destination: ReportDestination
    private let workingDirectory: String
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(destination: ReportDestination, workingDirectory: String) {
        self.destination = destination
        self.workingDirectory = workingDirectory
    }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finish(index: RunIndex) {
        let outline = ReportOutline(index: index)
        var first = true
        destination.write("[")
        for entry in outline.features {
            let feature = feature(entry, index: index)
            // Plain values: encoding cannot fail short of a bug, which must not lose the other features.
            guard let data = try? encoder.encode(feature) else { continue }
            let json = String(decoding: data, as: UTF8.self)
            let indented = json.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            destination.write((first ? "\n" : ",\n") + indented.joined(separator: "\n"))
            first = false
        }
        destination.write(first ? "]\n" : "\n]\n")
    }

    // MARK: Building the report

    private func feature(_ entry: ReportOutline.FeatureEntry, index: RunIndex) -> JSONFeature {
        let feature = entry.feature
        let featureId = Self.slug(feature.name)
        let backgrounds = ReportOutline.backgrounds(of: feature)
        var elements: [JSONElement] = []
        for scenario in entry.scenarios {
            guard let attempt = scenario.finalAttempt else { continue }
            let steps = ReportOutline.steps(of: attempt, pickle: scenario.pickle, index: index)
            let backgroundSteps = steps.filter {
                if case .step(_, _, true) = $0.kind { return true }
                return false
            }
            if let first = backgroundSteps.first, case .step(_, let ast?, _) = first.kind,
                let background = backgrounds[ast.id]
            {
                elements.append(
                    JSONElement(
                        line: background.location.line,
                        type: "background",
                        keyword: background.keyword,
                        name: background.name,
                        description: background.description,
                        steps: backgroundSteps.map { step($0, uri: entry.uri) }
                    )
                )
            }
            let scenarioSteps = steps.filter {
                if case .step(_, _, false) = $0.kind { return true }
                return false
            }
            var element = JSONElement(
                line: scenario.line,
                type: "scenario",
                keyword: scenario.keyword,
                name: scenario.pickle.name,
                description: scenario.scenario?.description ?? "",
                steps: scenarioSteps.map { step($0, uri: entry.uri) }
            )
            element.id = featureId + ";" + elementId(scenario, index: index)
            element.startTimestamp = ReportTime.instant(attempt.started.timestamp)
            element.tags = scenario.pickle.tags.map { JSONTag(name: $0.name) }
            let hooks = steps.filter(\.isHook)
            element.before = Self.nonEmpty(hooks.filter(\.isBeforeHook).map(hook))
            element.after = Self.nonEmpty(hooks.filter { !$0.isBeforeHook }.map(hook))
            elements.append(element)
        }
        return JSONFeature(
            uri: entry.uri,
            id: featureId,
            line: feature.location.line,
            keyword: feature.keyword,
            name: feature.name,
            description: feature.description,
            elements: elements,
            tags: feature.tags.map {
                JSONLocationTag(
                    name: $0.name,
                    type: "Tag",
                    location: JSONLocation(line: $0.location.line, column: $0.location.column ?? 1)
                )
            }
        )
    }

    /// cucumber-jvm's element id: the scenario's slug, and for an examples row the examples' slug and the row's
    /// position counting the header as 1.
    private func elementId(_ scenario: ReportOutline.ScenarioEntry, index: RunIndex) -> String {
        let name = Self.slug(scenario.scenario?.name ?? scenario.pickle.name)
        guard let row = index.astIndexes[scenario.pickle.uri]?.row(of: scenario.pickle),
            let position = row.examples.tableBody.firstIndex(where: { $0.id == row.row.id })
        else { return name }
        return "\(name);\(Self.slug(row.examples.name));\(position + 2)"
    }

    private func step(_ entry: ReportOutline.StepEntry, uri: String) -> JSONStep {
        guard case .step(let pickleStep, let ast, _) = entry.kind else {
            preconditionFailure("hooks are reported as hooks")
        }
        var step = JSONStep(
            keyword: ast?.keyword ?? "",
            line: ast?.location.line ?? 0,
            name: pickleStep.text,
            result: result(entry)
        )
        if let definition = entry.definition {
            let arguments = (entry.testStep.stepMatchArgumentsLists?.first?.stepMatchArguments ?? []).compactMap {
                argument -> JSONArgument? in
                guard let value = argument.group.value, let start = argument.group.start else { return nil }
                return JSONArgument(val: value, offset: start)
            }
            step.match = JSONMatch(
                location: definition.sourceReference.description(relativeTo: workingDirectory),
                arguments: Self.nonEmpty(arguments)
            )
        }
        if let table = pickleStep.argument?.dataTable {
            step.rows = table.rows.map { JSONRow(cells: $0) }
        }
        if let docString = pickleStep.argument?.docString {
            step.docString = JSONDocString(
                line: ast?.docString?.location.line ?? step.line + 1,
                value: docString.content,
                contentType: docString.mediaType
            )
        }
        (step.embeddings, step.output) = embeddings(entry.attachments)
        return step
    }

    private func hook(_ entry: ReportOutline.StepEntry) -> JSONHook {
        var hook = JSONHook(match: JSONMatch(location: nil, arguments: nil), result: result(entry))
        if case .hook(let message?) = entry.kind {
            hook.match.location = message.sourceReference.description(relativeTo: workingDirectory)
        }
        (hook.embeddings, hook.output) = embeddings(entry.attachments)
        return hook
    }

    private func result(_ entry: ReportOutline.StepEntry) -> JSONResult {
        let status: String
        switch entry.status {
        case .passed: status = "passed"
        case .failed, .ambiguous: status = "failed"
        case .pending: status = "pending"
        case .undefined: status = "undefined"
        case .skipped, .unknown: status = "skipped"
        }
        let message = entry.result?.message ?? entry.result?.exception?.stackTrace
        return JSONResult(
            status: status,
            duration: entry.result.map { Int($0.duration.totalNanoseconds) },
            errorMessage: entry.status == .passed ? nil : message
        )
    }

    /// Attachments as cucumber-jvm writes them: logs as `output`, everything else Base64-encoded as embeddings.
    private func embeddings(_ attachments: [Attachment]) -> ([JSONEmbedding]?, [String]?) {
        var embeddings: [JSONEmbedding] = []
        var output: [String] = []
        for attachment in attachments {
            if attachment.mediaType == "text/x.cucumber.log+plain" && attachment.contentEncoding == .identity {
                output.append(attachment.body)
                continue
            }
            let data =
                attachment.contentEncoding == .base64
                ? attachment.body : Data(attachment.body.utf8).base64EncodedString()
            embeddings.append(JSONEmbedding(mimeType: attachment.mediaType, data: data, name: attachment.fileName))
        }
        return (embeddings.isEmpty ? nil : embeddings, output.isEmpty ? nil : output)
    }

    /// `nil` for an empty array, which the report leaves out.
    private static func nonEmpty<Element>(_ array: [Element]) -> [Element]? {
        array.isEmpty ? nil : array
    }

    /// `Report fixtures` → `report-fixtures`, as cucumber-jvm makes ids.
    static func slug(_ text: String) -> String {
        text.lowercased().replacing(" ", with: "-")
    }
}

// MARK: The report's shape (cucumber-jvm)

private struct JSONFeature: Encodable {
    var uri: String
    var id: String
    var line: Int
    var keyword: String
    var name: String
    var description: String
    var elements: [JSONElement]
    var tags: [JSONLocationTag]
}

private struct JSONLocationTag: Encodable {
    var name: String
    var type: String
    var location: JSONLocation
}

private struct JSONLocation: Encodable {
    var line: Int
    var column: Int
}

private struct JSONElement: Encodable {
    var line: Int
    var type: String
    var keyword: String
    var name: String
    var description: String
    var steps: [JSONStep]
    var id: String?
    var startTimestamp: String?
    var tags: [JSONTag]?
    var before: [JSONHook]?
    var after: [JSONHook]?

    enum CodingKeys: String, CodingKey {
        case line, type, keyword, name, description, steps, id, tags, before, after
        case startTimestamp = "start_timestamp"
    }
}

private struct JSONTag: Encodable {
    var name: String
}

private struct JSONStep: Encodable {
    var keyword: String
    var line: Int
    var name: String
    var result: JSONResult
    var match: JSONMatch?
    var rows: [JSONRow]?
    var docString: JSONDocString?
    var embeddings: [JSONEmbedding]?
    var output: [String]?

    enum CodingKeys: String, CodingKey {
        case keyword, line, name, result, match, rows, embeddings, output
        case docString = "doc_string"
    }
}

private struct JSONHook: Encodable {
    var match: JSONMatch
    var result: JSONResult
    var embeddings: [JSONEmbedding]?
    var output: [String]?
}

private struct JSONMatch: Encodable {
    var location: String?
    var arguments: [JSONArgument]?
}

private struct JSONArgument: Encodable {
    var val: String
    var offset: Int
}

private struct JSONResult: Encodable {
    var status: String
    var duration: Int?
    var errorMessage: String?

    enum CodingKeys: String, CodingKey {
        case status, duration
        case errorMessage = "error_message"
    }
}

private struct JSONRow: Encodable {
    var cells: [String]
}

private struct JSONDocString: Encodable {
    var line: Int
    var value: String
    var contentType: String?

    enum CodingKeys: String, CodingKey {
        case line, value
        case contentType = "content_type"
    }
}

private struct JSONEmbedding: Encodable {
    var mimeType: String
    var data: String
    var name: String?

    enum CodingKeys: String, CodingKey {
        case data, name
        case mimeType = "mime_type"
    }
}
