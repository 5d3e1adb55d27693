import Observation

/// Records every value a view model publishes for one property, through Observation, as SwiftUI sees them.
///
/// Observation reports a change before the new value is stored, so the recorder reads the value in the next
/// main-actor turn, once the setter has finished, and then observes again.
@MainActor
final class StateHistory<Value: Sendable> {
    private(set) var values: [Value] = []
    private let read: @MainActor () -> Value
    private var stopped = false

    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        observe()
    }

    /// Forgets what was recorded so far and keeps recording.
    func reset() { values.removeAll() }

    /// Stops recording.
    func stop() { stopped = true }

    /// Lets pending observations land: every published value is recorded once the main actor is idle.
    func settle() async {
        for _ in 0..<10 { await Task.yield() }
    }

    private func observe() {
        guard !stopped else { return }
        withObservationTracking {
            _ = read()
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in
                guard let self, !self.stopped else { return }
                self.values.append(self.read())
                self.observe()
            }
        }
    }
}
