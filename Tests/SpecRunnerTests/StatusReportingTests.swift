import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
final class Counter: World {
    var value = 0
    var log: [String] = []
    init() {}
}

@MainActor
@Suite struct StatusReportingTests {
    static let feature = """
        Feature: Statuses

          Scenario: passes
            Given the counter is 2
            When I add 3
            Then the counter is 5

          Scenario: fails
            Given the counter is 2
            When I add 3
            Then the counter is 6
            And I add 1

          Scenario: undefined
            Given the counter is 2
            When I multiply by 3
            Then the counter is 6

          Scenario: ambiguous
            Given the counter is 2
            When I add twice
            Then the counter is 2

          Scenario: pending
            Given the counter is 2
            When I divide by 2
            Then the counter is 1

          Scenario: skipped by the step
            Given the counter is 2
            When I give up
            Then the counter is 2
        """

    static let steps = Steps(Counter.self) {
        Given("the counter is {int}") { (world, value: Int) in
            if world.value == 0 && world.log.isEmpty {
                world.value = value
                world.log.append("set")
            } else {
                try expect(world.value, equals: value)
            }
        }
        When("I add {int}") { (world, amount: Int) in world.value += amount }
        When("I add twice") { world in world.value += 2 }
        When(.regex("^I add t(\\w+)$")) { (world, rest: String) in world.log.append(rest) }
        When("I divide by {int}") { (_, _: Int) in throw Pending("division is not designed yet") }
        When("I give up") { _ in throw Skipped("not today") }
    }

    @Test func eachScenarioReportsItsWorstStepAndTheRunFails() async throws {
        let harness = try RunnerHarness(files: ["statuses.feature": Self.feature])
        let run = await harness.run([Self.steps])

        #expect(run.status == 1)
        #expect(run.output.contains("6 scenarios (1 passed, 1 failed, 1 ambiguous, 1 undefined, 1 pending, 1 skipped)"))
        #expect(run.output.contains("✗ Then the counter is 6"))
        #expect(run.output.contains("expected: 6"))
        #expect(run.output.contains("     got: 5"))
        #expect(run.output.contains("↷ And I add 1"))
        #expect(run.output.contains("? When I multiply by 3"))
        #expect(run.output.contains("‼ When I add twice"))
        #expect(run.output.contains("matches 2 step definitions"))
        #expect(run.output.contains("⏸ When I divide by 2"))
        #expect(run.output.contains("division is not designed yet"))
        #expect(run.output.contains("When(\"I multiply by {int}\") { (world, int: Int) in"))
    }

    @Test func aRunWithOnlyPassingScenariosExitsZero() async throws {
        let harness = try RunnerHarness(files: ["statuses.feature": Self.feature])
        let run = await harness.run([Self.steps]) { $0.namePatterns = ["^passes$"] }

        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("1 scenario (1 passed)"))
        #expect(run.output.contains("3 steps (3 passed)"))
    }

    @Test func undefinedAndPendingDoNotFailANonStrictRun() async throws {
        let harness = try RunnerHarness(files: ["statuses.feature": Self.feature])
        let run = await harness.run([Self.steps]) {
            $0.namePatterns = ["undefined", "pending"]
            $0.strict = false
        }

        #expect(run.status == 0, "\(run.output)\(run.errors)")
    }
}
