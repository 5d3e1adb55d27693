import CucumberMessages
import SpecRunnerCore

/// Where a scenario run inside `swift test` went wrong: the feature line of its first step that did not pass
/// (failed, undefined, ambiguous or pending), else its own line (a hook failed), so that the test's issue points
/// there rather than at the test's Swift source.
@MainActor
final class FailingStepLine: SpecRunnerCore.Formatter {
    /// The line found; `nil` until a scenario finishes without passing.
    private(set) var line: Int?

    func handle(_ envelope: Envelope, index: RunIndex) {}

    func finished(_ testCase: FinishedTestCase, index: RunIndex) {
        let attempt = testCase.finalAttempt
        guard line == nil, attempt.status != .passed, let pickle = attempt.pickle else { return }
        for position in attempt.steps.indices {
            guard let status = attempt.result(at: position)?.status, status != .passed, status != .skipped else {
                continue
            }
            if let id = attempt.steps.pickleStepId(at: position), let pickleStep = index.pickleStep(id, in: pickle),
                let head = index.astStep(of: pickleStep, in: pickle)
            {
                line = head.line
                return
            }
            break
        }
        line = index.line(of: pickle)
    }

    func finish(index: RunIndex) {}
}
