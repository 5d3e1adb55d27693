import Foundation

/// The results of the last runs, kept by `--history FILE` so the HTML report can show each scenario's recent
/// results, mark the unstable ones and draw the trend of pass rate and coverage.
///
/// The file is JSON (documented in `docs/html-report.md`): `format` and `version` say what it is, `runs` lists
/// the runs oldest first, each with its start, its pass rate and coverage, and each scenario's final status by
/// its key (`uri › name`). Only the last ``limit`` runs are kept. A file that is not such a history is an error
/// before the run starts, and it is left as it was: a history is never lost.
///
/// Self-contained (Foundation only), so that the history fuzzer (`Fuzz/HistoryFuzzer.swift`) is built from this
/// file; reading, writing and wording its problems are `RunHistory+File.swift`'s.
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

    var format = formatName
    var version = currentVersion
    var runs: [Run] = []

    /// Why bytes are not a history.
    enum Problem: Error, Equatable {
        case notJSON
        case unexpectedContent
        /// A key is missing, at the dotted `place` (empty at the top).
        case missingKey(String, place: String)
        case unexpectedValue(place: String)
        case otherFormat(String)
        case newer(version: Int)
        /// Run `run` (1-based) gives scenario `key` a `value` that is not a result.
        case badResult(run: Int, value: String, key: String)
        /// Run `run` (1-based) gives `field` a `value` that is not a percentage.
        case outOfRange(run: Int, field: String, value: Double)
    }

    /// The history `bytes` hold, checked: its format and version, every result one of `results`, and every
    /// percentage from 0 to 100 (a value the chart or the page could not show is refused here, not trapped on).
    static func decode(_ bytes: [UInt8], results: Set<String>) throws(Problem) -> RunHistory {
        let history: RunHistory
        do {
            history = try JSONDecoder().decode(RunHistory.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw problem(error)
        } catch {
            throw .unexpectedContent
        }
        guard history.format == formatName else { throw .otherFormat(history.format) }
        guard history.version <= currentVersion else { throw .newer(version: history.version) }
        for (number, run) in history.runs.enumerated() {
            if let (key, value) = run.scenarios.first(where: { !results.contains($0.value) }) {
                throw .badResult(run: number + 1, value: value, key: key)
            }
            for (field, value) in [("passing", run.passing), ("bound", run.bound)] where !(0...100).contains(value) {
                throw .outOfRange(run: number + 1, field: field, value: value)
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

    /// The history as its file holds it (keys sorted).
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and finite numbers cannot fail.
        return (try? [UInt8](encoder.encode(self))) ?? []
    }

    private static func problem(_ error: DecodingError) -> Problem {
        func place(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return .missingKey(key.stringValue, place: place(context.codingPath))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .unexpectedValue(place: place(context.codingPath))
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? .notJSON : .unexpectedValue(place: place(context.codingPath))
        @unknown default: return .unexpectedContent
        }
    }
}
