import SpecRunner

/// *backgrounds* and *rules-backgrounds*: background steps prepended to each scenario.
enum BackgroundsSample {
    static let steps = Steps(SampleWorld.self) {
        Given("an order for {string}") { (_, _: String) in }
        When("an action") { _ in }
        Then("an outcome") { _ in }
    }
}
