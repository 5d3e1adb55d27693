import SpecRunner

/// *rules*: scenarios grouped by rules, with state in the world.
enum RulesSample {
    @MainActor
    final class Shop: World {
        var money = 0
        var stock = 0
        var sold = false
        init() {}
    }

    static let steps = Steps(Shop.self) {
        Given("the customer has {int} cents") { (world, money: Int) in world.money = money }
        Given("there are chocolate bars in stock") { world in world.stock = 1 }
        Given("there are no chocolate bars in stock") { world in world.stock = 0 }
        When("the customer tries to buy a {int} cent chocolate bar") { (world, price: Int) in
            if world.money >= price && world.stock > 0 {
                world.money -= price
                world.stock -= 1
                world.sold = true
            }
        }
        Then("the sale should not happen") { world in try expect(world.sold, equals: false) }
        Then("the sale should happen") { world in try expect(world.sold, equals: true) }
    }
}
