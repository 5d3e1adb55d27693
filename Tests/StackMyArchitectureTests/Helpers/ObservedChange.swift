import Foundation
import Observation

/// Whether Observation reported a change of what a closure read, as SwiftUI would be told to
/// re-render.
final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var reported = false

    /// Whether the change was reported.
    var happened: Bool {
        lock.withLock { reported }
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
        lock.withLock { reported = true }
    }
}
