import SpecRunner

/// *examples-tables-undefined-multiple*: outline values that make several steps undefined.
enum ExamplesTablesUndefinedMultipleSample {
    static let steps = Steps(SampleWorld.self) {
        Given("there are {int} cucumbers") { (_, _: Int) in }
        When("I eat {int} cucumbers") { (_, _: Int) in }
        Then("I should have {int} cucumbers") { (_, _: Int) in }
    }
}
