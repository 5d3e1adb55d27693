import SpecRunner

/// *undefined* and *undefined-multiple*: steps without definitions get suggestions.
enum UndefinedSample {
    static let steps = Steps(SampleWorld.self) {
        Given("an implemented step") { _ in }
        Given("a step that will be skipped") { _ in }
    }
}
