import SpecRunner

/// *multiple-features* and *multiple-features-reversed*: three feature files, in order or reversed.
enum MultipleFeaturesSample {
    static let steps = Steps(SampleWorld.self) {
        Given("an order for {string}") { (_, _: String) in }
    }
}
