import SpecRunner

/// *ambiguous*: two regular expressions match the same step.
enum AmbiguousSample {
    static let steps = Steps(SampleWorld.self) {
        Given(.regex("^a (.*?) with (.*?)$")) { (_, _: String, _: String) in }
        Given(.regex("^a step with (.*?)$")) { (_, _: String) in }
    }
}
