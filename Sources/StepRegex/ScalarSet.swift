/// A set of Unicode scalars, as a regular-expression class (`[a-z]`, `\d`, `.`) matches one of them.
///
/// Negation is applied when the set is built, so matching is one bitmap test for ASCII and a binary
/// search over sorted, disjoint ranges otherwise.
struct ScalarSet: Sendable, Equatable {
    /// Sorted, disjoint, non-adjacent ranges of scalar values.
    private(set) var ranges: [ClosedRange<UInt32>]
    /// Membership of the scalars 0..<64 and 64..<128, for the common ASCII case.
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0
    /// Every member is ASCII, so a match is exactly one UTF-8 byte.
    private(set) var isASCIIOnly = true

    static let maximumScalar: UInt32 = 0x10_FFFF

    init(ranges: [ClosedRange<UInt32>], negated: Bool = false) {
        var normalized = ScalarSet.normalize(ranges)
        if negated {
            normalized = ScalarSet.complement(normalized)
        }
        self.ranges = normalized
        isASCIIOnly = normalized.last.map { $0.upperBound < 128 } ?? true
        for range in normalized where range.lowerBound < 128 {
            for scalar in range.lowerBound...min(range.upperBound, 127) {
                if scalar < 64 {
                    asciiLow |= 1 << UInt64(scalar)
                } else {
                    asciiHigh |= 1 << UInt64(scalar - 64)
                }
            }
        }
    }

    init(scalar: UInt32) {
        self.init(ranges: [scalar...scalar])
    }

    /// Whether the set holds `scalar`.
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 64 {
            return asciiLow & (1 << UInt64(scalar)) != 0
        }
        if scalar < 128 {
            return asciiHigh & (1 << UInt64(scalar - 64)) != 0
        }
        return containsNonASCII(scalar)
    }

    /// The ASCII members as bits, for `NativeRegex`.
    var asciiPart: NativeRegex.ASCIISet {
        NativeRegex.ASCIISet(low: asciiLow, high: asciiHigh, isASCIIOnly: isASCIIOnly)
    }

    /// The single scalar of a one-element set.
    var singleScalar: UInt32? {
        if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
            return ranges[0].lowerBound
        }
        return nil
    }

    private func containsNonASCII(_ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if scalar < range.lowerBound {
                high = middle - 1
            } else if scalar > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    private static func normalize(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    private static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next {
                result.append(next...(range.lowerBound - 1))
            }
            next = range.upperBound &+ 1
        }
        if next <= maximumScalar, !(ranges.last.map { $0.upperBound >= maximumScalar } ?? false) {
            result.append(next...maximumScalar)
        }
        return result
    }

    // MARK: The ECMAScript classes, which the official implementation's regular expressions use.

    /// `\d`: ASCII digits only, as in ECMAScript.
    static let digits = ScalarSet(ranges: [48...57])
    /// `\w`: ASCII letters, digits and `_`.
    static let wordCharacters = ScalarSet(ranges: [48...57, 65...90, 95...95, 97...122])
    /// `\s`: ECMAScript white space and line terminators.
    static let whiteSpaceRanges: [ClosedRange<UInt32>] = [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ]
    static let whiteSpace = ScalarSet(ranges: whiteSpaceRanges)
    /// `.`: anything but a line terminator.
    static let dot = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], negated: true)
}
