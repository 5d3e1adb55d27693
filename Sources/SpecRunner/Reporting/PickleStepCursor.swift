import Gherkin

/// Finds a pickle's steps by id when they are asked for in the pickle's order (as a test case lists them):
/// each is found where the previous one ended, so a whole test case costs one pass instead of a search per step.
struct PickleStepCursor {
    private let steps: [PickleStep]
    private var position = 0

    init(_ steps: [PickleStep]) {
        self.steps = steps
    }

    /// The step `id` and its position in the pickle, searched from after the last one found (and from the start
    /// if it is not there).
    mutating func next(id: String) -> (position: Int, step: PickleStep)? {
        for offset in 0..<steps.count {
            let candidate = (position + offset) % steps.count
            if steps[candidate].id == id {
                position = candidate + 1
                return (candidate, steps[candidate])
            }
        }
        return nil
    }
}
