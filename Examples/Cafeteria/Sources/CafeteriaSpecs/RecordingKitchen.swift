import Cafeteria
import Foundation

/// The kitchen at the app's edge: records every order it receives and answers with consecutive tickets,
/// after a pause when the scenario asks for a slow kitchen.
actor RecordingKitchen: Kitchen {
    private(set) var received: [[OrderLine]] = []
    private var pause: Duration = .zero

    /// From now on, every order takes `pause` to be accepted.
    func slowDown(by pause: Duration) {
        self.pause = pause
    }

    func prepare(_ lines: [OrderLine]) async throws -> Int {
        try await Task.sleep(for: pause)
        received.append(lines)
        return received.count
    }
}
