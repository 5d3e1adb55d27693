import Gherkin

/// Message ids for a run: unique within it and cheap, since a large suite needs hundreds of thousands.
final class FastIdGenerator: IdGenerator {
    private var next = 0

    func newId() -> String {
        defer { next += 1 }
        return String(next)
    }
}
