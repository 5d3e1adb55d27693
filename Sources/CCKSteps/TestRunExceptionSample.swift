import SpecRunner

/// *test-run-exception*: the run itself fails, outside user code.
enum TestRunExceptionSample {
    static let steps = Steps(SampleWorld.self) {
        Given("a step") { _ in }
    }
}
