import Foundation

/// A decimal number of any precision, kept exactly as matched: the value of `{bigdecimal}`.
///
/// Foundation's `Decimal` holds 38 significant digits, fewer than a step may carry, so the exact value is
/// kept as `significand × 10^exponent`; `decimalValue` and `doubleValue` convert (rounding) when needed.
public struct BigDecimal: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible {
    /// Whether the value is below zero.
    public let isNegative: Bool
    /// The significant decimal digits, without leading or trailing zeros (`"0"` for zero).
    public let significand: String
    /// The power of ten the significand is scaled by.
    public let exponent: Int

    /// The largest exponent accepted in the text (the plain description writes every zero).
    public static let maximumExponent = 10_000

    /// Parses `[-+]digits[.digits][E[-+]digits]` (digits on at least one side of the point); nil otherwise,
    /// and for exponents beyond ±`maximumExponent`.
    public init?(_ description: String) {
        var rest = Substring(description)
        let negative = rest.dropSign()
        var exponent = 0
        if let marker = rest.firstIndex(where: { $0 == "E" || $0 == "e" }) {
            guard let value = Int(rest[rest.index(after: marker)...]), value.magnitude <= BigDecimal.maximumExponent
            else {
                return nil
            }
            exponent = value
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = parts[0]
        let fractionPart = parts.count > 1 ? parts[1] : ""
        let isDigits = { (text: Substring) in text.allSatisfy { $0.isASCII && $0.isNumber } }
        guard !(integerPart.isEmpty && fractionPart.isEmpty), isDigits(integerPart), isDigits(fractionPart) else {
            return nil
        }
        var digits = Substring(integerPart + fractionPart).drop { $0 == "0" }
        exponent -= fractionPart.count
        while digits.last == "0" {
            digits = digits.dropLast()
            exponent += 1
        }
        if digits.isEmpty {
            significand = "0"
            self.exponent = 0
            isNegative = false
        } else {
            significand = String(digits)
            self.exponent = exponent
            isNegative = negative
        }
    }

    /// The value in plain decimal notation (no exponent), with a `-` when negative.
    public var description: String {
        var plain: String
        if exponent >= 0 {
            plain = significand + String(repeating: "0", count: significand == "0" ? 0 : exponent)
        } else if -exponent < significand.count {
            let point = significand.index(significand.endIndex, offsetBy: exponent)
            plain = significand[..<point] + "." + significand[point...]
        } else {
            plain = "0." + String(repeating: "0", count: -exponent - significand.count) + significand
        }
        return isNegative ? "-" + plain : plain
    }

    /// The value as a Foundation `Decimal` (rounded beyond its 38 significant digits).
    public var decimalValue: Decimal {
        Decimal(string: description, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    /// The value as the nearest `Double`.
    public var doubleValue: Double {
        Double(description) ?? .nan
    }

    /// Numeric order.
    public static func < (lhs: BigDecimal, rhs: BigDecimal) -> Bool {
        if lhs.isNegative != rhs.isNegative {
            return lhs.isNegative
        }
        let magnitudeLess = lhs.magnitudeOrder(rhs)
        return lhs.isNegative ? magnitudeLess == .orderedDescending : magnitudeLess == .orderedAscending
    }

    private func magnitudeOrder(_ other: BigDecimal) -> ComparisonResult {
        if significand == other.significand && exponent == other.exponent {
            return .orderedSame
        }
        if significand == "0" || other.significand == "0" {
            return significand == "0" ? .orderedAscending : .orderedDescending
        }
        let order = significand.count + exponent
        let otherOrder = other.significand.count + other.exponent
        if order != otherOrder {
            return order < otherOrder ? .orderedAscending : .orderedDescending
        }
        let length = max(significand.count, other.significand.count)
        let padded = significand.padding(toLength: length, withPad: "0", startingAt: 0)
        let otherPadded = other.significand.padding(toLength: length, withPad: "0", startingAt: 0)
        return padded < otherPadded ? .orderedAscending : .orderedDescending
    }
}
