import CucumberMessages
import Gherkin

/// Running totals of a run, kept as test cases finish so that the summary needs no test case at the end:
/// counts by status, the failing and flaky scenarios, undefined steps with their snippets, and coverage.
///
/// A value the index holds, so that recording a test case is one exclusivity-checked access, not one per property.
@MainActor
package struct RunTotals {
    /// A scenario that failed the run.
    package struct Failing {
        package let uri: String
        package let line: Int
        package let name: String
        package let status: Status
    }

    /// A scenario whose repetitions (`--repeat`) did not all pass, with each run's status in order.
    package struct Flaky {
        package let uri: String
        package let line: Int
        package let name: String
        let runs: [Status]

        /// Its runs in `catalog`'s language: `passed 3 of 5: runs 2, 4 failed`.
        package func runsText(_ catalog: MessageCatalog) -> String {
            Self.runsText(runs, catalog)
        }

        /// `runs`, each run's status in order, in `catalog`'s language.
        package static func runsText(_ runs: [Status], _ catalog: MessageCatalog) -> String {
            let failed = runs.indices.filter { runs[$0] != .passed }.map { String($0 + 1) }
            return catalog.text(
                .flakyRuns(
                    passed: runs.count - failed.count, total: runs.count, failed: failed.count,
                    runs: failed.joined(separator: ", ")))
        }
    }

    /// An undefined step and the snippet that would define it.
    package struct Undefined {
        package let text: String
        package let location: String
        package let snippet: String
        /// The dialect of its feature file, for hints in its language.
        let language: String
    }

    private let model: RunModel
    /// Scenarios by status (statuses none had are left out).
    package var scenarioCounts: [Status: Int] { Self.counts(scenarioTally) }
    /// Steps by status (statuses none had are left out).
    package var stepCounts: [Status: Int] { Self.counts(stepTally) }
    /// Counts by ``Status/severity``: a dictionary hashed the status at every step.
    private var scenarioTally = Array(repeating: 0, count: Status.allCases.count)
    private var stepTally = Array(repeating: 0, count: Status.allCases.count)
    package private(set) var scenarios = 0
    package private(set) var flaky = 0
    package private(set) var failing: [Failing] = []
    /// The scenarios whose repetitions did not all pass, in the order they finished.
    package private(set) var flakyRepetitions: [Flaky] = []
    /// The skipped scenarios (`uri`, `line`): in an interrupted run, the one cut short is among them.
    package private(set) var skipped: [(uri: String, line: Int)] = []
    package private(set) var undefined: [Undefined] = []
    package internal(set) var coverage = ScenarioCoverage()
    private var finishedPositions: Set<Int> = []
    private var snippets: Set<String> = []
    private var finished = false

    init(model: RunModel) {
        self.model = model
    }

    /// Test cases planned but never finished (`--fail-fast`, an interruption, a failed BeforeAll hook).
    package var notRun: Int { planned - scenarios }

    /// Test cases planned.
    package var planned: Int { model.plan.count }

    /// Counts `testCase` by its attempt that counts (a flaky repetition fails: ``FinishedTestCase/finalAttempt``).
    mutating func record(_ testCase: FinishedTestCase, index: RunIndex) {
        let attempt = testCase.finalAttempt
        let status = attempt.status
        scenarios += 1
        scenarioTally[status.severity] += 1
        if testCase.isFlaky { flaky += 1 }
        if let position = attempt.position { finishedPositions.insert(position) }
        guard let pickle = attempt.pickle else { return }
        if testCase.isFlaky && testCase.isRepeated {
            flakyRepetitions.append(
                Flaky(
                    uri: pickle.uri, line: index.line(of: pickle), name: pickle.name,
                    runs: testCase.attempts.map(\.status)))
        }
        if status.failsRun(strict: true) || status == .failed {
            failing.append(Failing(uri: pickle.uri, line: index.line(of: pickle), name: pickle.name, status: status))
        } else if status == .skipped {
            skipped.append((pickle.uri, index.line(of: pickle)))
        }
        let steps = attempt.steps
        for position in steps.indices {
            guard let stepStatus = attempt.status(at: position),
                let pickleStepId = steps.pickleStepId(at: position)
            else { continue }
            stepTally[stepStatus.severity] += 1
            if stepStatus == .undefined, let snippet = index.suggestions[pickleStepId]?.first?.snippets.first?.code,
                snippets.insert(snippet).inserted, let pickleStep = index.pickleStep(pickleStepId, in: pickle)
            {
                let line = index.astStep(of: pickleStep, in: pickle)?.line ?? index.line(of: pickle)
                undefined.append(
                    Undefined(
                        text: pickleStep.text, location: "\(pickle.uri):\(line)", snippet: snippet,
                        language: pickle.language))
            }
        }
        coverage.add(steps, pickle: pickle, attempt: attempt, index: index)
    }

    private static func counts(_ tally: [Int]) -> [Status: Int] {
        var counts: [Status: Int] = [:]
        for status in Status.allCases where tally[status.severity] > 0 { counts[status] = tally[status.severity] }
        return counts
    }

    /// The pickles of the test cases that never finished, in the run's order (only an interrupted run asks).
    package func unfinishedPickles() -> [Pickle] {
        (0..<model.plan.count).filter { !finishedPositions.contains($0) }.map { model.plan.entries[$0].pickle }
    }

    /// Counts the test cases that never finished into coverage, once the run is over.
    mutating func finish(index: RunIndex) {
        guard !finished else { return }
        finished = true
        for position in 0..<model.plan.count where !finishedPositions.contains(position) {
            coverage.add(
                model.steps(at: position), pickle: model.plan.entries[position].pickle, attempt: nil, index: index)
        }
        coverage.countLostContent()
    }
}
