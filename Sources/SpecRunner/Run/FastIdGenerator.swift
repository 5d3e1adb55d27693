import Gherkin

/// Message ids for a run: unique within it and cheap, since a large suite needs hundreds of thousands.
final class FastIdGenerator: IdGenerator {
    private var next: Int
    /// Set by worker processes once their plan is built, so that the ids they make at run time never collide
    /// with another process's.
    var prefix = ""

    /// A generator whose first id is `start`.
    init(startingAt start: Int = 0) {
        next = start
    }

    /// The number the next id will carry.
    var peek: Int { next }

    func newId() -> String {
        defer { next += 1 }
        return prefix.isEmpty ? next.decimalText : prefix + next.decimalText
    }
}
