/// Whether a run may be called complete and green, and if not, why: the one verdict behind the terminal summary
/// and the HTML banner.
///
/// Green takes every scenario passed, every scenario bound (100% coverage), no scenario without steps and nothing
/// of the feature files lost to a description: a run that checked less than was written is not green. A dry run
/// runs nothing, so its verdict is about binding alone.
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
    /// What the feature files lost to their descriptions.
    let lost: [LostContent]
    /// Whether the run itself failed (a hook, an interruption, a failed gate, strict statuses).
    let runFailed: Bool
    let dryRun: Bool

    init(index: RunIndex, dryRun: Bool) {
        let coverage = index.totals.coverage
        let lostScenarios = coverage.lost.filter { $0.kind == .scenario }.count
        notPassed = coverage.overall.total - coverage.overall.passing - lostScenarios
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

    /// The verdict in a sentence: what holds, or which conditions fail, in the order they are checked.
    func sentence(spanish: Bool) -> String {
        if isGreen {
            if dryRun {
                return spanish
                    ? "Todos los escenarios están implementados: cada paso tiene exactamente una definición."
                    : "Every scenario is implemented: each step has exactly one definition."
            }
            return spanish
                ? "La especificación está implementada por completo y en verde."
                : "The specification is fully implemented and green."
        }
        var reasons: [String] = []
        func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
        if !dryRun && notPassed > 0 {
            reasons.append(
                spanish
                    ? plural(notPassed, "escenario no pasó", "escenarios no pasaron")
                    : plural(notPassed, "scenario did not pass", "scenarios did not pass"))
        }
        if unbound > 0 {
            reasons.append(
                spanish
                    ? "\(unbound) de \(total) escenarios no \(unbound == 1 ? "está implementado" : "están implementados")"
                    : "\(unbound) of \(total) scenarios \(unbound == 1 ? "is" : "are") not implemented")
        }
        if stepless > 0 {
            reasons.append(
                spanish
                    ? plural(stepless, "escenario no tiene pasos", "escenarios no tienen pasos")
                    : plural(stepless, "scenario has no steps", "scenarios have no steps"))
        }
        if !lost.isEmpty {
            reasons.append(
                spanish
                    ? plural(lost.count, "línea se leyó", "líneas se leyeron") + " como texto de la descripción"
                    : plural(lost.count, "line was", "lines were") + " read as description text")
        }
        if reasons.isEmpty {
            return spanish ? "La especificación todavía no está en verde." : "The specification is not green yet."
        }
        let list = reasons.joined(separator: "; ")
        if dryRun {
            return spanish
                ? "Todavía hay escenarios sin implementar: \(list)." : "Not every scenario is implemented yet: \(list)."
        }
        return spanish ? "La especificación no está en verde: \(list)." : "The specification is not green: \(list)."
    }
}
