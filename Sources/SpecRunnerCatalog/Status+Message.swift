import CucumberMessages

extension Status {
    /// The status's word in the counts, for `count` of them (`3 passed`).
    package func message(count: Int) -> Message {
        switch self {
        case .passed: .statusPassed(count: count)
        case .failed: .statusFailed(count: count)
        case .ambiguous: .statusAmbiguous(count: count)
        case .undefined: .statusUndefined(count: count)
        case .pending: .statusPending(count: count)
        case .skipped: .statusSkipped(count: count)
        case .unknown: .statusUnknown(count: count)
        }
    }
}
