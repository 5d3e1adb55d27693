import SpecRunner

/// *stack-traces*: a step that throws.
enum StackTracesSample {
    static let steps = Steps(SampleWorld.self) {
        When("a step throws an exception") { _ in throw SampleError("BOOM") }
    }
}
