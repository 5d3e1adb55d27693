import SpecRunner

/// *hooks-undefined*: hooks around an undefined step.
enum HooksUndefinedSample {
    static let steps = Steps(SampleWorld.self) {
        Before { _ in }
        After { _ in }
    }
}
