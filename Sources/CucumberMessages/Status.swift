/// The outcome of a step, a hook or a scenario, with Cucumber's semantics.
public enum Status: String, Codable, Sendable, CaseIterable, Comparable {
    /// Not known yet.
    case unknown = "UNKNOWN"
    /// Ran and passed.
    case passed = "PASSED"
    /// Did not run because of an earlier step, or skipped itself.
    case skipped = "SKIPPED"
    /// Declared as not implemented yet.
    case pending = "PENDING"
    /// No step definition matches.
    case undefined = "UNDEFINED"
    /// More than one step definition matches.
    case ambiguous = "AMBIGUOUS"
    /// Ran and failed.
    case failed = "FAILED"

    /// Severity order: a scenario's status is its worst step's.
    ///
    /// The cases number 0 to 6, one each, so a severity also indexes a fixed table of counts.
    package var severity: Int {
        switch self {
        case .unknown: 0
        case .passed: 1
        case .skipped: 2
        case .pending: 3
        case .undefined: 4
        case .ambiguous: 5
        case .failed: 6
        }
    }

    /// Hashes the case, not its raw text (the synthesized hash of a `String`-backed enum hashes the text).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
    }

    /// Whether `lhs` is less severe than `rhs`.
    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.severity < rhs.severity }

    /// Whether this status, on a final attempt, fails the run (`strict`: pending and undefined do too).
    public func failsRun(strict: Bool) -> Bool {
        switch self {
        case .failed, .ambiguous: true
        case .pending, .undefined: strict
        case .unknown, .passed, .skipped: false
        }
    }

    /// The status in lower case, as people read it (`passed`, `failed`…).
    public var word: String { rawValue.lowercased() }
}
