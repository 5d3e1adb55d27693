import SpecRunner

/// *retry-undefined*: an undefined scenario is not retried.
enum RetryUndefinedSample {
    static let steps = Steps(SampleWorld.self) {}
}
