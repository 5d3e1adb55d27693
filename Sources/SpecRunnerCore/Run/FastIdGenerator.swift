import Gherkin

/// Message ids for a run: unique within it and cheap, since a large suite needs hundreds of thousands.
package final class FastIdGenerator: IdGenerator {
    private var next: Int
    /// Writes the digits (it keeps them and adds one, rather than formatting each number anew).
    private var digits: IncrementingIdGenerator
    /// Set by worker processes once their plan is built, so that the ids they make at run time never collide
    /// with another process's.
    package var prefix = ""

    /// A generator whose first id is `start`.
    package init(startingAt start: Int = 0) {
        next = start
        digits = IncrementingIdGenerator(start: start)
    }

    /// The number the next id will carry.
    package var peek: Int { next }

    /// Goes on from `next`, the ids before it taken elsewhere (by the parsing thread's own generator) or reserved.
    package func advance(to next: Int) {
        self.next = next
        digits = IncrementingIdGenerator(start: next)
    }

    package func newId() -> String {
        defer { next += 1 }
        return prefix.isEmpty ? digits.newId() : prefix + digits.newId()
    }
}
