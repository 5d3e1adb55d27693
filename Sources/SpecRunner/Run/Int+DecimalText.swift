extension Int {
    /// The number in decimal, as `String(self)` writes it, for the hundreds of thousands of message ids a large run
    /// makes: the digits go straight into a small string instead of through the generic integer formatting.
    var decimalText: String {
        guard self >= 0 else { return String(self) }
        var digitCount = 1
        var rest = self
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        let value = self
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
