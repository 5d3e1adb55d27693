import Foundation

/// Something the café sells, at its price in euros.
public struct MenuItem: Equatable, Sendable {
    /// The name the customer asks for.
    public let name: String
    /// The price of one.
    public let price: Decimal

    /// Creates an item of the menu.
    public init(name: String, price: Decimal) {
        self.name = name
        self.price = price
    }
}
