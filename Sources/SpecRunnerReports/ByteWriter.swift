import CucumberMessages
import SpecRunnerCore

/// A growable buffer of report text as UTF-8, where appending is a capacity check and a copy.
///
/// Not copyable, so that it owns its storage outright: no reference count, no uniqueness check on each append,
/// as an array has.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: String) {
        // Read in place: `withUTF8` mutates, so it would need a copy of the string (a retain and a release).
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Appends a literal: its bytes are known where it is written, so no string is inspected.
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends `byte` `count` times.
    mutating func append(repeating byte: UInt8, count repetitions: Int) {
        guard repetitions > 0 else { return }
        if count + repetitions > capacity { grow(toHold: count + repetitions) }
        (base + count).update(repeating: byte, count: repetitions)
        count += repetitions
    }

    /// Appends `value` in decimal, its digits written in place.
    mutating func append(decimal value: Int) {
        let width = DecimalDigits.width(of: Int64(value))
        if count + width > capacity { grow(toHold: count + width) }
        DecimalDigits.write(Int64(value), width: width, to: base + count)
        count += width
    }

    /// Calls `body` with the bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
