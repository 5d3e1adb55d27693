import CucumberMessages
import Foundation
import SpecRunnerCore

/// The results of the last runs, kept by `--history FILE` so the HTML report can show each scenario's recent
/// results, mark the unstable ones and draw the trend of pass rate and coverage.
///
/// The file is JSON (documented in `docs/html-report.md`): `format` and `version` say what it is, `runs` lists
/// the runs oldest first, each with its start, its pass rate and coverage, and each scenario's final status by
/// its key (`uri › name`). Only the last ``limit`` runs are kept. A file that is not such a history is an error
/// before the run starts, and it is left as it was: a history is never lost.
struct RunHistory: Codable, Equatable {
    /// One run: when it started, how much of it passed and was bound, and every scenario's result.
    struct Run: Codable, Equatable {
        /// The start of the run, as `2026-11-26T05:00:00.000Z`.
        var started: String
        /// The percentage of scenarios that passed.
        var passing: Double
        /// The percentage of scenarios whose every step has a definition.
        var bound: Double
        /// Each scenario's final status word (`passed`, `failed`, …, or `flaky` for passed on a retry).
        var scenarios: [String: String]
    }

    /// What the file says it is.
    static let formatName = "spec-runner-history"
    static let currentVersion = 1
    /// How many runs the file keeps: enough to see a week of daily runs and a few reruns.
    static let limit = 30
    /// The words a scenario's result may be.
    static let results: Set<String> = Set(Status.allCases.map(\.word) + ["flaky", "notrun", "nosteps"])

    var format = formatName
    var version = currentVersion
    var runs: [Run] = []

    /// The history in the file at `path`: empty when there is no file yet, an error (worded in `catalog`'s
    /// language) when it is not a history.
    static func load(_ path: String, catalog: MessageCatalog) throws(Diagnostic) -> RunHistory {
        guard FileManager.default.fileExists(atPath: path) else { return RunHistory() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw problem(
                path, catalog.text(.historyUnreadable), hint: catalog.text(.historyUnreadableHint), catalog)
        }
        let history: RunHistory
        do {
            history = try JSONDecoder().decode(RunHistory.self, from: data)
        } catch let error as DecodingError {
            throw problem(path, catalog.text(.historyNotHistory, describe(error, catalog)), catalog)
        } catch {
            throw problem(path, catalog.text(.historyNotHistory, catalog.text(.historyUnexpectedContent)), catalog)
        }
        guard history.format == formatName else {
            throw problem(
                path, catalog.text(.historyNotHistory, catalog.text(.historyOtherFormat, history.format)), catalog)
        }
        guard history.version <= currentVersion else {
            throw problem(
                path, catalog.text(.historyNewer, String(history.version)), hint: catalog.text(.historyNewerHint),
                catalog)
        }
        for (number, run) in history.runs.enumerated() {
            if let (key, value) = run.scenarios.first(where: { !results.contains($0.value) }) {
                throw problem(path, catalog.text(.historyBadResult, String(number + 1), value, key), catalog)
            }
        }
        return history
    }

    /// The history with `run` added, keeping the last ``limit`` runs.
    func adding(_ run: Run) -> RunHistory {
        var history = self
        history.runs = Array((runs + [run]).suffix(Self.limit))
        return history
    }

    /// Writes the history to `path` at once (a new file moved into place), so that a crash leaves the old one; a
    /// failure is worded in `catalog`'s language.
    func save(_ path: String, catalog: MessageCatalog) throws(Diagnostic) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Self.problem(path, catalog.text(.historyCannotWrite, error.localizedDescription), catalog)
        }
    }

    private static func problem(
        _ path: String, _ message: String, hint: String? = nil, _ catalog: MessageCatalog
    ) -> Diagnostic {
        Diagnostic(.error, path: path, message: message, hint: hint ?? catalog.text(.historyHint))
    }

    private static func describe(_ error: DecodingError, _ catalog: MessageCatalog) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty
                ? ""
                : catalog.text(
                    .historyAt, path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return catalog.text(.historyMissingKey, key.stringValue, place(context.codingPath))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return catalog.text(.historyUnexpectedValue, place(context.codingPath))
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? catalog.text(.historyNotJSON) : catalog.text(.historyUnexpectedValue, place(context.codingPath))
        @unknown default: return catalog.text(.historyUnexpectedContent)
        }
    }
}
