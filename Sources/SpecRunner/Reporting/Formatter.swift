/// A report of the run, built from its envelopes as they arrive.
@MainActor
protocol Formatter: AnyObject {
    /// Takes the next envelope; `index` already includes it.
    func handle(_ envelope: Envelope, index: RunIndex)
    /// Writes whatever is left once the run is over.
    func finish(index: RunIndex)
}

/// Hands every envelope to the run index, then to each formatter, in order.
@MainActor
final class EventBus {
    let index = RunIndex()
    private var formatters: [any Formatter] = []

    func add(_ formatter: any Formatter) {
        formatters.append(formatter)
    }

    func emit(_ envelope: Envelope) {
        index.record(envelope)
        for formatter in formatters { formatter.handle(envelope, index: index) }
    }

    func finish() {
        for formatter in formatters { formatter.finish(index: index) }
    }
}
