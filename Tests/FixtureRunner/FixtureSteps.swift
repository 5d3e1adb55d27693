import Foundation
import SpecRunner

/// The fixture runner's world: a counter the steps share within a scenario.
@MainActor
final class FixtureWorld: World {
    var value = 0
    init() {}
}

/// Steps that misbehave on purpose, for the command-line tests: failing, sleeping, blocking and crashing
/// in every way a Swift step can (trap, force-unwrap of nil, stack overflow).
enum FixtureSteps {
    static let library = Steps(FixtureWorld.self) {
        Given("a step that passes") { _ in }
        Given("a step that fails") { _ in
            throw ExpectationFailure(LocalizedText(en: "this step fails on purpose", es: "este paso falla a propósito"))
        }
        Given("the value is {int}") { (world, value: Int) in world.value = value }
        Then("the value should be {int}") { (world, value: Int) in try expect(world.value, equals: value) }
        Given("a step that sleeps {int} ms") { (_, milliseconds: Int) in
            try await Task.sleep(nanoseconds: UInt64(milliseconds) * 1_000_000)
        }
        Given("a step that blocks for {int} ms") { (_, milliseconds: Int) in
            FixtureSteps.blockThread(milliseconds: milliseconds)
        }
        Given("a step that spins for {int} ms") { (_, milliseconds: Int) in
            FixtureSteps.spin(milliseconds: milliseconds)
        }
        Given("a step that calls exit {int}") { (_, status: Int) in
            exit(Int32(status))
        }
        Given("a step that calls exit {int} from another thread") { (_, status: Int) in
            Thread.detachNewThread { exit(Int32(status)) }
            try await Task.sleep(nanoseconds: 10_000_000_000)
        }
        Given("a step that is killed from outside") { _ in
            kill(getpid(), SIGKILL)
            try await Task.sleep(nanoseconds: 10_000_000_000)
        }
        // Until a test lets it go (60 s at most): a process a test must see alive stays alive however slow the test.
        Given("a step that waits for the file {string}") { (_, path: String) in
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: path) && Date() < deadline {
                try await Task.sleep(nanoseconds: 20_000_000)
            }
        }
        Given("a step that removes the file {string}") { (_, path: String) in
            try FileManager.default.removeItem(atPath: path)
        }
        // Flaky on purpose, deterministically: the 2nd, 4th… call for each name fails (a scenario's repetitions run
        // in one process, so serial and worker runs count alike).
        Given("a step that fails every other call for {string}") { (_, name: String) in
            FixtureSteps.calls[name, default: 0] += 1
            if FixtureSteps.calls[name]!.isMultiple(of: 2) {
                throw ExpectationFailure(
                    LocalizedText(en: "this call fails on purpose", es: "esta llamada falla a propósito"))
            }
        }
        Given("a step that traps") { _ in
            fatalError("a fatal error in a step")
        }
        Given("a step that force-unwraps nil") { _ in
            let missing: Int? = Int("not a number")
            _ = missing!
        }
        Given("a step that overflows the stack") { _ in
            _ = FixtureSteps.recurse(1)
        }
    }

    /// How many times the flaky step ran, by the name it was given.
    @MainActor static var calls: [String: Int] = [:]

    /// Blocks the calling thread, ignoring cancellation, like badly written synchronous code.
    static func blockThread(milliseconds: Int) {
        usleep(UInt32(milliseconds) * 1000)
    }

    /// Keeps the CPU busy, ignoring cancellation, like a busy loop.
    static func spin(milliseconds: Int) {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        // Each turn reads the clock, which the optimiser cannot remove, so the loop stays.
        while DispatchTime.now().uptimeNanoseconds < end {}
    }

    /// Recursion with no end that the optimiser cannot turn into a loop (the call's result is used afterwards).
    static func recurse(_ depth: Int) -> Int {
        var padding = [Int](repeating: depth, count: 64)
        if depth < Int.max { padding[depth % 64] = recurse(depth + 1) }
        return padding.reduce(0, &+)
    }
}
