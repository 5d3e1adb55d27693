import CucumberMessages
import SpecRunnerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The history's file: read or refused, written as a report is (``ReportFile``: beside its target, renamed over
/// it, through links, never over a read-only file), one run at a time.
extension RunHistory {
    /// The words a scenario's result may be.
    static let results: Set<String> = Set(Status.allCases.map(\.word) + ["flaky", "notrun", "nosteps"])

    /// The history in the file at `path`: empty when there is no file yet, an error (worded in `catalog`'s
    /// language) when it is not a history, cannot be read, or could not be written back at the end (a read-only
    /// file, a missing or read-only folder): the run would otherwise lose its entry without a word.
    static func load(_ path: String, catalog: MessageCatalog) throws(Diagnostic) -> RunHistory {
        _ = try ReportFile(path: path, catalog: catalog, role: Message.historyCannotWrite)
        return try read(path, catalog)
    }

    /// Adds `run` to the history at `path` and writes it, locked against other runs doing the same (each adds
    /// its run to what the file holds then); the history written.
    static func record(_ run: Run, at path: String, catalog: MessageCatalog) throws(Diagnostic) -> RunHistory {
        let file = try ReportFile(path: path, catalog: catalog, role: Message.historyCannotWrite)
        // A lock file beside the target, never removed: removing it would let a third run lock another file.
        let lock = lockPath(beside: file.target)
        let descriptor = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let reason = FileSystem.Failure(code: errno).text(catalog)
            throw Diagnostic(.error, path: path, message: catalog.text(.historyCannotWrite(reason: reason)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        let history = try read(path, catalog).adding(run)
        try history.write(to: file)
        return history
    }

    /// Writes the history to `path`, replacing what is there.
    func save(_ path: String, catalog: MessageCatalog) throws(Diagnostic) {
        try write(to: ReportFile(path: path, catalog: catalog, role: Message.historyCannotWrite))
    }

    private func write(to file: ReportFile) throws(Diagnostic) {
        try file.open()
        file.write(bytes: encoded())
        if let problem = file.commit() { throw problem }
    }

    private static func read(_ path: String, _ catalog: MessageCatalog) throws(Diagnostic) -> RunHistory {
        switch ConfigurationFile.load(path) {
        case .missing: return RunHistory()
        case .failed(let failure):
            throw problem(
                path, catalog.text(.historyUnreadable(reason: failure.text(catalog))),
                hint: catalog.text(.historyUnreadableHint), catalog)
        case .read(let bytes):
            do throws(Problem) {
                return try decode(bytes, results: results)
            } catch {
                throw problem(path, describe(error, catalog), hint: hint(for: error, catalog), catalog)
            }
        }
    }

    /// `.NAME.lock` in the folder of `target`.
    private static func lockPath(beside target: String) -> String {
        guard let slash = target.lastIndex(of: "/") else { return "." + target + ".lock" }
        return target[...slash] + "." + target[target.index(after: slash)...] + ".lock"
    }

    private static func problem(
        _ path: String, _ message: String, hint: String? = nil, _ catalog: MessageCatalog
    ) -> Diagnostic {
        Diagnostic(.error, path: path, message: message, hint: hint ?? catalog.text(.historyHint))
    }

    private static func hint(for problem: Problem, _ catalog: MessageCatalog) -> String? {
        if case .newer = problem { return catalog.text(.historyNewerHint) }
        return nil
    }

    private static func describe(_ problem: Problem, _ catalog: MessageCatalog) -> String {
        func place(_ dotted: String) -> String { dotted.isEmpty ? "" : catalog.text(.historyAt(path: dotted)) }
        let reason: String
        switch problem {
        case .newer(let version): return catalog.text(.historyNewer(version: String(version)))
        case .badResult(let run, let value, let key):
            return catalog.text(.historyBadResult(run: String(run), value: value, key: key))
        case .outOfRange(let run, let field, let value):
            return catalog.text(.historyOutOfRange(run: String(run), field: field, value: String(value)))
        case .notJSON: reason = catalog.text(.historyNotJSON)
        case .unexpectedContent: reason = catalog.text(.historyUnexpectedContent)
        case .missingKey(let key, let at): reason = catalog.text(.historyMissingKey(key: key, place: place(at)))
        case .unexpectedValue(let at): reason = catalog.text(.historyUnexpectedValue(place: place(at)))
        case .otherFormat(let format): reason = catalog.text(.historyOtherFormat(format: format))
        }
        return catalog.text(.historyNotHistory(reason: reason))
    }
}
