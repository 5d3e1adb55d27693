import SpecRunner

/// *empty*: a scenario without steps, and no step definitions.
enum EmptySample {
    static let steps = Steps(SampleWorld.self) {}
}
