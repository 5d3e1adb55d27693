import CucumberMessages
import Foundation
import SpecRunnerCore

/// `--format message`: the run as Cucumber Messages, one JSON envelope per line, as every Cucumber
/// implementation writes them (and as report tools, the HTML formatter and the Compatibility Kit read them).
@MainActor
final class MessageFormatter: SpecRunnerCore.Formatter {
    /// The stream is every message, in order.
    var needsEveryMessage: Bool { true }

    private let destination: ReportDestination
    private let lines = EnvelopeLineWriter()

    init(destination: ReportDestination) {
        self.destination = destination
    }

    func handle(_ envelope: Envelope, index: RunIndex) {
        destination.write(bytes: lines.line(envelope))
    }

    func finish(index: RunIndex) {}
}
