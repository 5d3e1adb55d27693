import SpecRunner

/// *retry*: steps that pass on a later attempt, counted across the attempts of a scenario.
enum RetrySample {
    /// Attempts so far; it outlives the worlds, which are fresh for every attempt.
    @MainActor
    final class Attempts {
        var secondTime = 0
        var thirdTime = 0

        nonisolated init() {}
    }

    /// A new library with its own counters, so that every run starts from zero.
    static func steps() -> Steps {
        let attempts = Attempts()
        return Steps(SampleWorld.self) {
            Given("a step that always passes") { _ in }
            Given("a step that passes the second time") { _ in
                attempts.secondTime += 1
                if attempts.secondTime < 2 { throw SampleError("Exception in step") }
            }
            Given("a step that passes the third time") { _ in
                attempts.thirdTime += 1
                if attempts.thirdTime < 3 { throw SampleError("Exception in step") }
            }
            Given("a step that always fails") { _ in throw SampleError("Exception in step") }
        }
    }
}
