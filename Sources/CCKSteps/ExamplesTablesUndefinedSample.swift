import SpecRunner

/// *examples-tables-undefined*: outline values that make steps undefined.
enum ExamplesTablesUndefinedSample {
    static let steps = Steps(SampleWorld.self) {
        Given("there are {int} cucumbers") { (_, _: Int) in }
        When("I eat {int} cucumbers") { (_, _: Int) in }
        Then("I should have {int} cucumbers") { (_, _: Int) in }
    }
}
