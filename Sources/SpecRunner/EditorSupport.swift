import CucumberExpressions
import CucumberMessages
import Gherkin
import SpecRunnerCore
import SpecRunnerReports

/// What an editor needs from the runtime, in one place: a feature file's diagnostics as the runner would report
/// them, its steps bound to the linked step definitions, and the Swift snippet for an undefined step.
///
/// The language server (`spec-runner lsp`) reaches the runtime only through this type.
@MainActor
public final class EditorSupport {
    /// One step of a feature file and what it binds to.
    public struct BoundStep: Sendable {
        /// The step's 1-based line.
        public let line: Int
        /// The 1-based column of its keyword, in Unicode scalars.
        public let column: Int
        /// The keyword as written, with its trailing space (`Dado `).
        public let keyword: String
        /// The step's text after the keyword.
        public let text: String
        /// The indices in ``EditorSupport/definitions`` of the definitions it matches (two or more: ambiguous).
        public let matches: [Int]
        /// The values of the first match's parameters as matched, in order (`nil` for an absent optional group).
        public let values: [String?]
        /// The Swift step definitions to paste when no definition matches, as the runner prints them.
        public let snippets: [String]
        /// The indices of the definitions that read most like the text, when no definition matches.
        public let closest: [Int]
        /// Whether the first of ``closest`` is missed by a slip (``slipLimit`` letters at most): the one meant.
        let slip: Bool
        /// The text the step was bound with (an outline's step: its first examples row's).
        let boundText: String
        /// The first match's capture groups, in ``boundText``.
        let groups: [Group]

        /// Where the first match's arguments are in ``text``, in Unicode scalars (an outline's placeholder whole).
        ///
        /// What a rename keeps of each use; `nil` for an absent optional group. Worked out when asked: an edit's
        /// analysis does not pay for it.
        public var argumentRanges: [Range<Int>?] {
            EditorSupport.ranges(of: groups, boundText: boundText, stepText: text)
        }
    }

    /// A feature file analysed: what the runner would report about it, and its steps.
    public struct Analysis: Sendable {
        /// The syntax tree, when the file parses.
        public let document: GherkinDocument?
        /// The file's dialect code (`es`).
        public let language: String
        /// Parse errors, lint warnings, undefined and ambiguous steps, in line order.
        public let diagnostics: [Diagnostic]
        /// The file's steps, in line order.
        public let steps: [BoundStep]
        /// The scenarios the file compiles to (an outline's: one per examples row), for the gate's verdict.
        var pickles: [Pickle] = []
        /// What the lints found the file does not check, for the gate's verdict.
        var lost: [LostContent] = []
    }

    /// Every step definition linked into the runner, in registration order.
    public let definitions: [StepDefinitionIndex.Entry]
    /// The dialect of files without a `# language:` line.
    public let defaultLanguage: String
    /// The language of the diagnostics' text (`es`); `nil` speaks each file's dialect when the runner speaks it,
    /// English otherwise (an editor has no `--lang`: the language server may set the client's locale here).
    public var outputLanguage: String?

    let supportCode: SupportCode
    private let snippetGenerator: SnippetGenerator
    /// The definitions as messages, in the order of ``definitions``: what "did you mean" compares a step with.
    private let definitionMessages: [StepDefinitionMessage]

    /// Indexes the step definitions of `libraries` for files in `defaultLanguage` unless they say otherwise.
    public init(libraries: [Steps], defaultLanguage: String = "en") {
        supportCode = SupportCode(libraries: libraries, ids: FastIdGenerator())
        snippetGenerator = SnippetGenerator(supportCode: supportCode)
        definitions = StepDefinitionIndex(libraries: libraries).entries
        definitionMessages = supportCode.envelopes.compactMap {
            if case .stepDefinition(let definition) = $0 { definition } else { nil }
        }
        self.defaultLanguage = defaultLanguage
    }

