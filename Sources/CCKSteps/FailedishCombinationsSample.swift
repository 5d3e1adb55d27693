import SpecRunner

/// *failedish-combinations*: which statuses later steps get after the first failed-ish one.
enum FailedishCombinationsSample {
    static let steps = Steps(SampleWorld.self) {
        Given(.regex("^a step$")) { _ in }
        Given(.regex("^a skipped step$")) { _ in throw Skipped() }
        Given(.regex("^a pending step$")) { _ in throw Pending() }
        Given(.regex("^an ambiguous (.*?)$")) { (_, _: String) in }
        Given(.regex("^(.*?) ambiguous step$")) { (_, _: String) in }
        Given(.regex("^a failing step$")) { _ in throw SampleError("whoops") }
    }
}
