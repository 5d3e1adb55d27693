import CucumberMessages
import Gherkin

/// A test case whose final attempt has finished, with everything the reports show of it: every attempt at it
/// (retries included, the last one counts), each with its test case, pickle, results and attachments by step
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

    /// The attempt that counts.
    package var finalAttempt: RunIndex.Attempt { attempts[attempts.count - 1] }

    package var testCase: TestCase { finalAttempt.testCase }

    /// Its pickle; `nil` only when a stream announced a test case but not its pickle.
    package var pickle: Pickle? { finalAttempt.pickle }

    /// Its position in the plan (execution order); `nil` in an index fed only by envelopes.
    package var position: Int? { finalAttempt.position }
}