    /// The catalog of ``outputLanguage``, or of a file in `language`.
    func catalog(for language: String) -> MessageCatalog {
        outputLanguage.flatMap(MessageCatalog.named) ?? MessageCatalog.named(language) ?? .english
    }

    /// Parses, lints and binds the feature file `text`, named `path` (its extension chooses Markdown or plain).
    ///
    /// Given the `previous` analysis of the same file, an undefined step already there keeps the definitions it
    /// read most like, so that an edit costs what it changed, not what is still undefined (a draft).
    public func analyze(_ text: String, path: String, previous: Analysis? = nil) -> Analysis {
        // Never abandoned, so never nil.
        analyze(text, path: path, previous: previous, abandoningIf: { false })!
    }

    /// ``analyze(_:path:previous:)``, abandoned (`nil`) as soon as `superseded` says, between steps, that the
    /// analysis is no longer wanted: a newer version of the document has come.
    public func analyze(_ text: String, path: String, previous: Analysis?, abandoningIf superseded: () -> Bool)
        -> Analysis?
    {
        let bytes = Array(text.utf8)
        let parser = FeatureParser(defaultLanguage: defaultLanguage)
        let parsed: FeatureParser.Parsed
        do {
            parsed = try parser.parse(uri: path, bytes: bytes, ids: FastIdGenerator())
        } catch {
            return unparsed(text, error)
        }
        let document = parsed.document
        let language = document.feature?.language ?? defaultLanguage
        let matcher = supportCode.matcher(for: language)
        var vocabularies: [String: DescriptionLint.Vocabulary] = [:]
        let descriptionFindings = DescriptionLint.findings(
            for: document, source: bytes, path: path, matchesStep: { !matcher.matches($0).isEmpty },
            vocabularies: &vocabularies, catalog: catalog(for: language))
        let outlineFindings = OutlineLint.findings(
            for: document, source: bytes, path: path, catalog: catalog(for: language))
        var diagnostics = descriptionFindings.warnings + outlineFindings.warnings
        // An outline's step binds as its pickles do: each examples row gives it a text.
        var pickleSteps: [String: [PickleStep]] = [:]
        for pickle in parsed.pickles {
            for step in pickle.steps {
                if let id = step.astNodeId { pickleSteps[id, default: []].append(step) }
            }
        }
        var earlier: [String: (closest: [Int], slip: Bool)] = [:]
        for step in previous?.steps ?? [] where step.matches.isEmpty {
            earlier[step.boundText] = (step.closest, step.slip)
        }
        // Where the file's lines start, found only for a step that may have a fix.
        var lineStarts: [Int]?
        var steps: [BoundStep] = []
        for (position, step) in Self.steps(of: document).enumerated() {
            // Asked now and then, not per step: asking costs a system call.
            if position % 64 == 0 && superseded() { return nil }
            let texts = pickleSteps[step.id] ?? []
            let candidates =
                texts.isEmpty
                ? [PickleStep(id: "", text: step.text, type: nil, argument: nil, astNodeIds: [step.id])] : texts
            var bound: BoundStep?
            for candidate in candidates {
                let matches = matcher.matches(candidate.text)
                let groups = matches.first?.arguments.map(\.group) ?? []
                let values = groups.map(\.value)
                if matches.count != 1 || bound == nil {
                    let undefined = matches.isEmpty
                    let close =
                        undefined ? earlier[candidate.text] ?? closest(to: candidate.text) : (closest: [], slip: false)
                    bound = BoundStep(
                        line: step.location.line, column: step.location.column ?? 1, keyword: step.keyword,
                        text: step.text, matches: matches.map(\.definition), values: values,
                        snippets: undefined ? snippetGenerator.snippets(for: candidate, language: language) : [],
                        closest: close.closest, slip: close.slip, boundText: candidate.text, groups: groups)
                }
                if matches.count != 1 { break }
            }
            guard let bound else { continue }
            steps.append(bound)
            guard var diagnostic = diagnostic(for: bound, path: path, language: language) else { continue }
            if bound.matches.isEmpty, bound.slip || bound.text.contains(where: { "“”„«»".contains($0) }) {
                let line = Self.line(bound.line, of: bytes, starts: &lineStarts)
                diagnostic.fixes = fixes(for: bound, on: line, matcher: matcher, catalog: catalog(for: language))
            }
            diagnostics.append(diagnostic)
        }
        diagnostics.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        return Analysis(
            document: document, language: language, diagnostics: diagnostics, steps: steps, pickles: parsed.pickles,
            lost: descriptionFindings.lost + outlineFindings.lost)
    }

