/// Ids `"0"`, `"1"`, `"2"`, … as the official tools' `--predictable-ids`.
public final class IncrementingIdGenerator: IdGenerator {
    /// Room for the digits of any `Int`.
    private static let capacity = 20

    private var next: Int
    /// The decimal digits of `next` (when it is not negative), right-aligned in a buffer of ``capacity`` bytes:
    /// adding one to them is cheaper than dividing `next` by ten for every digit of every id.
    private let digits = UnsafeMutablePointer<UInt8>.allocate(capacity: IncrementingIdGenerator.capacity)
    /// Where the most significant digit is in ``digits``.
    private var firstDigit = IncrementingIdGenerator.capacity

    /// Creates a generator whose first id is `start` (0 by default).
    public init(start: Int = 0) {
        next = start
        setDigits(max(start, 0))
    }

    deinit {
        digits.deallocate()
    }

    /// Returns the next number as a string.
    public func newId() -> String {
        let value = next
        next += 1
        guard value >= 0 else {
            if next == 0 { setDigits(0) }
            return String(value)
        }
        let start = firstDigit
        let count = IncrementingIdGenerator.capacity - start
        let digits = self.digits
        // Written straight into the new string's storage (a small string for any realistic id).
        let id = String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.update(from: digits + start, count: count)
            return count
        }
        // The carry stops at the first digit: the bytes before it are not part of the number.
        var index = IncrementingIdGenerator.capacity - 1
        while index >= start && digits[index] == UInt8(ascii: "9") {
            digits[index] = UInt8(ascii: "0")
            index -= 1
        }
        if index < start {
            digits[index] = UInt8(ascii: "1")
            firstDigit = index
        } else {
            digits[index] += 1
        }
        return id
    }

    /// Writes the digits of `value` (not negative) into ``digits``.
    private func setDigits(_ value: Int) {
        var rest = value
        var index = IncrementingIdGenerator.capacity
        repeat {
            index -= 1
            digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        firstDigit = index
    }
}
