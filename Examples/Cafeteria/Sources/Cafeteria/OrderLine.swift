import Foundation

/// A line of an order: how many of one item.
public struct OrderLine: Equatable, Sendable {
    /// The item ordered.
    public let item: MenuItem
    /// How many of it.
    public var quantity: Int

    /// What the line costs.
    public var amount: Decimal { item.price * Decimal(quantity) }
}
