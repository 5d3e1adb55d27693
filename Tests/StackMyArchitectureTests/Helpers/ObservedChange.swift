import Foundation
import Observation
import Synchronization

/// Whether Observation reported a change of what a closure read, as SwiftUI would be told to
/// re-render.
final class ObservedChange: Sendable {
    private let reported = Atomic<Bool>(false)

    /// Whether the change was reported.
    var happened: Bool {
        reported.load(ordering: .acquiring)
    }

    /// Starts tracking everything `read` reads; the result reports the next change of any of it.
    @MainActor
    static func next(of read: () -> some Any) -> ObservedChange {
        let change = ObservedChange()
        withObservationTracking {
            _ = read()
        } onChange: {
            change.report()
        }
        return change
    }

    private func report() {
        reported.store(true, ordering: .releasing)
    }
}
