import CucumberMessages

/// How a call into user code (a step or a hook) ended, mapped to Cucumber's statuses.
package struct UserCodeOutcome: Sendable {
    var status: Status
    var message: String?
    var exception: ExceptionMessage?

    static let passed = UserCodeOutcome(status: .passed)

    /// Maps an error thrown by user code: `Pending` and `Skipped` mean what they say; anything else fails.
    ///
    /// `location` is the step's feature file:line and `definition` the definition's file:line; they open the
    /// stack trace so that a failure points at both the specification and the code. A failed expectation's file
    /// is shown relative to `workingDirectory` when it is under it.
    init(error: any Error, location: () -> String?, definition: () -> String?, workingDirectory: String) {
        // Locations are only worked out for the errors that need them, not for every passing step.
        var trace: [String] = []
        if let location = location() { trace.append(location) }
        if let definition = definition() { trace.append(definition) }
        switch error {
        case let pending as Pending:
            status = .pending
            message = pending.reason
            exception = pending.reason.map {
                ExceptionMessage(type: "Pending", message: $0, stackTrace: Self.trace("Pending: \($0)", trace))
            }
        case let skipped as Skipped:
            status = .skipped
            message = skipped.reason
            exception = skipped.reason.map {
                ExceptionMessage(type: "Skipped", message: $0, stackTrace: Self.trace("Skipped: \($0)", trace))
            }
        case let failure as ExpectationFailure:
            status = .failed
            let place = SourceReference(uri: failure.file, line: failure.line).description(relativeTo: workingDirectory)
            let text = "\(failure.message)\n  at \(place)"
            message = text
            exception = ExceptionMessage(
                type: "ExpectationFailure",
                message: failure.message,
                stackTrace: Self.trace("ExpectationFailure: \(failure.message)", [place] + trace)
            )
        default:
            status = .failed
            let type = String(reflecting: Swift.type(of: error))
            let text = String(describing: error)
            message = text
            exception = ExceptionMessage(type: type, message: text, stackTrace: Self.trace("\(type): \(text)", trace))
        }
    }

    init(status: Status, message: String? = nil, exception: ExceptionMessage? = nil) {
        self.status = status
        self.message = message
        self.exception = exception
    }

    /// A step that ran past the timeout; its task has been cancelled.
    static func timedOut(after seconds: Double, location: () -> String?, definition: () -> String?) -> UserCodeOutcome {
        let text = "timed out after \(formatSeconds(seconds)); the step's task was cancelled"
        let trace = [location(), definition()].compactMap { $0 }
        return UserCodeOutcome(
            status: .failed,
            message: text,
            exception: ExceptionMessage(
                type: "Timeout", message: text, stackTrace: Self.trace("Timeout: \(text)", trace))
        )
    }

    /// A step the run's interruption cut (`started`) or kept from running: skipped, as a user's Ctrl-C stops a
    /// run; but in a worker (`failing`), whose interruption is not the run's unless the parent says so, failed
    /// (see ``workerInterruptedType``), so that a signal sent to a worker alone cannot leave its test case green.
    package static func interrupted(started: Bool, failing: Bool) -> UserCodeOutcome {
        guard failing else {
            return UserCodeOutcome(
                status: .skipped,
                message: started ? "not finished: the run was interrupted" : "not run: the run was interrupted")
        }
        let name = Interruption.shared.signalName ?? "a signal"
        let text = "\(started ? "not finished" : "not run"): its worker process received \(name)"
        return UserCodeOutcome(
            status: .failed, message: text, exception: ExceptionMessage(type: workerInterruptedType, message: text))
    }

    /// The exception type of a step failed because its worker was interrupted; the parent, when the run itself
    /// was interrupted, reports such a step as a serial run would: skipped.
    package static let workerInterruptedType = "WorkerInterrupted"

    private static func trace(_ headline: String, _ frames: [String]) -> String {
        ([headline] + frames).joined(separator: "\n")
    }

    package func result(duration: Duration) -> TestStepResult {
        TestStepResult(status: status, duration: duration, message: message, exception: exception)
    }
}

/// `2 s`, `0.5 s`.
package func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
