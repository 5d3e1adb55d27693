import SpecRunner

/// *retry-ambiguous*: an ambiguous scenario is not retried.
enum RetryAmbiguousSample {
    static let steps = Steps(SampleWorld.self) {
        Given("an ambiguous step") { _ in }
        Given("an ambiguous step") { _ in }
    }
}
