import SpecRunner

/// *unknown-parameter-type*: an expression naming a parameter type nobody defined.
enum UnknownParameterTypeSample {
    static let steps = Steps(SampleWorld.self) {
        Given("{airport} is closed because of a strike") { (_, _: String) in }
    }
}
