/// Whether a run may be called complete and green, and if not, why: the one verdict behind the terminal summary
/// and the HTML banner.
///
/// Green takes every scenario passed, every scenario bound (100% coverage), no scenario without steps and nothing
/// of the feature files lost to a description: a run that checked less than was written is not green. A dry run
/// runs nothing, so its verdict is about binding alone.
import SpecRunnerCore

@MainActor
struct RunVerdict {
    /// Scenarios that did not pass (failed, undefined, pending, skipped, not run); lost ones are counted apart.
    let notPassed: Int
    /// The scenarios counted, lost ones included.
    let total: Int
    /// The scenarios that are not bound, lost and step-less ones included.
    let unbound: Int
    /// The scenarios without steps.
    let stepless: Int
    /// What of the feature files the run does not check.
    let lost: [LostContent]
    /// Whether the run itself failed (a hook, an interruption, a failed gate, strict statuses).
    let runFailed: Bool
    let dryRun: Bool

    init(index: RunIndex, dryRun: Bool) {
        let coverage = index.totals.coverage
        notPassed = coverage.overall.total - coverage.overall.passing - coverage.lostAlone
        total = coverage.overall.total
        unbound = coverage.overall.total - coverage.overall.bound
        stepless = coverage.stepless
        lost = coverage.lost
        runFailed = index.judgement?.gateHolds == false || (!dryRun && index.runFinished?.success != true)
        self.dryRun = dryRun
    }

    /// Whether the run may be called complete and green (in a dry run: completely bound).
    var isGreen: Bool {
        (dryRun || notPassed == 0) && unbound == 0 && stepless == 0 && lost.isEmpty && !runFailed && total > 0
    }

    /// The verdict in a sentence of `catalog`'s language: what holds, or which conditions fail, in the order they
    /// are checked.
    func sentence(_ catalog: MessageCatalog) -> String {
        if isGreen { return catalog.text(dryRun ? .verdictDryRunGreen : .verdictGreen) }
        var reasons: [String] = []
        if !dryRun && notPassed > 0 { reasons.append(catalog.text(.verdictNotPassed(count: notPassed))) }
        if unbound > 0 { reasons.append(catalog.text(.verdictUnbound(count: unbound, total: String(total)))) }
        if stepless > 0 { reasons.append(catalog.text(.verdictStepless(count: stepless))) }
        if !lost.isEmpty { reasons.append(catalog.text(.verdictLost(count: lost.count))) }
        if reasons.isEmpty { return catalog.text(.verdictNotGreenYet) }
        let list = dryRun ? Message.verdictDryRunList : Message.verdictList
        return catalog.text(list(reasons.joined(separator: "; ")))
    }
}
