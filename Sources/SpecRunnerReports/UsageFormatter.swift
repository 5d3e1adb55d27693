import CucumberMessages
import SpecRunnerCore

/// `--format usage`: each step definition with how many steps it matched and how long it took to run (mean and
/// maximum, with the step that took longest), slowest definitions first; then unused definitions and the
/// slowest steps of the run.
///
/// It keeps running totals per definition and the ten slowest steps, not every timing.
@MainActor
final class UsageFormatter: SpecRunnerCore.Formatter {
    private struct Usage {
        var matches = 0
        var ambiguousMatches = 0
        var runs = 0
        var total = Duration.zero
        var longest = Duration.zero
        var longestAt = ""
    }

    private struct SlowStep {
        let duration: Duration
        let text: String
        let place: String
    }

    private static let slowestKept = 10

    private let destination: ReportDestination
    private let style: TerminalStyle
    private let workingDirectory: String
    private let dryRun: Bool
    private let catalog: MessageCatalog
    private var usage: [String: Usage] = [:]
    private var slowest: [SlowStep] = []

    init(
        destination: ReportDestination, style: TerminalStyle, workingDirectory: String, dryRun: Bool,
        catalog: MessageCatalog = .english
    ) {
        self.catalog = catalog
        self.destination = destination
        self.style = style
        self.workingDirectory = workingDirectory
        self.dryRun = dryRun
    }

    func handle(_ envelope: Envelope, index: RunIndex) {
        switch envelope {
        case .testCaseStarted(let started) where started.attempt == 0:
            // Counted when a test case first starts, from the attempt's plan (test case messages are only built
            // when a report needs them).
            guard let steps = index.attempts[started.id]?.steps else { return }
            for position in steps.indices where steps.pickleStepId(at: position) != nil {
                let definitions = steps.definitionIds(at: position)
                for id in definitions {
                    usage[id, default: Usage()].matches += 1
                    if definitions.count > 1 { usage[id, default: Usage()].ambiguousMatches += 1 }
                }
            }
        case .testStepFinished(let finished):
            record(finished, index: index)
        default:
            break
        }
    }

    private func record(_ finished: TestStepFinished, index: RunIndex) {
        let result = finished.testStepResult
        let attempt = index.attempts[finished.testCaseStartedId]
        guard let steps = attempt?.steps, let stepIndex = steps.position(of: finished.testStepId) else { return }
        let definitions = steps.definitionIds(at: stepIndex)
        guard definitions.count == 1, ran(result) else { return }
        var entry = usage[definitions[0], default: Usage()]
        entry.runs += 1
        entry.total = entry.total + result.duration
        let isLongest = entry.runs == 1 || entry.longest < result.duration
        let isAmongSlowest = slowest.count < Self.slowestKept || slowest[slowest.count - 1].duration < result.duration
        if isLongest || isAmongSlowest,
            let attempt, let pickle = attempt.pickle,
            let pickleStepId = steps.pickleStepId(at: stepIndex),
            let pickleStep = index.pickleStep(pickleStepId, in: pickle)
        {
            let ast = index.astStep(of: pickleStep, in: pickle)
            let place = "\(ReportEscaping.terminal(pickle.uri)):\(ast?.line ?? index.line(of: pickle))"
            if isLongest {
                entry.longest = result.duration
                entry.longestAt = place
            }
            if isAmongSlowest {
                let step = SlowStep(
                    duration: result.duration, text: (ast?.keyword ?? "") + pickleStep.text, place: place)
                let position = slowest.firstIndex { $0.duration < result.duration } ?? slowest.count
                slowest.insert(step, at: position)
                if slowest.count > Self.slowestKept { slowest.removeLast() }
            }
        }
        usage[definitions[0]] = entry
    }

    /// Whether user code ran for the step: not for steps skipped after a failure, nor in a dry run.
    private func ran(_ result: TestStepResult) -> Bool {
        switch result.status {
        case .passed, .failed, .pending: true
        case .skipped: result.duration > .zero
        case .undefined, .ambiguous, .unknown: false
        }
    }

    func finish(index: RunIndex) {
        let definitions = index.stepDefinitionOrder.enumerated().compactMap { position, id in
            index.stepDefinitions[id].map { (position: position, definition: $0, usage: usage[id] ?? Usage()) }
        }
        let used = definitions.filter { $0.usage.matches > 0 }.sorted { lhs, rhs in
            let left = mean(lhs.usage)
            let right = mean(rhs.usage)
            return left == right ? lhs.position < rhs.position : right < left
        }
        let matched = used.reduce(0) { $0 + $1.usage.matches }
        var text = "\n" + style.bold(catalog.text(.usageTitle))
        text +=
            " " + catalog.text(.usageCounts(definitions: String(definitions.count), matches: String(matched))) + "\n"
        if dryRun { text += style.dim(catalog.text(.usageDryRun)) + "\n" }
        for (_, definition, usage) in used {
            text += "\n  " + ReportEscaping.terminal(definition.pattern.source)
            text += style.dim("  \(definition.sourceReference.description(relativeTo: workingDirectory))") + "\n"
            var facts = [catalog.text(.usageMatched(count: usage.matches))]
            if usage.ambiguousMatches > 0 { facts.append(catalog.text(.usageAmbiguous(count: usage.ambiguousMatches))) }
            if usage.runs > 0 {
                facts.append(catalog.text(.usageRan(count: usage.runs)))
                facts.append(catalog.text(.usageMean(mean: readable(mean(usage)))))
                facts.append(catalog.text(.usageMax(longest: readable(usage.longest), place: usage.longestAt)))
            }
            text += "    " + facts.joined(separator: ", ") + "\n"
        }
        let unused = definitions.filter { $0.usage.matches == 0 }
        if !unused.isEmpty {
            text += "\n" + style.bold(catalog.text(.usageUnused)) + "\n"
            for (_, definition, _) in unused {
                text += "  " + ReportEscaping.terminal(definition.pattern.source)
                text += style.dim("  \(definition.sourceReference.description(relativeTo: workingDirectory))") + "\n"
            }
        }
        if !slowest.isEmpty {
            text += "\n" + style.bold(catalog.text(.usageSlowest)) + "\n"
            for step in slowest {
                text += "  \(readable(step.duration))  \(ReportEscaping.terminal(step.text))"
                text += style.dim("  \(step.place)") + "\n"
            }
        }
        destination.write(text)
    }

    /// `4.000 ms`: three decimals, for fast steps.
    private func readable(_ duration: Duration) -> String {
        catalog.shortDuration(duration, digits: 3)
    }

    private func mean(_ usage: Usage) -> Duration {
        usage.runs == 0 ? .zero : Duration(nanoseconds: usage.total.totalNanoseconds / Int64(usage.runs))
    }
}
