/// What the till refuses.
public enum TillError: Error, Equatable, Sendable {
    /// The menu has no item by this name.
    case notOnTheMenu(String)
    /// A quantity of zero or less.
    case invalidQuantity(Int)
    /// Paying for an order with nothing in it.
    case emptyOrder
}
