import Gherkin

/// Message ids for a run: unique within it and cheap, since a large suite needs hundreds of thousands.
package final class FastIdGenerator: IdGenerator {
    private var next: Int
    /// Writes the digits (it keeps them and adds one, rather than formatting each number anew).
    private var digits: IncrementingIdGenerator
    /// Set by worker processes once their plan is built (``prefixIds(with:)``), so that the ids they make at run
    /// time never collide with another process's.
    private var prefix = ""
    /// Whether there is a prefix: a flag read at every id, since a string read from a class is an exclusivity-checked
    /// access and a run of one process has none.
    private var prefixed = false

    /// A generator whose first id is `start`.
    package init(startingAt start: Int = 0) {
        next = start
        digits = IncrementingIdGenerator(start: start)
    }

    /// The number the next id will carry.
    var peek: Int { next }

    /// Goes on from `next`, the ids before it taken elsewhere (by the parsing thread's own generator) or reserved.
    func advance(to next: Int) {
        self.next = next
        digits = IncrementingIdGenerator(start: next)
    }

    /// Puts `prefix` before every id made from now on.
    package func prefixIds(with prefix: String) {
        self.prefix = prefix
        prefixed = !prefix.isEmpty
    }

    package func newId() -> String {
        defer { next += 1 }
        return prefixed ? prefix + digits.newId() : digits.newId()
    }
}
