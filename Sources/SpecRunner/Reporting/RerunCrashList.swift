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
enum RerunCrashList {
    // nonisolated(unsafe): the crash handler reads these, and a signal handler may take no lock.
    /// The rerun file, as a C string.
    private nonisolated(unsafe) static var target: UnsafeMutablePointer<CChar>?
    /// Every planned scenario's `uri:line\n`, in the run's order, one after the other.
    private nonisolated(unsafe) static var entries: UnsafeMutablePointer<UInt8>?
    /// Where each scenario's entry starts in `entries`, and (last) where they end.
    private nonisolated(unsafe) static var offsets: UnsafeMutablePointer<Int>?
    /// Whether each finished scenario failed the run.
    private nonisolated(unsafe) static var failed: UnsafeMutablePointer<Bool>?
    private nonisolated(unsafe) static var count = 0
    /// How many scenarios have finished: in a run without workers, they finish in the run's order.
    private nonisolated(unsafe) static var finished = 0

    /// Prepares the list for a run of `scenarios` (`uri:line`, in the run's order) reported to `path`.
    static func prepare(path: String, scenarios: [String]) {
        clear()
        let text = scenarios.map { $0 + "\n" }
        let bytes = text.reduce(0) { $0 + $1.utf8.count }
        let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes, 1))
        let offsets = UnsafeMutablePointer<Int>.allocate(capacity: scenarios.count + 1)
        var position = 0
        for (index, entry) in text.enumerated() {
            offsets[index] = position
            for byte in entry.utf8 {
                entries[position] = byte
                position += 1
            }
        }
        offsets[scenarios.count] = position
        let failed = UnsafeMutablePointer<Bool>.allocate(capacity: max(scenarios.count, 1))
        failed.initialize(repeating: false, count: max(scenarios.count, 1))
        finished = 0
        count = scenarios.count
        Self.entries = entries
        Self.offsets = offsets
        Self.failed = failed
        target = strdup(path)
    }

    /// Records that the next scenario of the run finished, and whether it failed the run.
    static func scenarioFinished(failingTheRun: Bool) {
        guard let failed, finished < count else { return }
        failed[finished] = failingTheRun
        finished += 1
    }

    /// Forgets the list: the run ended and its rerun file was written in full.
    static func clear() {
        let old = target
        target = nil
        free(old)
        entries?.deallocate()
        offsets?.deallocate()
        failed?.deallocate()
        entries = nil
        offsets = nil
        failed = nil
        count = 0
        finished = 0
    }

    /// Writes the rerun file of a run that crashed, from the crash handler (async-signal-safe).
    ///
    /// It lists the failed scenarios, then every one from the one that was running on.
    static func writeAfterCrash() {
        guard let target, let entries, let offsets, let failed else { return }
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { return }
        for index in 0..<count where index >= finished || failed[index] {
            var start = offsets[index]
            while start < offsets[index + 1] {
                let written = write(descriptor, entries + start, offsets[index + 1] - start)
                if written <= 0 { break }
                start += written
            }
        }
        close(descriptor)
    }
}
