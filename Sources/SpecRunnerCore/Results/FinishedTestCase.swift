import CucumberMessages
import Gherkin

/// A test case whose final attempt has finished, with everything the reports show of it: every attempt at it
/// (retries included, the last one counts), each with its test case's steps, pickle, results and attachments by step
/// position, and the suggestions for its undefined steps.
///
/// The run index makes it once, when the final attempt finishes, and the event bus hands it to each formatter,
/// which keeps what it needs: nothing has to be made again at the end of the run. Its attempts are finished:
/// nothing changes them any more.
package struct FinishedTestCase {
    /// Every attempt, in order; never empty.
    package let attempts: [RunIndex.Attempt]
    /// Code snippets for its undefined steps, by pickle step id.
    package let suggestions: [String: [Suggestion]]

    /// The attempt that counts: the last one, after retries; of repetitions (`--repeat`), the first that did worst,
    /// so that a run that passed never hides one that failed.
    package var finalAttempt: RunIndex.Attempt {
        let last = attempts[attempts.count - 1]
        guard isRepeated else { return last }
        return attempts.max { $0.status < $1.status } ?? last
    }

    /// Whether its attempts are repetitions (`--repeat`) rather than retries: none of them was to be retried.
    package var isRepeated: Bool { attempts.count > 1 && attempts[0].finished?.willBeRetried == false }

    /// Whether it is flaky: it passed on a retry, or some of its repetitions passed and some did not.
    package var isFlaky: Bool {
        guard attempts.count > 1 else { return false }
        guard isRepeated else { return finalAttempt.status == .passed }
        return attempts.contains { $0.status == .passed } && attempts.contains { $0.status != .passed }
    }

    /// The steps of its test case.
    package var steps: TestCaseSteps { finalAttempt.steps }

    /// Its pickle; `nil` only when a stream announced a test case but not its pickle.
    package var pickle: Pickle? { finalAttempt.pickle }

    /// Its position in the plan (execution order); `nil` in an index fed only by envelopes.
    package var position: Int? { finalAttempt.position }
}
