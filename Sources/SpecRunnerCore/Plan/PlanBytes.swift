/// Values of a plan written as bytes for another process, and read back there (a worker's share, ADR 0007):
/// numbers as variable-length integers (seven bits a byte, the sign folded into the lowest bit), strings as
/// their length then their bytes.
///
/// The reader checks every length against what is left, so that a truncated or garbled share is refused rather
/// than read past its end.
package enum PlanBytes {
    /// The bytes are not what ``Writer`` wrote.
    package struct Malformed: Error {
        package init() {}
    }

    /// Writes values one after the other into ``bytes``.
    package struct Writer {
        package private(set) var bytes: [UInt8] = []

        /// A writer whose buffer starts with room for `capacity` bytes.
        package init(capacity: Int = 0) {
            bytes.reserveCapacity(capacity)
        }

        package mutating func number(_ value: Int) {
            var rest = UInt(bitPattern: (value << 1) ^ (value >> (Int.bitWidth - 1)))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        package mutating func string(_ value: String) {
            number(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
    }

    /// Reads what ``Writer`` wrote, in the same order.
    package struct Reader {
        private let bytes: [UInt8]
        private var offset = 0

        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// Whether every byte has been read.
        package var isAtEnd: Bool { offset == bytes.count }

        package mutating func number() throws(Malformed) -> Int {
            var value: UInt = 0
            var shift: UInt = 0
            while true {
                guard offset < bytes.count, shift < UInt(UInt.bitWidth) else { throw Malformed() }
                let byte = bytes[offset]
                offset += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return Int(bitPattern: value >> 1) ^ -Int(value & 1)
        }

        /// A count of things each written in at least one byte: never more than the bytes left (so that a garbled
        /// count cannot ask for memory the share does not hold).
        package mutating func count() throws(Malformed) -> Int {
            let count = try number()
            guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
            return count
        }

        package mutating func string() throws(Malformed) -> String {
            let count = try count()
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }
    }
}
