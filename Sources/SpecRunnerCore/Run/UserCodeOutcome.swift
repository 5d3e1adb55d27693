import CucumberMessages
import Foundation

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
    /// is shown relative to its package (or else to `workingDirectory`), and its text worded in `catalog`'s language.
    init(
        error: any Error, location: () -> String?, definition: () -> String?, workingDirectory: String,
        catalog: MessageCatalog
    ) {
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
            let place = SourceReference(uri: failure.file, line: failure.line).relativeToPackage(or: workingDirectory)
                .description(relativeTo: nil)
            let words = failure.words(in: catalog.code)
            message = "\(words)\n  " + catalog.text(.expectAt(place: place))
            exception = ExceptionMessage(
                type: "ExpectationFailure",
                message: words,
                stackTrace: Self.trace("ExpectationFailure: \(words)", [place] + trace)
            )
        default:
            status = .failed
            let type = String(reflecting: Swift.type(of: error))
            let text = Self.describe(error, catalog)
            message = text
            exception = ExceptionMessage(type: type, message: text, stackTrace: Self.trace("\(type): \(text)", trace))
        }
    }

    init(status: Status, message: String? = nil, exception: ExceptionMessage? = nil) {
        self.status = status
        self.message = message
        self.exception = exception
    }

    /// What an error thrown by the app or the step says about itself: its `LocalizedError` description, its own
    /// `CustomStringConvertible` text, or else a sentence naming it (a bare `OrderError()` tells a reader nothing).
    private static func describe(_ error: any Error, _ catalog: MessageCatalog) -> String {
        if let argumentError = error as? StepArgumentError { return catalog.text(argumentError.message) }
        if let described = (error as? any LocalizedError)?.errorDescription { return described }
        // Through `Any`: cast from `any Error`, every error would pass as `NSError`'s English description.
        if let convertible = (error as Any) as? any CustomStringConvertible { return convertible.description }
        return catalog.text(.stepThrewUndescribedError(error: String(describing: error)))
    }

    /// A step that ran past the timeout; its task has been cancelled.
    static func timedOut(
        after seconds: Double, location: () -> String?, definition: () -> String?, catalog: MessageCatalog
    ) -> UserCodeOutcome {
        let text = catalog.text(.stepTimedOut(seconds: formatSeconds(seconds, catalog)))
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
    package static func interrupted(started: Bool, failing: Bool, catalog: MessageCatalog) -> UserCodeOutcome {
        guard failing else {
            return UserCodeOutcome(
                status: .skipped,
                message: catalog.text(started ? .stepNotFinishedInterrupted : .stepNotRunInterrupted))
        }
        let name = Interruption.shared.signalName ?? catalog.text(.aSignal)
        let text = catalog.text(
            started ? .stepNotFinishedWorkerSignal(signal: name) : .stepNotRunWorkerSignal(signal: name))
        return UserCodeOutcome(
            status: .failed, message: text,
            exception: ExceptionMessage(
                type: started ? workerInterruptedType : workerInterruptedBeforeStepType, message: text))
    }

    /// The exception type of a step failed because its worker was interrupted; the parent, when the run itself
    /// was interrupted, reports such a step as a serial run would: skipped.
    package static let workerInterruptedType = "WorkerInterrupted"
    /// The exception type of a step its worker's interruption kept from starting (the parent tells the two apart
    /// by type, not by the text, which is in the run's language).
    package static let workerInterruptedBeforeStepType = "WorkerInterruptedBeforeStep"

    private static func trace(_ headline: String, _ frames: [String]) -> String {
        ([headline] + frames).joined(separator: "\n")
    }

    package func result(duration: Duration) -> TestStepResult {
        TestStepResult(status: status, duration: duration, message: message, exception: exception)
    }
}

/// `2 s`, `0.5 s` (`0,5 s` in Spanish).
package func formatSeconds(_ seconds: Double, _ catalog: MessageCatalog = .english) -> String {
    let number = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    return number.replacingOccurrences(of: ".", with: catalog.decimalSeparator) + " s"
}
