import SpecRunner

/// *skipped-exception*: a step skipped with a reason.
enum SkippedExceptionSample {
    static let steps = Steps(SampleWorld.self) {
        Given("I skip a step") { _ in throw Skipped("skipping") }
    }
}
