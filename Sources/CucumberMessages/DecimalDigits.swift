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

    /// Appends the ASCII digits of `value` to `bytes`, after a minus sign when it is negative (with no call back:
    /// a worker writes several numbers per line, a line per step).
    package static func append(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var count = 1
        var rest = magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        // Written in place from the last digit back (reversing a slice of the array would copy it).
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var position = bytes.count
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }
}
