import SpecRunner

/// *skipped*: a step that skips the rest of its scenario.
enum SkippedSample {
    static let steps = Steps(SampleWorld.self) {
        Given("a step that does not skip") { _ in }
        Given("a step that is skipped") { _ in }
        Given("I skip a step") { _ in throw Skipped() }
    }
}
