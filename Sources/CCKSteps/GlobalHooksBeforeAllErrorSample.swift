import SpecRunner

/// *global-hooks-beforeall-error*: the second of three BeforeAll hooks fails, so no scenario runs.
enum GlobalHooksBeforeAllErrorSample {
    static let steps = Steps(SampleWorld.self) {
        BeforeAll {}
        BeforeAll { throw SampleError("BeforeAll hook went wrong") }
        BeforeAll {}
        When("a step passes") { _ in }
        AfterAll {}
        AfterAll {}
    }
}
