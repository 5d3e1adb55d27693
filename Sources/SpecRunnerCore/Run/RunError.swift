import CucumberMessages

/// An error outside user code that stops the whole run — a bug, bad configuration, the environment — rather
/// than a scenario: the run ends there, and `testRunFinished` reports it with `success: false`, its `message`
/// and its `exception`.
struct RunError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    /// The error as `testRunFinished.exception` reports it.
    var exception: ExceptionMessage {
        ExceptionMessage(type: "RunError", message: message, stackTrace: "RunError: \(message)")
    }
}
