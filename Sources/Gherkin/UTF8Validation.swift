/// Finds the first byte that is not part of well-formed UTF-8 (overlong forms, surrogates and code points above
/// U+10FFFF are ill-formed too), scanning ASCII eight bytes at a time.
enum UTF8Validation {
    /// The offset of the first ill-formed byte, or `nil` when all of `bytes` is UTF-8.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // Fast path: eight ASCII bytes at once.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = base[index + 1]
            guard second >= lower && second <= upper else { return index }
            for offset in 2..<max(length, 2) where base[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
