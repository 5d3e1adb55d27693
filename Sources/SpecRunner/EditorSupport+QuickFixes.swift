import SpecRunnerCore
import SpecRunnerReports

extension EditorSupport {
    /// The edits that make the undefined `step`, written on `line`, bind: its typographic quotes made straight, or
    /// its text worded as the definition it misses by a slip, with its own values kept.
    ///
    /// Each is offered only when the text it makes (an outline's step: its first examples row's) binds to exactly
    /// that definition.
    func fixes(
        for step: BoundStep, on line: Substring, matcher: StepMatcher, catalog: MessageCatalog
    ) -> [Diagnostic.Fix] {
        // The text's column: after the keyword, where the line has it (spaces may follow the keyword).
        let start = line.unicodeScalars.index(
            line.unicodeScalars.startIndex, offsetBy: step.column - 1 + step.keyword.unicodeScalars.count,
            limitedBy: line.unicodeScalars.endIndex)
        guard let start, let found = line[start...].range(of: step.text) else { return [] }
        let column = line.unicodeScalars[..<found.lowerBound].count + 1
        let straight = SummaryReport.straighteningQuotes(step.text)
        if straight != step.text, matcher.matches(SummaryReport.straighteningQuotes(step.boundText)).count == 1 {
            return [
                Diagnostic.Fix(
                    title: catalog.text(.quickFixStraightenQuotes), line: step.line, column: column,
                    length: step.text.unicodeScalars.count, replacement: straight)
            ]
        }
        guard step.slip, let meant = step.closest.first, definitions[meant].kind != "regular-expression" else {
            return []
        }
        let expression = definitions[meant].expression
        let worded = nearMissWording(of: step.text, as: expression)
        guard worded != step.text,
            matcher.matches(nearMissWording(of: step.boundText, as: expression)).map(\.definition) == [meant]
        else { return [] }
        return [.replacing(step.text, at: step.line, column: column, with: worded, catalog: catalog)]
    }
}
