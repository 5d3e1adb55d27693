import Gherkin

/// A test case as the plan holds it from before the first scenario to the end of the run: its pickle, its steps
/// and their ids.
///
/// Its pickle is kept compact (``CompactPickle``), and it keeps no copy of its steps' matches nor of its
/// `TestCase` message: the matches (from the step matcher's cache) and the messages are made when the test case
/// is announced, so that 20,000 of them weigh a few tens of megabytes at most (keeping the matches of steps with
/// varied arguments would weigh a kilobyte or more per test case; see ADR 0004).
package struct PlannedTestCase: Sendable {
    /// One step: the hook at a position of the support code's hooks, or the pickle step at a position of the
    /// pickle (positions rather than the values: a few bytes a step).
    package struct Step: Sendable {
        package enum Kind: Sendable {
            case hook(at: Int)
            case pickleStep(at: Int)
        }

        package let kind: Kind
        /// Its message id, given at planning (from those reserved for its file:
        /// ``TestPlan/idsReserved(for:testCaseHooks:)``).
        package var id = 0

        package init(kind: Kind, id: Int = 0) {
            self.kind = kind
            self.id = id
        }
    }

    /// The feature file, an index into the store.
    package let file: Int
    /// The pickle, an index into the file's pickles.
    package let ordinal: Int
    /// The pickle itself, compact.
    package let pickle: CompactPickle
    /// Its message id, given at planning once its steps have theirs.
    package var id = 0
    package var steps: [Step]

    package init(file: Int, ordinal: Int, pickle: CompactPickle, id: Int = 0, steps: [Step]) {
        self.file = file
        self.ordinal = ordinal
        self.pickle = pickle
        self.id = id
        self.steps = steps
    }

    /// Its message id as messages write it.
    package var testCaseId: String { String(id) }
}
