import SpecRunner
import Testing

@MainActor
final class CounterWorld: World {
    var count = 0
    init() {}
}

@MainActor
final class LabelWorld: World {
    var text = ""
    init() {}
}

/// A scenario's steps share one instance of each world type they use, whatever the order they use them in, and
/// the next scenario starts with new ones.
@MainActor
@Suite struct WorldStoreTests {
    @Test func eachWorldTypeKeepsItsStateThroughAScenarioAndTheNextScenarioStartsFresh() async throws {
        let counters = Steps(CounterWorld.self) {
            Given("the counter goes up") { world in world.count += 1 }
            Then("the counter shows {int}") { (world, expected: Int) in try expect(world.count, equals: expected) }
        }
        let labels = Steps(LabelWorld.self) {
            Given("the label gets {string}") { (world, text: String) in world.text += text }
            Then("the label reads {string}") { (world, expected: String) in try expect(world.text, equals: expected) }
        }
        let feature = """
            Feature: f
              Scenario: one
                Given the counter goes up
                And the label gets "a"
                And the counter goes up
                And the label gets "b"
                Then the counter shows 2
                And the label reads "ab"

              Scenario: two
                Given the label gets "c"
                And the counter goes up
                Then the label reads "c"
                And the counter shows 1
            """
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([counters, labels])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("2 scenarios (2 passed)"), "\(run.output)")
    }
}
