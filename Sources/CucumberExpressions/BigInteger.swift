/// An integer of any size, kept exactly as matched: the value of `{biginteger}`.
///
/// It holds the sign and the decimal digits (no arithmetic): compare it, print it, or convert it with
/// `intValue` when it fits.
public struct BigInteger: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible {
    /// Whether the value is below zero.
    public let isNegative: Bool
    /// The magnitude's decimal digits, most significant first, without leading zeros (`"0"` for zero).
    public let magnitude: String

    /// Parses an optional sign followed by decimal digits; nil for anything else.
    public init?(_ description: String) {
        var digits = Substring(description)
        let negative = digits.dropSign()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let trimmed = digits.drop { $0 == "0" }
        magnitude = trimmed.isEmpty ? "0" : String(trimmed)
        isNegative = negative && magnitude != "0"
    }

    /// The integer `value`.
    public init(_ value: Int) {
        self.init(String(value))!
    }

    /// The value in decimal, with a `-` when negative.
    public var description: String {
        isNegative ? "-" + magnitude : magnitude
    }

    /// The value as an `Int`, when it fits.
    public var intValue: Int? {
        Int(description)
    }

    /// Numeric order.
    public static func < (lhs: BigInteger, rhs: BigInteger) -> Bool {
        if lhs.isNegative != rhs.isNegative {
            return lhs.isNegative
        }
        let magnitudeLess =
            lhs.magnitude.count != rhs.magnitude.count
            ? lhs.magnitude.count < rhs.magnitude.count : lhs.magnitude < rhs.magnitude
        let magnitudeEqual = lhs.magnitude == rhs.magnitude
        return lhs.isNegative ? !magnitudeLess && !magnitudeEqual : magnitudeLess
    }
}
