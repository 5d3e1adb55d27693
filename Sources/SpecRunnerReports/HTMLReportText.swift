import CucumberMessages
import SpecRunnerCore

/// The words of the HTML report's chrome (headings, labels, statuses, filters) in one language.
///
/// The chrome follows the run's output language, never the keywords of a feature file: a Spanish feature in an
/// English run keeps its own keywords and text, under English headings. This is the one table of the page's
/// words, read from the run's ``MessageCatalog`` (its `html…` keys); the script's words travel to it as `data-`
/// attributes written from here.
struct HTMLReportText {
    /// The catalog the words come from (numbers and durations are written its way too).
    let catalog: MessageCatalog
    let language: String
    let statusPlural: [Status: String]
    let statusSingular: [Status: String]
    /// Why a tag expression does not parse, by the reason's key in the page's evaluator.
    let tagReasons: [String: String]

    /// The text of `message` in the chrome's language.
    func callAsFunction(_ message: Message) -> String {
        catalog.text(message)
    }

    /// The chrome in `catalog`'s language.
    init(_ catalog: MessageCatalog) {
        self.catalog = catalog
        language = catalog.code
        statusPlural = [
            .passed: catalog.text(.htmlStatusPluralPassed), .failed: catalog.text(.htmlStatusPluralFailed),
            .ambiguous: catalog.text(.htmlStatusPluralAmbiguous), .undefined: catalog.text(.htmlStatusPluralUndefined),
            .pending: catalog.text(.htmlStatusPluralPending), .skipped: catalog.text(.htmlStatusPluralSkipped),
            .unknown: catalog.text(.htmlStatusPluralUnknown),
        ]
        statusSingular = [
            .passed: catalog.text(.htmlStatusSingularPassed), .failed: catalog.text(.htmlStatusSingularFailed),
            .ambiguous: catalog.text(.htmlStatusSingularAmbiguous),
            .undefined: catalog.text(.htmlStatusSingularUndefined), .pending: catalog.text(.htmlStatusSingularPending),
            .skipped: catalog.text(.htmlStatusSingularSkipped), .unknown: catalog.text(.htmlStatusSingularUnknown),
        ]
        tagReasons = [
            "operand": catalog.text(.htmlTagReasonsOperand), "operator": catalog.text(.htmlTagReasonsOperator),
            "open": catalog.text(.htmlTagReasonsOpen), "close": catalog.text(.htmlTagReasonsClose),
            "escape": catalog.text(.htmlTagReasonsEscape),
        ]
    }

    /// The chrome for the output language `language` (`es`, `es_ES`…; English for a language the runner does not
    /// speak).
    static func forLanguage(_ language: String) -> HTMLReportText {
        HTMLReportText(MessageCatalog.named(language) ?? .english)
    }

    /// A status filter's label: the statuses, then flaky and not bound.
    func filterLabel(_ kind: String) -> String {
        switch kind {
        case "flaky": catalog.text(.htmlFlakyPlural)
        case "notbound": catalog.text(.htmlNotBound)
        case "notrun": catalog.text(.htmlNotRunPlural)
        default: statusPlural[Status.allCases.first { $0.word == kind } ?? .unknown] ?? kind
        }
    }

    /// `3 of 10`.
    func of(_ part: Int, _ whole: Int) -> String {
        catalog.text(.htmlOf(part: String(part), whole: String(whole)))
    }

    /// `the last 5 runs, oldest on the left`: what the trend chart spans.
    func trendRuns(_ count: Int) -> String {
        catalog.text(.htmlTrendRuns(runs: String(count)))
    }

    /// `Attempt 2 of 3`.
    func attempt(_ number: Int, of total: Int) -> String {
        "\(catalog.text(.htmlAttempt)) \(of(number, total))"
    }

    /// A percentage as the language writes it: `87.5%`, `87,5 %`.
    func percent(_ value: Double) -> String {
        catalog.percent(value)
    }
}
