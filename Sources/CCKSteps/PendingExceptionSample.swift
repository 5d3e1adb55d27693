import SpecRunner

/// *pending-exception*: a step pending with a reason.
enum PendingExceptionSample {
    static let steps = Steps(SampleWorld.self) {
        Given("an unimplemented pending step") { _ in throw Pending("TODO") }
    }
}
