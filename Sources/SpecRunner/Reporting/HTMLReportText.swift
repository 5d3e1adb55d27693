import CucumberMessages

/// The words of the HTML report's chrome (headings, labels, statuses, filters) in one language.
///
/// The chrome follows the run's output language, never the keywords of a feature file: a Spanish feature in an
/// English run keeps its own keywords and text, under English headings. This is the one table of the page's
/// words; the script's words travel to it as `data-` attributes written from here.
struct HTMLReportText {
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

    /// The chrome for the output language `language`: Spanish for `es` and its regional variants, English for
    /// everything else.
    static func forLanguage(_ language: String) -> HTMLReportText {
        language == "es" || language.hasPrefix("es-") || language.hasPrefix("es_") ? spanish : english
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
        language == "es" ? "\(part) de \(whole)" : "\(part) of \(whole)"
    }

    /// `Attempt 2 of 3`.
    func attempt(_ number: Int, of total: Int) -> String {
        "\(attempt) \(of(number, total))"
    }

    /// A percentage as the language writes it: `87.5%`, `87,5 %`.
    func percent(_ value: Double) -> String {
        let text = formatPercent(value)
        guard language == "es" else { return text }
        return text.dropLast().replacing(".", with: ",") + " %"
    }

    static let english = HTMLReportText(
        language: "en",
        title: "Specification report",
        dryRunNotice: "Dry run: every step was matched to its definition, but no code ran.",
        runError: "The run stopped with an error; scenarios after it did not run:",
        scenarios: "Scenarios",
        steps: "Steps",
        duration: "Duration",
        started: "Started",
        statusPlural: [
            .passed: "Passed", .failed: "Failed", .ambiguous: "Ambiguous", .undefined: "Undefined",
            .pending: "Pending", .skipped: "Skipped", .unknown: "Unknown",
        ],
        statusSingular: [
            .passed: "passed", .failed: "failed", .ambiguous: "ambiguous", .undefined: "undefined",
            .pending: "pending", .skipped: "skipped", .unknown: "unknown",
        ],
        flaky: "flaky: passed on a retry",
        flakyPlural: "Flaky",
        notRun: "not run",
        notRunPlural: "Not run",
        failingScenarios: "Scenarios that did not pass",
        coverage: "Scenario coverage",
        bound: "Implemented (every step has a definition)",
        passing: "Passing",
        gateHeld: "Coverage gate held: at least",
        gateFailed: "Coverage gate failed: required at least",
        byFeature: "By feature",
        byRule: "By rule",
        byTag: "By tag",
        name: "Name",
        unbound: "Scenarios not implemented yet",
        unusedDefinitions: "Unused step definitions",
        runHooks: "Run hooks that did not pass",
        beforeHook: "Before hook",
        afterHook: "After hook",
        stepDefinition: "step definition",
        attempt: "Attempt",
        earlierAttempts: "Earlier attempts",
        attachment: "Attachment",
        download: "download",
        undefinedStep: "undefined step",
        ambiguousStep: "ambiguous step, matches several definitions",
        pendingStep: "pending step",
        noSteps: "no steps: it checks nothing yet",
        warnings: "Warnings about the feature files",
        errors: "Errors in the feature files",
        unreadable: "The specification could not be read, so nothing ran: fix the errors below.",
        implementWith: "Implement it with",
        show: "Show",
        showAll: "all scenarios",
        showProblems: "only those that did not pass",
        generatedBy: "Generated by",
        noScenarios: "No scenarios were run.",
        contents: "Contents",
        filters: "Find scenarios",
        search: "Search",
        searchHint: "text of a feature, rule, scenario, step or example",
        tagExpression: "Tags",
        tagExpressionHint: "as --tags, e.g. @smoke and not @slow",
        tagError: "Not a tag expression:",
        tagReasons: [
            "operand": "a tag or ( was expected.", "operator": "and, or or ) was expected.",
            "open": "a ( is never closed.", "close": "a ) closes nothing.",
            "escape": "\\ escapes only (, ), \\ and spaces.",
        ],
        status: "Status",
        notBound: "Not implemented",
        clearFilters: "Show all",
        shownTemplate: "{shown} of {total} scenarios shown",
        theme: "Dark theme",
        examplesRow: "Example",
        savedBeside: "saved beside the report:",
        history: "Recent runs",
        trend: "Pass rate and coverage over the recent runs",
        coverageDetail: "Coverage by feature, rule and tag",
        recentResults: "Results of the recent runs, oldest first",
        unstable: "unstable: its result changed in the recent runs"
    )

