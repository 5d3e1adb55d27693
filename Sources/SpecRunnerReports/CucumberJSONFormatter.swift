import CucumberMessages
import Foundation
import Gherkin
import SpecRunnerCore

/// `--format json`: the legacy Cucumber JSON report that report tools read, in cucumber-jvm's shape (valid
/// against `cucumber-jvm.schema.json`): an array of features, each with its scenarios' final attempts (every
/// repetition of a `--repeat` run) as elements, a `background` element before each scenario that has background steps, like cucumber-jvm.
///
/// The format knows five statuses: an ambiguous step is reported `failed` with the ambiguity as its error
/// message. Scenarios that never ran are left out.
///
/// Each scenario's elements are rendered when it finishes, and written as soon as every scenario before it in
/// file order has been: in the default order, as the run goes. Those that finish before their turn (a reordered
/// run) wait in a temporary file (``ReportSpool``), so the report is never held in memory.
@MainActor
final class CucumberJSONFormatter: SpecRunnerCore.Formatter {
    private let destination: ReportDestination
    private let workingDirectory: String
    private var json = JSONTextWriter()
    /// The rank (in file order, over every feature's scenarios) of each feature's first scenario, then the count.
    private var firstRanks: [Int] = []
    /// The next scenario to write, its feature, and whether that feature has elements written yet.
    private var nextRank = 0
    private var feature = 0
    private var featureHasElements = false
    /// Whether the current feature is left out (a file without a feature).
    private var featureLeftOut = false
    private var wroteFeature = false
    private let spool = ReportSpool()

