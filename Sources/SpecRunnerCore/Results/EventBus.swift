import CucumberMessages

/// Hands every envelope to the run index, then to each formatter, in order, and each finished test case (see
/// ``FinishedTestCase``) to each formatter once; then lets the index forget what no formatter needs any more.
@MainActor
package final class EventBus {
    package let index: RunIndex
    // The state is private and only ever assigned whole, so that reading it (at every envelope and step) needs no
    // exclusivity check at run time: a property another module may read, or one changed in place by a call, is
    // checked at every access.
    private var formatters: [any Formatter] = []
    private var wants = (everyMessage: false, stepStarts: false, wholeSyntaxTrees: false)
    /// Whether some formatter wants the envelopes that only announce things (`gherkinDocument`, `pickle`,
    /// `testCase`…); without one, the runtime does not build them.
    package var wantsEveryMessage: Bool { wants.everyMessage }
    /// Whether some formatter wants `testStepStarted`; without one, the runtime does not build them (a run of
    /// many short steps spends a noticeable part of its time announcing them).
    package var wantsStepStarts: Bool { wants.stepStarts }
    /// Whether some formatter shows the feature files whole; without one, the run keeps their outlines.
    package var wantsWholeSyntaxTrees: Bool { wants.wholeSyntaxTrees }
    /// Whether the index records the envelopes (a worker's reports are its parent's: nothing reads its index).
    private let recordsResults: Bool

    /// A bus for a run of `model`; without `recordsResults`, its index stays empty.
    package init(model: RunModel, recordsResults: Bool = true) {
        index = RunIndex(model: model)
        self.recordsResults = recordsResults
    }

    /// A bus for a stream of envelopes that is not this process's run (a recorded stream, a test): its index
    /// learns pickles, documents and test cases from the envelopes themselves.
    convenience init() {
        self.init(model: .standalone())
    }

    package func add(_ formatter: any Formatter) {
        formatters = formatters + [formatter]
        wants = (
            wants.everyMessage || formatter.needsEveryMessage, wants.stepStarts || formatter.needsStepStarts,
            wants.wholeSyntaxTrees || formatter.needsWholeSyntaxTrees
        )
    }

    package func emit(_ envelope: Envelope) {
        guard recordsResults else {
            for formatter in formatters { formatter.handle(envelope, index: index) }
            return
        }
        index.record(envelope)
        for formatter in formatters { formatter.handle(envelope, index: index) }
        if let finished = index.finishedTestCase {
            for formatter in formatters { formatter.finished(finished, index: index) }
        }
        index.forget(after: envelope)
    }

    /// Ends the run: the index records the run's judgement, which the reports then show.
    package func finish(_ judgement: RunJudgement) {
        index.judgement = judgement
        for formatter in formatters { formatter.finish(index: index) }
    }

    /// Ends a run that could not start because feature files do not parse.
    package func finish(unreadable errors: [Diagnostic], language: String) {
        for formatter in formatters { formatter.finish(unreadable: errors, language: language) }
    }
}
