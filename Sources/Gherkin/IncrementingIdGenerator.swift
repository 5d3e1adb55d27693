/// Ids `"0"`, `"1"`, `"2"`, … as the official tools' `--predictable-ids`.
public final class IncrementingIdGenerator: IdGenerator {
    private var next: Int

    /// Creates a generator whose first id is `start` (0 by default).
    public init(start: Int = 0) {
        next = start
    }

    /// Returns the next number as a string.
    public func newId() -> String {
        let value = next
        next += 1
        guard value >= 0 else { return String(value) }
        // Decimal digits written backwards into a small buffer: much cheaper than the generic `String(Int)`.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var remaining = value
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            return String(decoding: UnsafeBufferPointer(rebasing: digits[start..<20]), as: UTF8.self)
        }
    }
}
