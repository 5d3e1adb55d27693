import CucumberMessages

/// What a run's results decide: whether the coverage gate holds, and the exit status.
///
/// The run decides it, once, from its results; reports show the verdict they are given and never decide it. A
/// command that reads recorded results (a merge of several runs) decides the same way by building one from them.
public struct RunJudgement: Sendable, Equatable {
    /// Whether the run itself succeeded (`TestRunFinished.success`).
    public let success: Bool
    /// Whether the coverage gate (`--coverage-min`) holds; `true` when there is none.
    public let gateHolds: Bool

    /// The judgement of a run that succeeded or not, with `boundPercent` of its scenarios bound, against the
    /// gate's `coverageMinimum` (a percentage, `nil` without a gate).
    public init(success: Bool, boundPercent: Double, coverageMinimum: Double?) {
        self.success = success
        // The tolerance keeps 100% bound at a gate of 100 whatever the rounding of the division.
        gateHolds = coverageMinimum.map { boundPercent + 1e-9 >= $0 } ?? true
    }

    /// The judgement of recorded results (a merge of shards), decided as a run decides its own: the run succeeded
    /// when it is `complete`, every planned test case finished, and no test case's final attempt nor run hook has
    /// a status that fails a run under `strict` (``CucumberMessages/Status/failsRun(strict:)``).
    @MainActor
    package init(results index: RunIndex, strict: Bool, complete: Bool, coverageMinimum: Double?) {
        let totals = index.totals
        let succeeded =
            complete && totals.notRun == 0
            && !totals.scenarioCounts.keys.contains { $0.failsRun(strict: strict) }
            && !index.runHookResults.contains { $0.result.status.failsRun(strict: strict) }
        self.init(
            success: succeeded, boundPercent: totals.coverage.overall.boundPercent, coverageMinimum: coverageMinimum)
    }

    /// The exit status: 0 when the run succeeded, the gate holds and every report was written, else 1.
    ///
    /// A run whose report was lost is not green.
    public func exitStatus(reportsWritten: Bool) -> Int32 {
        success && gateHolds && reportsWritten ? 0 : 1
    }
}
