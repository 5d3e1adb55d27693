import Foundation

/// An amount of money in a currency.
public struct Price: Equatable, Hashable, Sendable {
    /// The amount, exact (a `Decimal`, never a binary floating-point number).
    public let amount: Decimal
    /// The ISO 4217 currency code, such as `"EUR"`.
    public let currency: String

    /// Creates a price of `amount` in `currency` (an ISO 4217 code such as `"EUR"`).
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}
