import Gherkin

/// Finds description lines that were probably meant as Gherkin.
///
/// By the grammar, any line under a `Feature:`, `Rule:`, `Scenario:`, `Background:` or `Examples:` line that is
/// not a keyword is free text describing it. So a mistyped keyword (`Escenari:`) turns a whole scenario into
/// description, and a step written under a `Feature:` line without its `Scenario:` is description too: the
/// file parses and the scenario silently disappears. The runner warns about the first such line of each
/// description, with the line quoted, a caret and a hint in the file's own language.
enum DescriptionLint {
    /// Warnings for the descriptions of `document`, whose bytes are `source`.
    ///
    /// Markdown features are not checked: their descriptions are prose by design. With `matchesStep` (whether a
    /// text is a step some definition matches), a line of a scenario's or background's description that starts
    /// with a near miss of a step keyword and goes on with a defined step is flagged too.
    ///
    /// `vocabularies` keeps each dialect's keywords from one file to the next (they cost more to gather than a usual
    /// file's descriptions cost to check).
    static func warnings(
        for document: GherkinDocument, source: [UInt8], path: String, matchesStep: ((String) -> Bool)? = nil,
        vocabularies: inout [String: Vocabulary]
    ) -> [Diagnostic] {
        guard !path.hasSuffix(".md"), let feature = document.feature else { return [] }
        let vocabulary: Vocabulary
        if let known = vocabularies[feature.language] {
            vocabulary = known
        } else {
            guard let dialect = GherkinDialect.named(feature.language) else { return [] }
            vocabulary = Vocabulary(dialect)
            vocabularies[feature.language] = vocabulary
        }
        let dialect = vocabulary.dialect
        let stepKeywords = vocabulary.stepKeywords
        let stepWords = vocabulary.stepWords
        var suspects: [(headerLine: Int, line: Substring, hint: String)] = []
        /// `stepsFollow`: the description is followed by the steps (a scenario's or a background's), so that a
        /// misspelt step at their top lands in it.
        func check(_ description: String, after headerLine: Int, stepsAllowed: Bool, stepsFollow: Bool = true) {
            guard !description.isEmpty else { return }
            // Split on the bytes: a line feed is one byte, and splitting by `Character` is many times slower.
            for bytes in description.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                let line = Substring(bytes)
                let hint = hint(
                    for: line, dialect: dialect, stepKeywords: stepsAllowed ? [] : stepKeywords,
                    stepWords: stepWords, matchesStep: stepsAllowed && stepsFollow ? matchesStep : nil)
                if let hint {
                    suspects.append((headerLine, line, hint))
                    return
                }
            }
        }
        func check(_ scenario: Scenario) {
            check(scenario.description, after: scenario.location.line, stepsAllowed: true)
            for examples in scenario.examples {
                check(examples.description, after: examples.location.line, stepsAllowed: true, stepsFollow: false)
            }
        }
        func check(_ background: Background) {
            check(background.description, after: background.location.line, stepsAllowed: true)
        }
        check(feature.description, after: feature.location.line, stepsAllowed: false)
        for child in feature.children {
            switch child {
            case .scenario(let scenario): check(scenario)
            case .background(let background): check(background)
            case .rule(let rule):
                check(rule.description, after: rule.location.line, stepsAllowed: false)
                for child in rule.children {
                    switch child {
                    case .scenario(let scenario): check(scenario)
                    case .background(let background): check(background)
                    }
                }
            }
        }
        guard !suspects.isEmpty else { return [] }
        let quote = SourceQuote(source)
        let lines = quote.lines
        return suspects.compactMap { suspect in
            // A description is a run of contiguous lines below its header: the first equal line is this one.
            let wanted = suspect.line.trimmingTrailingWhitespace
            guard let index = lines.indices.dropFirst(suspect.headerLine).first(where: { lines[$0] == wanted })
            else { return nil }
            let column = wanted.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1
            return Diagnostic(
                .warning,
                path: path,
                line: index + 1,
                column: column,
                message: "this line is read as description text, not as Gherkin",
                context: quote.context(line: index + 1, column: column),
                hint: suspect.hint
            )
        }
    }

    /// What every description line of a dialect is checked against.
    struct Vocabulary {
        let dialect: GherkinDialect
        /// The `Given`, `When` and `Then` keywords, which start a step.
        let stepKeywords: [String]
        /// The first words of every step keyword, lowercased, for a quick look before the closer one.
        let stepWords: Set<String>

        init(_ dialect: GherkinDialect) {
            self.dialect = dialect
            stepKeywords = (dialect.given + dialect.when + dialect.then).filter { $0 != "* " }
            stepWords = Set(
                dialect.stepKeywords.compactMap { $0.split(separator: " ").first.map { $0.lowercased() } }
                    .filter { $0 != "*" })
        }
    }

    /// Why `line` looks like Gherkin, and what the author probably meant; `nil` for ordinary prose.
    ///
    /// A near miss of a title keyword counts only with its colon (`Escenari:`), since prose rarely has one.
    /// Under a `Feature:` or `Rule:` line, where steps cannot be, a line starting with a `Given`, `When` or `Then`
    /// keyword is a step without its scenario. A misspelt step keyword (`Givn`) at the top of a scenario lands in
    /// its description too, but is not flagged: it is too close to prose (`The` is one letter from `Then`).
    /// `stepKeywords` are the keywords a step would start with, empty where steps are allowed; `matchesStep`, given
    /// where steps are allowed, tells whether the rest of a line after a misspelt step keyword is a defined step.
    private static func hint(
        for line: Substring, dialect: GherkinDialect, stepKeywords: [String], stepWords: Set<String>,
        matchesStep: ((String) -> Bool)?
    ) -> String? {
        let text = Substring(line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        guard let first = text.utf8.first, first != UInt8(ascii: "#") else { return nil }
        let spanish = dialect.code == "es"
        if !stepKeywords.isEmpty {
            if let keyword = stepKeywords.first(where: { text.utf8.starts(with: $0.utf8) }) {
                let step = keyword.trimmingTrailingWhitespace
                let scenario = dialect.scenario.last ?? "Scenario"
                return spanish
                    ? "parece un paso («\(step)»): los pasos van debajo de una línea «\(scenario):»"
                    : "this looks like a step («\(step)»): steps go under a «\(scenario):» line"
            }
        }
        if text.withUTF8Bytes({ $0.contains(UInt8(ascii: ":")) }),
            let keyword = dialect.keyword(nearlySpelledBy: String(text)),
            dialect.isTitleKeyword(keyword)
        {
            return spanish ? "¿Quisiste decir «\(keyword):»?" : "did you mean «\(keyword):»?"
        }
        // A near miss of a step keyword: a step only if the rest of the line is one some definition matches
        // (`The user logs in` is prose, one letter from `Then`, unless "user logs in" is a defined step). Most
        // description lines are prose, so the first word is looked at before anything costs: a misspelling
        // keeps its keyword's first letter and about its length.
        guard let matchesStep, let space = text.utf8.firstIndex(of: UInt8(ascii: " ")),
            let firstByte = text.utf8.first, stepWords.contains(where: { $0.utf8.first == asciiLowercase(firstByte) })
        else { return nil }
        let word = text[..<space].lowercased()
        guard !stepWords.contains(word),
            stepWords.contains(where: { $0.first == word.first && abs($0.count - word.count) <= 2 })
        else { return nil }
        let rest = text[space...].split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !rest.isEmpty else { return nil }
        guard matchesStep(rest), let keyword = dialect.keyword(nearlySpelledBy: String(text)),
            !dialect.isTitleKeyword(keyword), keyword.split(separator: " ").count == 1
        else { return nil }
        return spanish
            ? "¿Quisiste decir el paso «\(keyword) \(rest)»? Así es texto de la descripción, no un paso"
            : "did you mean the step «\(keyword) \(rest)»? As written it is description text, not a step"
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
