import SpecRunner

/// *skipped-failing-hook*: an After hook fails after a step skipped.
enum SkippedFailingHookSample {
    static let steps = Steps(SampleWorld.self) {
        Given("a step that skips") { _ in throw Skipped() }
        After { _ in throw SampleError("whoops") }
    }
}
