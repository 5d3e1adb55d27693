import SpecRunner

/// *all-statuses*: one scenario per status, with regular expressions.
enum AllStatusesSample {
    static let steps = Steps(SampleWorld.self) {
        Given(.regex("^a step$")) { _ in }
        Given(.regex("^a failing step$")) { _ in throw SampleError("whoops") }
        Given(.regex("^a pending step$")) { _ in throw Pending() }
        Given(.regex("^a skipped step$")) { _ in throw Skipped() }
        Given(.regex("^an ambiguous (.*?)$")) { (_, _: String) in }
        Given(.regex("^(.*?) ambiguous step$")) { (_, _: String) in }
    }
}
