import Gherkin
import SpecRunnerCore

/// Finds a pickle's steps by id when they are asked for in the pickle's order (as a test case lists them):
/// each is found where the previous one ended, so a whole test case costs one pass instead of a search per step.
struct PickleStepCursor {
    private var position = 0

    /// The position of the step `id` in `steps`, searched from after the last one found (and from the start if it
    /// is not there).
    mutating func next(id: String, in steps: [PickleStep]) -> Int? {
        for offset in 0..<steps.count {
            let candidate = (position + offset) % steps.count
            if steps[candidate].id == id {
                position = candidate + 1
                return candidate
            }
        }
        return nil
    }
}
