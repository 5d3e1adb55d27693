import Gherkin

/// A test case as the plan holds it from before the first scenario to the end of the run: where its pickle is,
/// its steps and their ids.
///
/// It keeps no copy of its pickle, of its steps' matches nor of its `TestCase` message: the pickle is read from
/// the feature store, and the matches (from the step matcher's cache) and the message are made when the test
/// case is announced, so that 20,000 of them weigh a few megabytes (keeping the matches of steps with varied
/// arguments would weigh a kilobyte or more per test case; see ADR 0004).
struct PlannedTestCase: Sendable {
    /// One step: the hook at a position of the support code's hooks, or the pickle step at a position of the
    /// pickle (positions rather than the values: a few bytes a step).
    struct Step: Sendable {
        enum Kind: Sendable {
            case hook(at: Int)
            case pickleStep(at: Int)
        }

        let kind: Kind
        /// Its message id, given at planning (see ``TestPlan/assignIds(_:)``).
        var id = 0
    }

    /// The feature file, an index into the store.
    let file: Int
    /// The pickle, an index into the file's pickles.
    let ordinal: Int
    /// Its message id, given at planning once its steps have theirs.
    var id = 0
    var steps: [Step]

    /// Its message id as messages write it.
    var testCaseId: String { String(id) }
}
