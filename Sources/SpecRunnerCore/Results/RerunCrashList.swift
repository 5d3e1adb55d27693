import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run without workers that crashes leaves in its rerun file: the scenarios that failed, the one that
/// crashed and those not yet run, so that `spec-runner @FILE` finishes the job.
///
/// Kept in fixed buffers, ready before the run starts: ``writeAfterCrash()`` runs in the crash handler, where
/// only async-signal-safe work is allowed (`open`, `write`, `close`; no allocation, no lock).
package enum RerunCrashList {
    /// The list of the run in progress, held by this reference (nil outside a run).
    private static let current = Atomic<Unmanaged<List>?>(nil)

    /// One run's list.
    private final class List: Sendable {
        /// The rerun file, as a C string.
        let target: SignalSafeBuffer<CChar>
        /// Every planned scenario's `uri:line\n`, in the run's order, one after the other.
        let entries: SignalSafeBuffer<UInt8>
        /// Where each scenario's entry starts in `entries`, and (last) where they end.
        let offsets: SignalSafeBuffer<Int>
        /// Whether each finished scenario failed the run.
        let failed: SignalSafeBuffer<Bool>
        /// How many scenarios have finished: in a run without workers, they finish in the run's order.
        let finished = Atomic<Int>(0)

        init(path: String, scenarios: [String]) {
            target = SignalSafeBuffer(path.utf8CString)
            let text = scenarios.map { $0 + "\n" }
            entries = SignalSafeBuffer(text.flatMap(\.utf8))
            var position = 0
            var starts = [0]
            for entry in text {
                position += entry.utf8.count
                starts.append(position)
            }
            offsets = SignalSafeBuffer(starts)
            failed = SignalSafeBuffer(repeating: false, count: scenarios.count)
        }
    }

    /// Prepares the list for a run of `scenarios` (`uri:line`, in the run's order) reported to `path`.
    package static func prepare(path: String, scenarios: [String]) {
        let list = List(path: path, scenarios: scenarios)
        current.exchange(Unmanaged.passRetained(list), ordering: .acquiringAndReleasing)?.release()
    }

    /// Records that the next scenario of the run finished, and whether it failed the run.
    package static func scenarioFinished(failingTheRun: Bool) {
        guard let list = current.load(ordering: .acquiring)?.takeUnretainedValue() else { return }
        let finished = list.finished.load(ordering: .relaxed)
        guard finished < list.failed.count else { return }
        list.failed[finished] = failingTheRun
        list.finished.store(finished + 1, ordering: .releasing)
    }

    /// Forgets the list: the run ended and its rerun file was written in full.
    package static func clear() {
        current.exchange(nil, ordering: .acquiringAndReleasing)?.release()
    }

    /// Makes what ``writeAfterCrash()`` reads before a signal handler may call it.
    static func prepareForSignals() {
        _ = current.load(ordering: .relaxed)
    }

    /// Writes the rerun file of a run that crashed, from the crash handler (async-signal-safe).
    ///
    /// It lists the failed scenarios, then every one from the one that was running on.
    static func writeAfterCrash() {
        guard let list = current.load(ordering: .acquiring)?.takeUnretainedValue() else { return }
        let descriptor = open(list.target.start, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { return }
        let finished = list.finished.load(ordering: .acquiring)
        let offsets = list.offsets
        for index in 0..<list.failed.count where index >= finished || list.failed[index] {
            var start = offsets[index]
            while start < offsets[index + 1] {
                let written = write(descriptor, list.entries.start + start, offsets[index + 1] - start)
                if written <= 0 { break }
                start += written
            }
        }
        close(descriptor)
    }
}
