import SpecRunner

/// *markdown*: a Markdown-with-Gherkin feature.
enum MarkdownSample {
    static let steps = Steps(SampleWorld.self) {
        Given("some TypeScript code:") { (_, _: DocString) in }
        Given("some classic Gherkin:") { (_, _: DocString) in }
        When("we use a data table and attach something and then {word}") { (_, what: String, _: DataTable) in
            log("We are logging some plain text (\(what))")
            if what == "fail" { throw SampleError("You asked me to fail") }
        }
        Then("this might or might not run") { _ in }
    }
}
