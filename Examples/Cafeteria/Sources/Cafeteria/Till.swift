import Foundation
import Observation

/// The café's till: takes an order against the menu, totals it, and sends it to the kitchen when paid.
@Observable
@MainActor
public final class Till {
    /// The order so far, one line per item, in the order first asked for.
    public private(set) var lines: [OrderLine] = []
    /// The ticket number of the last paid order.
    public private(set) var ticket: Int?

    @ObservationIgnored private let menu: [MenuItem]
    @ObservationIgnored private let kitchen: any Kitchen

    /// Creates a till for `menu` that sends paid orders to `kitchen`.
    public init(menu: [MenuItem], kitchen: any Kitchen) {
        self.menu = menu
        self.kitchen = kitchen
    }

    /// What the order costs.
    public var total: Decimal {
        lines.reduce(0) { $0 + $1.amount }
    }

    /// Adds `quantity` of the item called `name` (any letter case) to the order.
    public func add(_ quantity: Int, of name: String) throws(TillError) {
        guard quantity > 0 else { throw .invalidQuantity(quantity) }
        guard let item = menu.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .notOnTheMenu(name)
        }
        if let index = lines.firstIndex(where: { $0.item == item }) {
            lines[index].quantity += quantity
        } else {
            lines.append(OrderLine(item: item, quantity: quantity))
        }
    }

    /// Sends the order to the kitchen and starts a new one; returns the ticket number.
    @discardableResult
    public func pay() async throws -> Int {
        guard !lines.isEmpty else { throw TillError.emptyOrder }
        let number = try await kitchen.prepare(lines)
        ticket = number
        lines = []
        return number
    }
}
