/// Ids `"0"`, `"1"`, `"2"`, … as the official tools' `--predictable-ids`.
public final class IncrementingIdGenerator: IdGenerator {
    private var next: Int

    /// Creates a generator whose first id is `start` (0 by default).
    public init(start: Int = 0) {
        next = start
    }

    /// Returns the next number as a string.
    public func newId() -> String {
        defer { next += 1 }
        return String(next)
    }
}