    /// The analysis of a file that does not parse: as a run says it, the first error and how many follow from it
    /// (not one diagnostic a line below it).
    private func unparsed(_ text: String, _ error: GherkinErrors) -> Analysis {
        let language = error.errors.first.map {
            GherkinDiagnostic($0, source: text, defaultLanguage: defaultLanguage).language
        }
        let diagnostics = Diagnostic.parseFailure(
            error.errors, source: text, defaultLanguage: defaultLanguage,
            catalog: catalog(for: language ?? defaultLanguage))
        return Analysis(
            document: nil, language: language ?? defaultLanguage, diagnostics: diagnostics.map { [$0] } ?? [], steps: []
        )
    }

    /// The keywords of the dialect `language` that may start a line, step keywords last.
    public static func keywords(of language: String) -> [String] {
        guard let dialect = GherkinDialect.named(language) else { return [] }
        let titled =
            dialect.feature + dialect.rule + dialect.background + dialect.scenario + dialect.scenarioOutline
            + dialect.examples
        var seen: Set<String> = []
        return (titled.map { $0 + ":" } + dialect.stepKeywords.filter { $0 != "* " }).filter {
            seen.insert($0).inserted
        }
    }

    private func diagnostic(for step: BoundStep, path: String, language: String) -> Diagnostic? {
        let catalog = catalog(for: language)
        switch step.matches.count {
        case 0:
            var message = catalog.text(.editorUndefinedStep(text: step.text))
            if !step.closest.isEmpty {
                message += catalog.text(
                    .editorDidYouMean(
                        expressions: step.closest.map { "«\(definitions[$0].expression)»" }.joined(separator: ", ")))
            }
            // Typographic quotes where a {string} goes are the usual cause.
            let hint =
                SummaryReport.straighteningQuotes(step.text) == step.text
                ? catalog.text(.editorImplementHint)
                : catalog.text(.typographicQuotesHint)
            return Diagnostic(
                .warning, path: path, line: step.line, column: step.column, message: message, hint: hint)
        case 1:
            return nil
        default:
            let places = step.matches.map {
                "«\(definitions[$0].expression)» (\(definitions[$0].file):\(definitions[$0].line))"
            }
            return Diagnostic(
                .warning, path: path, line: step.line, column: step.column,
                message: catalog.text(
                    .editorAmbiguousStep(matches: String(step.matches.count), places: places.joined(separator: ", "))))
        }
    }

    /// The definitions that read most like `text`, closest first: the runner's "did you mean".
    func closest(to text: String) -> (closest: [Int], slip: Bool) {
        let close = closeDefinitions(toUndefined: text, among: definitionMessages)
        return (close.map(\.position), close.first.map { $0.slips <= slipLimit } ?? false)
    }

    /// Every step of the document, in line order.
    static func steps(of document: GherkinDocument) -> [Step] {
        guard let feature = document.feature else { return [] }
        var steps: [Step] = []
        func add(_ child: Rule.Child) {
            switch child {
            case .background(let background): steps += background.steps
            case .scenario(let scenario): steps += scenario.steps
            }
        }
        for child in feature.children {
            switch child {
            case .background(let background): add(.background(background))
            case .scenario(let scenario): add(.scenario(scenario))
            case .rule(let rule): rule.children.forEach(add)
            }
        }
        return steps.sorted { $0.location.line < $1.location.line }
    }
}
