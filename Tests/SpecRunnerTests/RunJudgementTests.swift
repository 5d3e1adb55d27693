import Testing

@testable import SpecRunnerCore

/// The run's judgement: the coverage gate and the exit status, from the results alone.
struct RunJudgementTests {
    @Test(arguments: [
        (100.0, nil as Double?, true), (100.0, 100.0, true), (99.5, 100.0, false), (80.0, 80.0, true),
        (79.99, 80.0, false), (0.0, 0.0, true), (200.0 / 3.0, 66.67, false), (200.0 / 3.0, 66.66, true),
    ])
    func theGateHoldsWhenTheBoundShareReachesTheMinimum(bound: Double, minimum: Double?, holds: Bool) {
        #expect(RunJudgement(success: true, boundPercent: bound, coverageMinimum: minimum).gateHolds == holds)
    }

    @Test func aFullyBoundRunHoldsAGateOfOneHundredWhateverTheRounding() {
        let bound = Double(7) * 100 / Double(7)
        #expect(RunJudgement(success: true, boundPercent: bound, coverageMinimum: 100).gateHolds)
    }

    @Test(arguments: [
        (true, 100.0, true, Int32(0)), (false, 100.0, true, 1), (true, 50.0, true, 1), (true, 100.0, false, 1),
    ])
    func theExitStatusIsZeroOnlyForASuccessfulRunWithItsGateAndItsReports(
        success: Bool, bound: Double, reportsWritten: Bool, status: Int32
    ) {
        let judgement = RunJudgement(success: success, boundPercent: bound, coverageMinimum: 90)
        #expect(judgement.exitStatus(reportsWritten: reportsWritten) == status)
    }
}