    static let spanish = HTMLReportText(
        language: "es",
        title: "Informe de la especificación",
        dryRunNotice: "Ejecución en seco: cada paso se emparejó con su definición, pero no se ejecutó código.",
        runError: "La ejecución se detuvo por un error; los escenarios posteriores no se ejecutaron:",
        scenarios: "Escenarios",
        steps: "Pasos",
        duration: "Duración",
        started: "Inicio",
        statusPlural: [
            .passed: "Superados", .failed: "Fallidos", .ambiguous: "Ambiguos", .undefined: "Sin definir",
            .pending: "Pendientes", .skipped: "Omitidos", .unknown: "Desconocidos",
        ],
        statusSingular: [
            .passed: "superado", .failed: "fallido", .ambiguous: "ambiguo", .undefined: "sin definir",
            .pending: "pendiente", .skipped: "omitido", .unknown: "desconocido",
        ],
        flaky: "inestable: pasó al reintentarlo",
        flakyPlural: "Inestables",
        notRun: "no ejecutado",
        notRunPlural: "No ejecutados",
        failingScenarios: "Escenarios que no pasaron",
        coverage: "Cobertura de escenarios",
        bound: "Implementados (cada paso tiene definición)",
        passing: "Superados",
        gateHeld: "Umbral de cobertura cumplido: al menos",
        gateFailed: "Umbral de cobertura no cumplido: se exige al menos",
        byFeature: "Por característica",
        byRule: "Por regla",
        byTag: "Por etiqueta",
        name: "Nombre",
        unbound: "Escenarios aún sin implementar",
        unusedDefinitions: "Definiciones de pasos sin usar",
        runHooks: "Hooks de la ejecución que no pasaron",
        beforeHook: "Hook previo",
        afterHook: "Hook posterior",
        stepDefinition: "definición del paso",
        attempt: "Intento",
        earlierAttempts: "Intentos anteriores",
        attachment: "Adjunto",
        download: "descargar",
        undefinedStep: "paso sin definir",
        ambiguousStep: "paso ambiguo, coincide con varias definiciones",
        pendingStep: "paso pendiente",
        noSteps: "sin pasos: todavía no comprueba nada",
        warnings: "Avisos sobre los archivos de especificación",
        errors: "Errores en los archivos de especificación",
        unreadable: "No se pudo leer la especificación, así que no se ejecutó nada: corrige los errores de abajo.",
        implementWith: "Impleméntalo con",
        show: "Mostrar",
        showAll: "todos los escenarios",
        showProblems: "solo los que no pasaron",
        generatedBy: "Generado por",
        noScenarios: "No se ejecutó ningún escenario.",
        contents: "Índice",
        filters: "Buscar escenarios",
        search: "Buscar",
        searchHint: "texto de una característica, regla, escenario, paso o ejemplo",
        tagExpression: "Etiquetas",
        tagExpressionHint: "como --tags, p. ej. @humo and not @lento",
        tagError: "No es una expresión de etiquetas:",
        tagReasons: [
            "operand": "se esperaba una etiqueta o (.", "operator": "se esperaba and, or o ).",
            "open": "un ( no se cierra nunca.", "close": "un ) no cierra nada.",
            "escape": "\\ solo escapa (, ), \\ y espacios.",
        ],
        status: "Estado",
        notBound: "Sin implementar",
        clearFilters: "Mostrar todo",
        shownTemplate: "{shown} de {total} escenarios mostrados",
        theme: "Tema oscuro",
        examplesRow: "Ejemplo",
        savedBeside: "guardado junto al informe:",
        history: "Ejecuciones recientes",
        trend: "Tasa de éxito y cobertura en las ejecuciones recientes",
        coverageDetail: "Cobertura por característica, regla y etiqueta",
        recentResults: "Resultados de las ejecuciones recientes, de la más antigua a la última",
        unstable: "inestable: su resultado cambió en las ejecuciones recientes"
    )
}
