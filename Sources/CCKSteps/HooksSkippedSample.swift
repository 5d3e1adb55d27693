import SpecRunner

/// *hooks-skipped*: hooks and steps that skip.
enum HooksSkippedSample {
    static let steps = Steps(SampleWorld.self) {
        Before { _ in }
        Before("@skip-before") { _ in throw Skipped() }
        Before { _ in }
        Given("a normal step") { _ in }
        Given("a step that skips") { _ in throw Skipped() }
        After { _ in }
        After("@skip-after") { _ in throw Skipped() }
        After { _ in }
    }
}
