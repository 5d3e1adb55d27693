import Gherkin

/// A test case as the plan holds it from before the first scenario to the end of the run: its pickle, the lines
/// its scenario and steps are reported at, its steps and their ids.
///
/// The pickle is the one the compiler made, kept as it is: the runner and the reports read it in place. The
/// test case keeps no copy of its steps' matches nor a `TestCase` message: its steps are bound (by the slots the
/// step matcher gave them) as it starts, and read through ``TestCaseSteps``; the message is written from that only where
/// messages are (ADR 0004, ADR 0023).
package struct PlannedTestCase: Sendable {
    /// One step: the hook at a position of the support code's hooks, or the pickle step at a position of the
    /// pickle (positions rather than the values: a few bytes a step).
    package struct Step: Sendable {
        package enum Kind: Sendable {
            case hook(at: Int)
            case pickleStep(at: Int)
        }

        /// Its message id, given at planning (from those reserved for its file:
        /// ``TestPlan/idsReserved(for:testCaseHooks:)``).
        package var id = 0
        package let kind: Kind
        /// Where the step matcher keeps a pickle step's binding (``StepMatcher/slot(of:)``), found at planning.
        ///
        /// -1 when it is not kept (or planned by another process): its text is then looked up as it runs. After
        /// `kind`, so that it takes the room its padding leaves.
        var bindingSlot: Int32 = -1

        package init(kind: Kind, id: Int = 0) {
            self.kind = kind
            self.id = id
        }
    }

    /// The feature file, an index into the store.
    package let file: Int
    /// The pickle, an index into the file's pickles.
    package let ordinal: Int
    package let pickle: Pickle
    /// The line a report shows it at: its examples row, else its scenario.
    package let line: Int
    /// Each step's line in the feature file (its Gherkin step), by position; 0 when unknown.
    let stepLines: [Int32]
    /// Its message id, given at planning once its steps have theirs.
    package var id = 0
    package var steps: [Step]

    package init(
        file: Int, ordinal: Int, pickle: Pickle, line: Int, stepLines: [Int32], id: Int = 0, steps: [Step]
    ) {
        self.file = file
        self.ordinal = ordinal
        self.pickle = pickle
        self.line = line
        self.stepLines = stepLines
        self.id = id
        self.steps = steps
    }

    /// A test case of `pickle`, its lines read from `astIndex`, its feature file's syntax-tree index.
    init(file: Int, ordinal: Int, pickle: Pickle, astIndex: AstIndex, id: Int = 0, steps: [Step]) {
        let scenario = astIndex.scenario(of: pickle)
        let stepLines = pickle.steps.indices.map {
            Int32(clamping: astIndex.stepHead(at: $0, in: scenario)?.line ?? 0)
        }
        self.init(
            file: file, ordinal: ordinal, pickle: pickle, line: astIndex.line(of: pickle), stepLines: stepLines,
            id: id, steps: steps)
    }

    /// Its message id as messages write it.
    package var testCaseId: String { String(id) }

    /// The line of the Gherkin step behind its step at `position`; `nil` if unknown.
    func stepLine(at position: Int) -> Int? {
        stepLines[position] > 0 ? Int(stepLines[position]) : nil
    }
}
