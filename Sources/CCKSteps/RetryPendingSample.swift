import SpecRunner

/// *retry-pending*: a pending scenario is not retried.
enum RetryPendingSample {
    static let steps = Steps(SampleWorld.self) {
        Given("a pending step") { _ in throw Pending() }
    }
}
