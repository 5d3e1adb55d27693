import SpecRunner

/// *hooks-named*: hooks with names.
enum HooksNamedSample {
    static let steps = Steps(SampleWorld.self) {
        Before(name: "A named before hook") { _ in }
        When("a step passes") { _ in }
        After(name: "A named after hook") { _ in }
    }
}
