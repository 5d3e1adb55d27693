import SpecRunner

/// *minimal*: one scenario, one step with an `{int}`.
enum MinimalSample {
    static let steps = Steps(SampleWorld.self) {
        Given("I have {int} cukes in my belly") { (_, _: Int) in }
    }
}
