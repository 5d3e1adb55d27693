import SpecRunner

/// *doc-strings*: doc strings with either delimiter and a media type.
enum DocStringsSample {
    static let steps = Steps(SampleWorld.self) {
        Given("a doc string:") { (_, _: DocString) in }
    }
}
