import CucumberMessages
import SpecRunnerCore

extension ReportOutline.StepEntry {
    /// Why it did not pass, in `catalog`'s language, for the reports CI shows (GitHub annotations, the job
    /// summary): its failure's message; an undefined step named, with the snippet that would define it; an
    /// ambiguous one with the definitions it matches (their files relative to `directory`).
    func problem(relativeTo directory: String, _ catalog: MessageCatalog, suggestions: [String: [Suggestion]])
        -> String
    {
        if status == .undefined, case .step(let pickleStep, _, _) = kind {
            let named = catalog.text(.undefinedStep(step: pickleStep.text))
            guard let snippet = suggestions[pickleStep.id]?.first?.snippets.first?.code else { return named }
            return named + "\n" + catalog.text(.implementItWith) + "\n" + snippet
        }
        if let message = message(relativeTo: directory, catalog) { return message }
        if status == .pending { return catalog.text(.htmlPendingStep) }
        return HTMLReportText(catalog).statusSingular[status] ?? status.word
    }

    /// Whether it is one a CI report shows as a problem: it failed, or is ambiguous, undefined or pending.
    var isProblem: Bool {
        switch status {
        case .failed, .ambiguous, .undefined, .pending: true
        case .passed, .skipped, .unknown: false
        }
    }
}
