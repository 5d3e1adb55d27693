import Cafeteria
import Foundation
import SpecRunner

/// The step definitions of `Features/`: Spanish (`es/`) and English (`en/`) phrasings of the same steps.
public enum CafeteriaSteps {
    /// Every step, hook and parameter type; the runner and the test suite use this library.
    public static let library = Steps(CafeWorld.self) {
        // `{euros}`: an amount in euros as Spanish writes it («1,50 €») or English does («€1.50»).
        // The transformer receives the groups of both regular expressions; those of the one that matched are set.
        DefineParameterType(name: "euros", regexps: [#"(\d+),(\d\d) €"#, #"€(\d+)\.(\d\d)"#]) { groups in
            let parts = groups.compactMap { $0 }
            guard parts.count == 2, let amount = Decimal(string: "\(parts[0]).\(parts[1])") else {
                throw ExpectationFailure("not an amount in euros: \(groups)")
            }
            return amount
        }

        // A hook: a slow kitchen for the scenarios tagged so, to show that paying waits for it.
        Before("@cocina-lenta or @slow-kitchen", name: "a slow kitchen") { world in
            await world.kitchen.slowDown(by: .milliseconds(50))
        }

        // A data table: the menu.
        for text in ["el menú:", "the menu:"] {
            Given(StepPattern(text)) { (world, table: DataTable) in
                world.menu = try table.bodyRows.map { row in
                    guard row.count == 2, let price = Decimal(string: row[1]) else {
                        throw ExpectationFailure("a menu row is «item | price in euros», such as «café | 1.50»: \(row)")
                    }
                    return MenuItem(name: row[0], price: price)
                }
            }
        }

        for text in ["pido {int} {word}", "I order {int} {word}"] {
            When(StepPattern(text)) { (world, quantity: Int, item: String) in
                do {
                    try world.till.add(quantity, of: item)
                } catch let refusal as TillError {
                    world.refusal = refusal
                }
            }
        }
        // An async step: paying waits for the kitchen.
        for text in ["pago", "I pay"] {
            When(StepPattern(text)) { world in
                try await world.till.pay()
            }
        }

        for text in ["el total es {euros}", "the total is {euros}"] {
            Then(StepPattern(text)) { (world, amount: Decimal) in
                try expect(world.till.total, equals: amount)
            }
        }
        for text in ["la caja no acepta {string}", "the till refuses {string}"] {
            Then(StepPattern(text)) { (world, item: String) in
                try expect(world.refusal, equals: .notOnTheMenu(item))
            }
        }
        // A doc string: what the kitchen received, a line per item.
        for text in ["la cocina recibe el pedido {int}:", "the kitchen receives order {int}:"] {
            Then(StepPattern(text)) { (world, ticket: Int, order: String) in
                try expect(world.till.ticket, equals: ticket, "the ticket number the till shows")
                let received = await world.kitchen.received
                let lines = try expectValue(received.last, "the kitchen received no order")
                try expect(
                    lines.map { "\($0.quantity) × \($0.item.name)" }, equals: order.components(separatedBy: "\n"))
                try expect(world.till.lines.isEmpty, "the till still holds the paid order")
            }
        }
    }
}
