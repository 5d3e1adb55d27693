import SpecRunner

/// *global-hooks*: BeforeAll and AfterAll hooks around a passing and a failing scenario.
enum GlobalHooksSample {
    static let steps = Steps(SampleWorld.self) {
        BeforeAll {}
        BeforeAll {}
        When("a step passes") { _ in }
        When("a step fails") { _ in throw SampleError("Exception in step") }
        AfterAll {}
        AfterAll {}
    }
}
