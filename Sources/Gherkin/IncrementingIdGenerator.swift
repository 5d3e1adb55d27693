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
        var digitCount = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        // Written straight into the new string's storage (a small string for any realistic id).
        return String(unsafeUninitializedCapacity: digitCount) { buffer in
            var remaining = value
            var index = digitCount
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            return digitCount
        }
    }
}
