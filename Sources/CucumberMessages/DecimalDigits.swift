/// The decimal digits of integers, written without making a `String` of each (reports and messages write many
/// numbers: every location has two).
package enum DecimalDigits {
    /// Calls `body` with the ASCII digits of `value`, after a minus sign when it is negative.
    package static func withDigits<Result>(of value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var magnitude = value.magnitude
            var position = buffer.count
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: buffer[position...]))
        }
    }
}
