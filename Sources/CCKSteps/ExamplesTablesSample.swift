import SpecRunner

/// *examples-tables*: scenario outlines, two of whose rows fail an assertion.
enum ExamplesTablesSample {
    @MainActor
    final class Cucumbers: World {
        var count = 0
        var friends = 0
        init() {}
    }

    static let steps = Steps(Cucumbers.self) {
        Given("there are {int} cucumbers") { (world, count: Int) in world.count = count }
        Given("there are {int} friends") { (world, friends: Int) in world.friends = friends }
        When("I eat {int} cucumbers") { (world, eaten: Int) in world.count -= eaten }
        Then("I should have {int} cucumbers") { (world, expected: Int) in
            try SampleError.strictEqual(world.count, expected)
        }
        Then("each person can eat {int} cucumbers") { (world, expected: Int) in
            let share = Int((Double(world.count) / Double(1 + world.friends)).rounded(.down))
            try SampleError.strictEqual(share, expected)
        }
    }
}
