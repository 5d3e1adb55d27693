import CucumberMessages

/// How a run ended: what its `testRunFinished` says, and whether it succeeded.
package struct RunEnding {
    /// Whether the run succeeded, as its judgement takes it.
    package var success: Bool
    /// Why the run stopped, when something other than a test case's result stopped it.
    package var message: String?
    package var exception: ExceptionMessage?
    package var timestamp = Timestamp.now()
    /// Whether a signal interrupted the run: its `testRunFinished` then says that it did not succeed.
    package var interrupted = false

    package init(success: Bool, message: String? = nil, exception: ExceptionMessage? = nil) {
        self.success = success
        self.message = message
        self.exception = exception
    }

    /// The end of a run this process ran, in itself or in workers: `errors` (a worker that crashed outside a
    /// test case) and an interruption, which every report then says.
    package static func live(success: Bool, errors: [String] = []) -> RunEnding {
        let interruption = Interruption.shared.reportMessage
        let lines = errors + [interruption].compactMap { $0 }
        let message = lines.isEmpty ? nil : lines.joined(separator: "\n")
        var ending = RunEnding(
            success: success, message: message,
            exception: message.map {
                ExceptionMessage(type: errors.isEmpty ? "Interrupted" : "WorkerCrash", message: $0)
            })
        ending.interrupted = interruption != nil
        return ending
    }
}
