import SpecRunner

/// *pending*: a step that is not implemented yet.
enum PendingSample {
    static let steps = Steps(SampleWorld.self) {
        Given("an implemented non-pending step") { _ in }
        Given("an implemented step that is skipped") { _ in }
        Given("an unimplemented pending step") { _ in throw Pending() }
    }
}
