import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a graceful stop.
///
/// The step running is cancelled, nothing new starts, every report is still written, and the run exits 130
/// (SIGINT) or 143 (SIGTERM). A second signal ends the process at once.
package final class Interruption: Sendable {
    /// The process-wide instance; signals belong to the process.
    package static let shared = Interruption()

    private struct State {
        var received: Int32?
        var sources: [any DispatchSourceSignal] = []
        var cancelCurrentWork: (@Sendable () -> Void)?
        /// The language of the run's notices (``install(catalog:)``).
        var catalog = MessageCatalog.english
    }

    private let state = Mutex(State())

    /// The signal that asked the run to stop, if one did.
    package var signal: Int32? {
        state.withLock { $0.received }
    }

    /// The exit status for the signal received: 128 + its number.
    package var exitStatus: Int32? { signal.map { 128 + $0 } }

    /// The name of the signal received (`SIGINT`, `SIGTERM`), if one was.
    package var signalName: String? { signal.map(Self.name) }

    /// The name of SIGINT or SIGTERM.
    package static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT" : "SIGTERM"
    }

    /// What the reports of an interrupted run say about it (`interrupted by SIGINT: …`), or `nil`.
    package var reportMessage: String? {
        let (received, catalog) = state.withLock { ($0.received, $0.catalog) }
        return received.map { catalog.text(.runInterrupted(signal: Self.name($0))) }
    }

    /// Starts listening for SIGINT and SIGTERM (idempotent), saying what happens in `catalog`'s language.
    package func install(catalog: MessageCatalog) {
        state.withLock { state in
            state.catalog = catalog
            guard state.sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                Foundation.signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInteractive))
                // Signals that arrive before the handler runs are counted, not queued: two at once are a second
                // signal. (The source holds itself through its handler: it lives as long as the process.)
                source.setEventHandler { [weak self, source] in self?.receive(number, count: source.data) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    /// Registers what to cancel if a signal arrives while user code runs (cancelled at once when one already
    /// has).
    package func cancelOnSignal(_ cancel: (@Sendable () -> Void)?) {
        let alreadyInterrupted = state.withLock { state in
            state.cancelCurrentWork = cancel
            return state.received != nil
        }
        if alreadyInterrupted { cancel?() }
    }

    private func receive(_ number: Int32, count: UInt) {
        let (isSecond, cancel, catalog) = state.withLock {
            state -> (Bool, (@Sendable () -> Void)?, MessageCatalog) in
            if state.received != nil || count > 1 { return (true, nil, state.catalog) }
            state.received = number
            return (false, state.cancelCurrentWork, state.catalog)
        }
        if isSecond {
            // The second signal: the user really wants out, and no worker may outlive the runner; the reports,
            // incomplete, stay as they were.
            ChildProcesses.killAll()
            ReportFileCleanup.removeAll()
            _exit(128 + number)
        }
        FileHandle.standardError.write(
            Data("\nspec-runner: \(catalog.text(.runSignalReceived(signal: Self.name(number))))\n".utf8))
        cancel?()
    }
}
