/// The decimal digits of integers, written without making a `String` of each (reports and messages write many
/// numbers: every location has two).
package enum DecimalDigits {
    /// Appends the ASCII digits of `value` to `bytes`, after a minus sign when it is negative (with no call back:
    /// a worker writes several numbers per line, a line per step).
    package static func append(_ value: Int64, to bytes: inout [UInt8]) {
        let width = Self.width(of: value)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        bytes.withUnsafeMutableBufferPointer { write(value, width: width, to: $0.baseAddress! + start) }
    }

    /// How many bytes the digits of `value` take, its minus sign included.
    package static func width(of value: Int64) -> Int {
        var width = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        return width
    }

    /// Writes the digits of `value`, after a minus sign when it is negative, to the `width` (``width(of:)``) bytes
    /// at `start`, from the last digit back: a writer of bytes of its own (a report's) writes them in place, and
    /// calls no generic across the module boundary (unspecialised there, a dry run's digits cost 2% of it).
    package static func write(_ value: Int64, width: Int, to start: UnsafeMutablePointer<UInt8>) {
        if value < 0 { start[0] = UInt8(ascii: "-") }
        var magnitude = value.magnitude
        var position = width
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }
}
