import SpecRunner

/// *hooks*: Before and After hooks around a passing and a failing scenario.
enum HooksSample {
    static let steps = Steps(SampleWorld.self) {
        Before { _ in }
        When("a step passes") { _ in }
        When("a step fails") { _ in throw SampleError("Exception in step") }
        After { _ in }
    }
}
