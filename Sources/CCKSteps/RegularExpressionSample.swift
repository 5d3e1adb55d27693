import SpecRunner

/// *regular-expression*: a regular expression with optional groups.
enum RegularExpressionSample {
    static let steps = Steps(SampleWorld.self) {
        Given(.regex("^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$")) { (_, _: String, _: String?, _: String?) in }
    }
}
