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
    var title: String { catalog.text(.htmlTitle) }
    var dryRunNotice: String { catalog.text(.htmlDryRunNotice) }
    var runError: String { catalog.text(.htmlRunError) }
    var scenarios: String { catalog.text(.htmlScenarios) }
    var steps: String { catalog.text(.htmlSteps) }
    var duration: String { catalog.text(.htmlDuration) }
    var started: String { catalog.text(.htmlStarted) }
    let statusPlural: [Status: String]
    let statusSingular: [Status: String]
    var flaky: String { catalog.text(.htmlFlaky) }
    var flakyPlural: String { catalog.text(.htmlFlakyPlural) }
    var notRun: String { catalog.text(.htmlNotRun) }
    var notRunPlural: String { catalog.text(.htmlNotRunPlural) }
    var failingScenarios: String { catalog.text(.htmlFailingScenarios) }
    var coverage: String { catalog.text(.htmlCoverage) }
    var bound: String { catalog.text(.htmlBound) }
    var passing: String { catalog.text(.htmlPassing) }
    var gateHeld: String { catalog.text(.htmlGateHeld) }
    var gateFailed: String { catalog.text(.htmlGateFailed) }
    var byFeature: String { catalog.text(.htmlByFeature) }
    var byRule: String { catalog.text(.htmlByRule) }
    var byTag: String { catalog.text(.htmlByTag) }
    var name: String { catalog.text(.htmlName) }
    var unbound: String { catalog.text(.htmlUnbound) }
    var unusedDefinitions: String { catalog.text(.htmlUnusedDefinitions) }
    var runHooks: String { catalog.text(.htmlRunHooks) }
    var beforeHook: String { catalog.text(.htmlBeforeHook) }
    var afterHook: String { catalog.text(.htmlAfterHook) }
    var stepDefinition: String { catalog.text(.htmlStepDefinition) }
    var attempt: String { catalog.text(.htmlAttempt) }
    var earlierAttempts: String { catalog.text(.htmlEarlierAttempts) }
    var attachment: String { catalog.text(.htmlAttachment) }
    var download: String { catalog.text(.htmlDownload) }
    var undefinedStep: String { catalog.text(.htmlUndefinedStep) }
    var ambiguousStep: String { catalog.text(.htmlAmbiguousStep) }
    var pendingStep: String { catalog.text(.htmlPendingStep) }
    var noSteps: String { catalog.text(.htmlNoSteps) }
    var warnings: String { catalog.text(.htmlWarnings) }
    var errors: String { catalog.text(.htmlErrors) }
    var unreadable: String { catalog.text(.htmlUnreadable) }
    var implementWith: String { catalog.text(.htmlImplementWith) }
    var show: String { catalog.text(.htmlShow) }
    var showAll: String { catalog.text(.htmlShowAll) }
    var showProblems: String { catalog.text(.htmlShowProblems) }
    var generatedBy: String { catalog.text(.htmlGeneratedBy) }
    var noScenarios: String { catalog.text(.htmlNoScenarios) }
    var contents: String { catalog.text(.htmlContents) }
    var filters: String { catalog.text(.htmlFilters) }
    var search: String { catalog.text(.htmlSearch) }
    var searchHint: String { catalog.text(.htmlSearchHint) }
    var tagExpression: String { catalog.text(.htmlTagExpression) }
    var tagExpressionHint: String { catalog.text(.htmlTagExpressionHint) }
    var tagError: String { catalog.text(.htmlTagError) }
    /// Why a tag expression does not parse, by the reason's key in the page's evaluator.
    let tagReasons: [String: String]
    var status: String { catalog.text(.htmlStatus) }
    var notBound: String { catalog.text(.htmlNotBound) }
    var clearFilters: String { catalog.text(.htmlClearFilters) }
    /// `{shown} of {total} scenarios shown`, with `{shown}` and `{total}` filled in by the page.
    var shownTemplate: String { catalog.text(.htmlShownTemplate) }
    var theme: String { catalog.text(.htmlTheme) }
    var examplesRow: String { catalog.text(.htmlExamplesRow) }
    var savedBeside: String { catalog.text(.htmlSavedBeside) }
    var history: String { catalog.text(.htmlHistory) }
    var trend: String { catalog.text(.htmlTrend) }
    var coverageDetail: String { catalog.text(.htmlCoverageDetail) }
    var recentResults: String { catalog.text(.htmlRecentResults) }
    var unstable: String { catalog.text(.htmlUnstable) }

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
        case "flaky": flakyPlural
        case "notbound": notBound
        case "notrun": notRunPlural
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
        "\(attempt) \(of(number, total))"
    }

    /// A percentage as the language writes it: `87.5%`, `87,5 %`.
    func percent(_ value: Double) -> String {
        catalog.percent(value)
    }
}
