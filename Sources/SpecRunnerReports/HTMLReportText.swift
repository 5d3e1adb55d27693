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
    let title: String
    let dryRunNotice: String
    let runError: String
    let scenarios: String
    let steps: String
    let duration: String
    let started: String
    let statusPlural: [Status: String]
    let statusSingular: [Status: String]
    let flaky: String
    let flakyPlural: String
    let notRun: String
    let notRunPlural: String
    let failingScenarios: String
    let coverage: String
    let bound: String
    let passing: String
    let gateHeld: String
    let gateFailed: String
    let byFeature: String
    let byRule: String
    let byTag: String
    let name: String
    let unbound: String
    let unusedDefinitions: String
    let runHooks: String
    let beforeHook: String
    let afterHook: String
    let stepDefinition: String
    let attempt: String
    let earlierAttempts: String
    let attachment: String
    let download: String
    let undefinedStep: String
    let ambiguousStep: String
    let pendingStep: String
    let noSteps: String
    let warnings: String
    let errors: String
    let unreadable: String
    let implementWith: String
    let show: String
    let showAll: String
    let showProblems: String
    let generatedBy: String
    let noScenarios: String
    let contents: String
    let filters: String
    let search: String
    let searchHint: String
    let tagExpression: String
    let tagExpressionHint: String
    let tagError: String
    /// Why a tag expression does not parse, by the reason's key in the page's evaluator.
    let tagReasons: [String: String]
    let status: String
    let notBound: String
    let clearFilters: String
    /// `{shown} of {total} scenarios shown`, with `{shown}` and `{total}` filled in by the page.
    let shownTemplate: String
    let theme: String
    let examplesRow: String
    let savedBeside: String
    let history: String
    let trend: String
    let coverageDetail: String
    let recentResults: String
    let unstable: String

    /// The chrome in `catalog`'s language.
    init(_ catalog: MessageCatalog) {
        self.catalog = catalog
        language = catalog.code
        title = catalog.text(.htmlTitle)
        dryRunNotice = catalog.text(.htmlDryRunNotice)
        runError = catalog.text(.htmlRunError)
        scenarios = catalog.text(.htmlScenarios)
        steps = catalog.text(.htmlSteps)
        duration = catalog.text(.htmlDuration)
        started = catalog.text(.htmlStarted)
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
        flaky = catalog.text(.htmlFlaky)
        flakyPlural = catalog.text(.htmlFlakyPlural)
        notRun = catalog.text(.htmlNotRun)
        notRunPlural = catalog.text(.htmlNotRunPlural)
        failingScenarios = catalog.text(.htmlFailingScenarios)
        coverage = catalog.text(.htmlCoverage)
        bound = catalog.text(.htmlBound)
        passing = catalog.text(.htmlPassing)
        gateHeld = catalog.text(.htmlGateHeld)
        gateFailed = catalog.text(.htmlGateFailed)
        byFeature = catalog.text(.htmlByFeature)
        byRule = catalog.text(.htmlByRule)
        byTag = catalog.text(.htmlByTag)
        name = catalog.text(.htmlName)
        unbound = catalog.text(.htmlUnbound)
        unusedDefinitions = catalog.text(.htmlUnusedDefinitions)
        runHooks = catalog.text(.htmlRunHooks)
        beforeHook = catalog.text(.htmlBeforeHook)
        afterHook = catalog.text(.htmlAfterHook)
        stepDefinition = catalog.text(.htmlStepDefinition)
        attempt = catalog.text(.htmlAttempt)
        earlierAttempts = catalog.text(.htmlEarlierAttempts)
        attachment = catalog.text(.htmlAttachment)
        download = catalog.text(.htmlDownload)
        undefinedStep = catalog.text(.htmlUndefinedStep)
        ambiguousStep = catalog.text(.htmlAmbiguousStep)
        pendingStep = catalog.text(.htmlPendingStep)
        noSteps = catalog.text(.htmlNoSteps)
        warnings = catalog.text(.htmlWarnings)
        errors = catalog.text(.htmlErrors)
        unreadable = catalog.text(.htmlUnreadable)
        implementWith = catalog.text(.htmlImplementWith)
        show = catalog.text(.htmlShow)
        showAll = catalog.text(.htmlShowAll)
        showProblems = catalog.text(.htmlShowProblems)
        generatedBy = catalog.text(.htmlGeneratedBy)
        noScenarios = catalog.text(.htmlNoScenarios)
        contents = catalog.text(.htmlContents)
        filters = catalog.text(.htmlFilters)
        search = catalog.text(.htmlSearch)
        searchHint = catalog.text(.htmlSearchHint)
        tagExpression = catalog.text(.htmlTagExpression)
        tagExpressionHint = catalog.text(.htmlTagExpressionHint)
        tagError = catalog.text(.htmlTagError)
        tagReasons = [
            "operand": catalog.text(.htmlTagReasonsOperand), "operator": catalog.text(.htmlTagReasonsOperator),
            "open": catalog.text(.htmlTagReasonsOpen), "close": catalog.text(.htmlTagReasonsClose),
            "escape": catalog.text(.htmlTagReasonsEscape),
        ]
        status = catalog.text(.htmlStatus)
        notBound = catalog.text(.htmlNotBound)
        clearFilters = catalog.text(.htmlClearFilters)
        shownTemplate = catalog.text(.htmlShownTemplate)
        theme = catalog.text(.htmlTheme)
        examplesRow = catalog.text(.htmlExamplesRow)
        savedBeside = catalog.text(.htmlSavedBeside)
        history = catalog.text(.htmlHistory)
        trend = catalog.text(.htmlTrend)
        coverageDetail = catalog.text(.htmlCoverageDetail)
        recentResults = catalog.text(.htmlRecentResults)
        unstable = catalog.text(.htmlUnstable)
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
