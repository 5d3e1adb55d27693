import SpecRunner

/// *unused-steps*: a definition no step uses is still announced.
enum UnusedStepsSample {
    static let steps = Steps(SampleWorld.self) {
        Given("a step that is used") { _ in }
        Given("a step that is not used") { _ in }
    }
}
