import SpecRunner

/// *global-hooks-afterall-error*: the second of three AfterAll hooks fails; the others still run.
enum GlobalHooksAfterAllErrorSample {
    static let steps = Steps(SampleWorld.self) {
        BeforeAll {}
        BeforeAll {}
        When("a step passes") { _ in }
        AfterAll {}
        AfterAll { throw SampleError("AfterAll hook went wrong") }
        AfterAll {}
    }
}