    init(destination: ReportDestination, workingDirectory: String) {
        self.destination = destination
        self.workingDirectory = workingDirectory
    }

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let layout = prepare(index)
        guard let pickle = testCase.pickle, let slot = layout.slot(of: testCase.position),
            let (document, astIndex) = index.feature(of: pickle), let feature = document.feature
        else { return }
        let scenario = ReportOutline.ScenarioEntry(pickle: pickle, astIndex: astIndex, finished: testCase)
        json = JSONTextWriter(continuingAtDepth: 3)
        // Every repetition (`--repeat`) is an element of its own, as each attempt that is not retried is.
        for attempt in testCase.isRepeated ? testCase.attempts : [testCase.finalAttempt] {
            writeElements(scenario, attempt: attempt, featureId: Self.slug(feature.name), index: index)
        }
        let rank = firstRanks[slot.feature] + slot.scenario
        guard rank == nextRank else {
            spool.put(json.take(), at: rank)
            return
        }
        write(element: json.take(), index: index)
        writeWaiting(index: index, final: false)
    }

    func finish(index: RunIndex) {
        _ = prepare(index)
        writeWaiting(index: index, final: true)
        destination.write(wroteFeature ? "\n]\n" : "[]\n")
    }

    /// The run's layout, with the first rank of each feature counted the first time.
    private func prepare(_ index: RunIndex) -> ReportLayout {
        let layout = index.layout
        if firstRanks.isEmpty {
            firstRanks = [0]
            for file in layout.files { firstRanks.append(firstRanks[firstRanks.count - 1] + file.positions.count) }
        }
        return layout
    }

    /// Writes the scenarios whose turn has come and that are waiting, from the next one on; at the end
    /// (`final`), every one left, leaving out those that never ran.
    private func writeWaiting(index: RunIndex, final: Bool) {
        while nextRank < firstRanks[firstRanks.count - 1] {
            let element = spool.take(nextRank)
            guard element != nil || final else { return }
            write(element: element, index: index)
        }
    }

    /// Writes the elements of the next scenario in file order (none when it did not run), opening its feature
    /// before its first scenario and closing it after its last.
    private func write(element: [UInt8]?, index: RunIndex) {
        while firstRanks[feature + 1] <= nextRank { feature += 1 }
        if nextRank == firstRanks[feature] { openFeature(index: index) }
        if let element, !featureLeftOut {
            destination.write(bytes: featureHasElements ? element[...] : element.dropFirst())
            featureHasElements = true
        }
        nextRank += 1
        if nextRank == firstRanks[feature + 1], !featureLeftOut {
            destination.write(featureHasElements ? "\n    ]\n  }" : "]\n  }")
        }
    }

    // MARK: The report's shape (cucumber-jvm)

    /// Writes the current feature's fields up to its elements.
    private func openFeature(index: RunIndex) {
        featureHasElements = false
        let file = index.layout.files[feature]
        guard let feature = file.outline.document.feature else {
            featureLeftOut = true
            return
        }
        featureLeftOut = false
        json = JSONTextWriter(continuingAtDepth: 1)
        json.beginObject()
        json.field("uri", file.uri)
        json.field("id", Self.slug(feature.name))
        json.field("keyword", feature.keyword)
        json.field("name", feature.name)
        json.field("description", feature.description)
        json.field("line", feature.location.line)
        json.objects("tags", feature.tags) { json, tag in
            json.field("name", tag.name)
            json.field("type", "Tag")
            json.beginObject("location")
            json.field("line", tag.location.line)
            json.field("column", tag.location.column ?? 1)
            json.endObject()
        }
        json.beginArray("elements")
        let header = json.take()
        destination.write(bytes: wroteFeature ? header[...] : [UInt8(ascii: "[")] + header.dropFirst())
        wroteFeature = true
    }

    private func writeElements(
        _ scenario: ReportOutline.ScenarioEntry,
        attempt: RunIndex.Attempt,
        featureId: String,
        index: RunIndex
    ) {
        let steps = ReportOutline.steps(of: attempt, pickle: scenario.pickle, index: index)
        var backgroundSteps: [ReportOutline.StepEntry] = []
        var scenarioSteps: [ReportOutline.StepEntry] = []
        var before: [ReportOutline.StepEntry] = []
        var after: [ReportOutline.StepEntry] = []
        for step in steps {
            switch step.kind {
            case .hook: step.isBeforeHook ? before.append(step) : after.append(step)
            case .step(_, _, true): backgroundSteps.append(step)
            case .step(_, _, false): scenarioSteps.append(step)
            }
        }
        let uri = scenario.pickle.uri
        if !backgroundSteps.isEmpty, let background = scenario.background {
            json.beginObject()
            json.field("type", "background")
            json.field("keyword", background.keyword)
            json.field("name", background.name)
            json.field("description", background.description)
            json.field("line", background.location.line)
            writeSteps(backgroundSteps, uri: uri)
            json.endObject()
        }
        json.beginObject()
        json.field("type", "scenario")
        json.field("id", featureId + ";" + elementId(scenario, index: index))
        json.field("keyword", scenario.keyword)
        json.field("name", scenario.pickle.name)
        json.field("description", scenario.scenario?.description ?? "")
        json.field("line", scenario.line)
        json.field("start_timestamp", ReportTime.instant(attempt.started.timestamp))
        json.objects("tags", scenario.pickle.tags) { json, tag in json.field("name", tag.name) }
        writeHooks("before", before)
        writeSteps(scenarioSteps, uri: uri)
        writeHooks("after", after)
        json.endObject()
    }

    /// cucumber-jvm's element id: the scenario's slug, and for an examples row the examples' slug and the row's
    /// position counting the header as 1.
    private func elementId(_ scenario: ReportOutline.ScenarioEntry, index: RunIndex) -> String {
        let name = Self.slug(scenario.scenario?.name ?? scenario.pickle.name)
        guard let row = index.astIndex(uri: scenario.pickle.uri)?.row(of: scenario.pickle),
            let position = row.examples.tableBody.firstIndex(where: { $0.id == row.row.id })
        else { return name }
        return "\(name);\(Self.slug(row.examples.name));\(position + 2)"
    }

    private func writeSteps(_ steps: [ReportOutline.StepEntry], uri: String) {
        json.beginArray("steps")
        for step in steps {
            guard case .step(let pickleStep, let ast, _) = step.kind else { continue }
            json.beginObject()
            json.field("keyword", ast?.keyword ?? "")
            json.field("name", pickleStep.text)
            let line = ast?.line ?? 0
            json.field("line", line)
            if let definition = step.definition {
                json.beginObject("match")
                json.field("location", definition.sourceReference.description(relativeTo: workingDirectory))
                let arguments = step.arguments.compactMap {
                    argument -> (value: String, offset: Int)? in
                    guard let value = argument.group.value, let start = argument.group.start else { return nil }
                    return (value, start)
                }
                if !arguments.isEmpty {
                    json.objects("arguments", arguments) { json, argument in
                        json.field("val", argument.value)
                        json.field("offset", argument.offset)
                    }
                }
                json.endObject()
            }
            if let table = pickleStep.argument?.dataTable {
                json.objects("rows", table.rows) { json, row in
                    json.beginArray("cells")
                    for cell in row { json.value(cell) }
                    json.endArray()
                }
            }
            if let docString = pickleStep.argument?.docString {
                json.beginObject("doc_string")
                json.field("content_type", docString.mediaType)
                json.field("value", docString.content)
                json.field("line", ast?.docStringLine ?? line + 1)
                json.endObject()
            }
            writeResult(step)
            writeAttachments(step.attachments)
            json.endObject()
        }
        json.endArray()
    }

    private func writeHooks(_ name: String, _ hooks: [ReportOutline.StepEntry]) {
        guard !hooks.isEmpty else { return }
        json.beginArray(name)
        for hook in hooks {
            json.beginObject()
            json.beginObject("match")
            if case .hook(let message?) = hook.kind {
                json.field("location", message.sourceReference.description(relativeTo: workingDirectory))
            }
            json.endObject()
            writeResult(hook)
            writeAttachments(hook.attachments)
            json.endObject()
        }
        json.endArray()
    }

    private func writeResult(_ step: ReportOutline.StepEntry) {
        let status: String
        switch step.status {
        case .passed: status = "passed"
        case .failed, .ambiguous: status = "failed"
        case .pending: status = "pending"
        case .undefined: status = "undefined"
        case .skipped, .unknown: status = "skipped"
        }
        json.beginObject("result")
        json.field("status", status)
        if let result = step.result {
            json.field("duration", Int(result.duration.totalNanoseconds))
            if step.status != .passed {
                json.field(
                    "error_message",
                    step.message(relativeTo: workingDirectory, .english) ?? result.exception?.stackTrace)
            }
        }
        json.endObject()
    }

    /// Attachments as cucumber-jvm writes them: logs as `output`, everything else Base64-encoded as embeddings.
    private func writeAttachments(_ attachments: [Attachment]) {
        let isLog = { (attachment: Attachment) in
            attachment.mediaType == "text/x.cucumber.log+plain" && attachment.contentEncoding == .identity
        }
        let embeddings = attachments.filter { !isLog($0) }
        if !embeddings.isEmpty {
            json.objects("embeddings", embeddings) { json, attachment in
                json.field("mime_type", attachment.mediaType)
                json.field("name", attachment.fileName)
                json.field(
                    "data",
                    attachment.contentEncoding == .base64
                        ? attachment.body : Data(attachment.body.utf8).base64EncodedString()
                )
            }
        }
        let output = attachments.filter(isLog)
        if !output.isEmpty {
            json.beginArray("output")
            for attachment in output { json.value(attachment.body) }
            json.endArray()
        }
    }

    /// `Report fixtures` → `report-fixtures`, as cucumber-jvm makes ids.
    static func slug(_ text: String) -> String {
        text.lowercased().replacing(" ", with: "-")
    }
}
