import SpecRunner

/// *hooks-conditional*: hooks selected by tag expressions, some of which fail.
enum HooksConditionalSample {
    static let steps = Steps(SampleWorld.self) {
        Before("@passing-hook") { _ in }
        Before("@fail-before") { _ in throw SampleError("Exception in conditional hook") }
        When("a step passes") { _ in }
        After("@fail-after") { _ in throw SampleError("Exception in conditional hook") }
        After("@passing-hook") { _ in }
    }
}
