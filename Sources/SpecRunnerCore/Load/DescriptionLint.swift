import Foundation
import Gherkin

/// Finds description lines that were probably meant as Gherkin, and what each one cost the run.
///
/// By the grammar, any line under a `Feature:`, `Rule:`, `Scenario:`, `Background:` or `Examples:` line that is
/// not a keyword is free text describing it. So a mistyped keyword (`Escenari:`) turns a whole scenario into
/// description, a step whose keyword is misspelt, in another letter case or in another language (`Dao que…`,
/// `dado que…`, `Given que…` in a Spanish file) is description too, and `Ejemplo:` written for `Ejemplos:` starts a
/// scenario of its own: the file parses and the content silently disappears. The runner warns about the first such
/// line of each description, with the line quoted, a caret and a hint in the output language (with the file's own
/// keywords), and reports what was lost to the coverage gate.
package enum DescriptionLint {
    /// A suspect line: its description's header line, the line, the hint, and what it lost.
    private struct Suspect {
        let headerLine: Int
        let line: Substring
        let hint: String
        let lost: LostContent.Kind?
        let owners: [Int]
        /// The word at the start of the line that is wrong, and the keyword meant.
        var fix: KeywordFix?
        /// The line's number when known (otherwise it is looked for below the header).
        var lineNumber: Int?
        var message = Message.lintReadAsDescription
    }

    /// A word written for a keyword, and the keyword meant (`Escenari:`, `Escenario:`).
    private typealias KeywordFix = (written: String, meant: String)

    /// Why a line looks like Gherkin (the hint), what it lost, and the fix when a keyword was meant.
    private typealias Verdict = (hint: String, lost: LostContent.Kind?, fix: KeywordFix?)

    /// Where a description is, which decides what a line of it takes to be called Gherkin.
    private struct Place {
        /// A scenario's or background's description, which steps follow.
        var stepsFollow = false
        /// The line of the first step, when there are steps.
        var firstStepLine: Int?
        /// The scenarios a lost step would have belonged to.
        var owners: [Int] = []
        /// A feature's or rule's description, where a scenario's title could be lost.
        var scenariosFollow = false
    }

    /// The warnings about the descriptions of `document`, whose bytes are `source`, and what they lost.
    ///
    /// Markdown features are not checked: their descriptions are prose by design. `matchesStep` tells whether a
    /// text is a step some definition matches: a line whose first word is nearly a step keyword and whose rest is
    /// a defined step is flagged wherever it is.
    ///
    /// `vocabularies` keeps each dialect's keywords from one file to the next (they cost more to gather than a usual
    /// file's descriptions cost to check).
    package static func findings(
        for document: GherkinDocument, source: [UInt8], path: String, matchesStep: ((String) -> Bool)? = nil,
        vocabularies: inout [String: Vocabulary], catalog: MessageCatalog = .english
    ) -> LintFindings {
        guard !path.hasSuffix(".md"), let feature = document.feature,
            let vocabulary = vocabulary(of: feature.language, keptIn: &vocabularies)
        else { return LintFindings() }
        var suspects: [Suspect] = []
        func check(_ description: String, after headerLine: Int, place: Place) {
            if let suspect = suspect(
                in: description, after: headerLine, place: place, source: source, vocabulary: vocabulary,
                matchesStep: matchesStep, catalog: catalog)
            {
                suspects.append(suspect)
            }
        }
        // The scenario before the one checked, without a copy of it.
        var previous: Previous?
        func check(_ scenario: Scenario) {
            // Most scenarios have no description: nothing to place.
            if !scenario.description.isEmpty {
                check(
                    scenario.description, after: scenario.location.line,
                    place: Place(
                        stepsFollow: true, firstStepLine: scenario.steps.first?.location.line,
                        owners: [scenario.location.line]))
            }
            for examples in scenario.examples where !examples.description.isEmpty {
                check(examples.description, after: examples.location.line, place: Place())
            }
            if let previous, let suspect = examplesWrittenAsScenario(scenario, after: previous, vocabulary, catalog) {
                suspects.append(suspect)
            }
            previous = (scenario.location.line, scenario.keyword, !scenario.examples.isEmpty)
        }
        func check(_ background: Background, in scope: () -> [Int]) {
            guard !background.description.isEmpty else { return }
            check(
                background.description, after: background.location.line,
                place: Place(stepsFollow: true, firstStepLine: background.steps.first?.location.line, owners: scope()))
        }
        check(feature.description, after: feature.location.line, place: Place(scenariosFollow: true))
        for child in feature.children {
            switch child {
            case .scenario: break
            case .background(let background): check(background, in: { scenarioLines(of: feature) })
            case .rule(let rule):
                check(rule.description, after: rule.location.line, place: Place(scenariosFollow: true))
                for case .background(let background) in rule.children {
                    check(background) {
                        rule.children.compactMap { if case .scenario(let s) = $0 { s.location.line } else { nil } }
                    }
                }
                previous = nil
                for case .scenario(let scenario) in rule.children { check(scenario) }
            }
        }
        previous = nil
        for case .scenario(let scenario) in feature.children { check(scenario) }
        return findings(from: suspects, source: source, path: path, catalog: catalog)
    }

    /// The first line of `description` (below its header, at `headerLine`) that looks like Gherkin, if any.
    private static func suspect(
        in description: String, after headerLine: Int, place: Place, source: [UInt8], vocabulary: Vocabulary,
        matchesStep: ((String) -> Bool)?, catalog: MessageCatalog
    ) -> Suspect? {
        guard !description.isEmpty else { return nil }
        // Judged on its bytes: an ordinary line of prose is let go before any string is made of it.
        let bytes = Array(description.utf8)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Steps follow the last paragraph directly: a line there is where a lost step would be.
        let lastParagraph = (lines.lastIndex { $0.allSatisfy { $0 == 32 || $0 == 9 } } ?? -1) + 1
        // Whether that paragraph ends right above the steps, found when a line first asks (few do).
        var endsAbove: Bool?
        func nextToSteps(_ position: Int) -> Bool {
            guard place.stepsFollow, position >= lastParagraph else { return false }
            if endsAbove == nil { endsAbove = endsAboveSteps(place, in: source) }
            return endsAbove == true
        }
        for (position, line) in lines.enumerated() {
            let verdict = judge(
                line, vocabulary: vocabulary, place: place, nextToSteps: { nextToSteps(position) },
                matchesStep: matchesStep, catalog: catalog)
            if let verdict {
                return Suspect(
                    headerLine: headerLine, line: Substring(String(decoding: line, as: UTF8.self)), hint: verdict.hint,
                    lost: verdict.lost, owners: verdict.lost == .scenario ? [] : place.owners, fix: verdict.fix)
            }
        }
        return nil
    }

    /// The warnings and lost content of `suspects`, each placed on its line of `source`.
    private static func findings(
        from suspects: [Suspect], source: [UInt8], path: String, catalog: MessageCatalog
    ) -> LintFindings {
        guard !suspects.isEmpty else { return LintFindings() }
        let fileQuote = SourceQuote(source)
        let lines = fileQuote.lines
        var findings = LintFindings()
        for suspect in suspects.sorted(by: { $0.headerLine < $1.headerLine }) {
            // A description is a run of contiguous lines below its header: the first equal line is this one.
            let wanted =
                suspect.lineNumber.map { lines.indices.contains($0 - 1) ? lines[$0 - 1] : "" }
                ?? suspect.line.trimmingTrailingWhitespace
            guard
                let index = suspect.lineNumber.map({ $0 - 1 })
                    ?? lines.indices.dropFirst(suspect.headerLine).first(where: { lines[$0] == wanted }),
                lines.indices.contains(index)
            else { continue }
            let column = wanted.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1
            let caret = ReaderLine.invisibleColumn(in: wanted) ?? column
            // Every warning is about something the run does not check, a line of no scenario, step or examples too.
            let text = String(wanted.unicodeScalars.dropFirst(column - 1))
            let lost = LostContent(
                kind: suspect.lost ?? .line, uri: path, line: index + 1, text: text, owners: suspect.owners)
            let fix = suspect.fix.map {
                Diagnostic.Fix.replacing($0.written, at: index + 1, column: column, with: $0.meant, catalog: catalog)
            }
            findings.warn(
                catalog.text(suspect.message), hint: suspect.hint, column: caret, quote: fileQuote, lost: lost, fix: fix
            )
        }
        return findings
    }

    /// The keywords of `language`, gathered once and kept in `vocabularies`; `nil` for an unknown language.
    private static func vocabulary(of language: String, keptIn vocabularies: inout [String: Vocabulary]) -> Vocabulary?
    {
        if vocabularies[language] == nil {
            vocabularies[language] = GherkinDialect.named(language).map(Vocabulary.init)
        }
        return vocabularies[language]
    }

    /// The lines of the scenarios a feature's background runs before: its own, then its rules'.
    private static func scenarioLines(of feature: Feature) -> [Int] {
        var lines: [Int] = []
        for case .scenario(let scenario) in feature.children { lines.append(scenario.location.line) }
        for case .rule(let rule) in feature.children {
            for case .scenario(let scenario) in rule.children { lines.append(scenario.location.line) }
        }
        return lines
    }

    /// Whether the last paragraph of a description ends right above the first step, or there are no steps.
    ///
    /// A blank line or a comment between them makes it prose about the scenario. Only the lines of `source` up to
    /// the step's are looked at.
    private static func endsAboveSteps(_ place: Place, in source: [UInt8]) -> Bool {
        guard let line = place.firstStepLine else { return true }
        guard line >= 2 else { return false }
        // The line above the step starts after the line feed that ends the line before it.
        var start = 0
        for _ in 0..<(line - 2) {
            guard let feed = source[start...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            start = feed + 1
        }
        guard let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
        guard let first = source[start...end].first(where: { $0 != 32 && $0 != 9 }) else { return false }
        return first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r") && first != UInt8(ascii: "#")
    }

    /// A scenario checked before the next: its line, its keyword, and whether it has examples.
    private typealias Previous = (line: Int, keyword: String, hasExamples: Bool)

    /// `Ejemplo:` written for `Ejemplos:` under an outline: a scenario of its own, without steps, whose table is
    /// its description, right after an outline.
    private static func examplesWrittenAsScenario(
        _ scenario: Scenario, after outline: Previous, _ vocabulary: Vocabulary, _ catalog: MessageCatalog
    ) -> Suspect? {
        let dialect = vocabulary.dialect
        // After an outline, or a scenario with examples: a second table misnamed is lost the same way.
        guard scenario.steps.isEmpty, outline.hasExamples || dialect.scenarioOutline.contains(outline.keyword),
            scenario.description.trimmingCharacters(in: .whitespaces).hasPrefix("|"),
            let examples = dialect.examples.min(by: {
                EditDistance.between($0.lowercased(), scenario.keyword.lowercased())
                    < EditDistance.between($1.lowercased(), scenario.keyword.lowercased())
            })
        else { return nil }
        return Suspect(
            headerLine: scenario.location.line, line: "",
            hint: catalog.text(.lintExamplesAsScenarioHint(examples: examples, scenario: scenario.keyword)),
            lost: .examples, owners: [outline.line], fix: (scenario.keyword, examples),
            lineNumber: scenario.location.line,
            message: .lintExamplesAsScenario)
    }

    /// Why `line` looks like Gherkin, what the author probably meant, and what was lost; `nil` for prose.
    ///
    /// - Under a `Feature:` or `Rule:` line, where steps cannot be, a line starting with a `Given`, `When` or `Then`
    ///   keyword is a step without its scenario.
    /// - A near miss of a title keyword counts only with its colon (`Escenari:`), since prose rarely has one; so
    ///   does a title keyword of another dialect (`Scenario:` in a Spanish file).
    /// - A first word that is a step keyword in another letter case (`dado`), one or two letters from one (`Dao`),
    ///   or an English step keyword in a file of another dialect (`Given` in a Spanish file) is a step when the rest
    ///   of the line is a defined step; or, without a definition, when the line is where a lost step would be
    ///   (`nextToSteps`: the paragraph right above a scenario's steps) and does not end as a sentence does. `The user
    ///   logs in from the kiosk.` above the steps stays prose.
    /// - Any other first word before a defined step, right above the steps, is a step that lost its keyword.
    private static func judge(
        _ line: ArraySlice<UInt8>, vocabulary: Vocabulary, place: Place, nextToSteps: () -> Bool,
        matchesStep: ((String) -> Bool)?, catalog: MessageCatalog
    ) -> Verdict? {
        // The line's UTF-8 without its indentation: a string is made of a part of it only when that part is judged.
        let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = text.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "|") else { return nil }
        if place.stepsFollow,
            let hint = readerStep(
                Substring(String(decoding: text, as: UTF8.self)), vocabulary, nextToSteps, matchesStep, catalog)
        {
            return (hint, .step, nil)
        }
        if !place.stepsFollow, place.scenariosFollow,
            let keyword = vocabulary.stepKeywords.first(where: { text.starts(with: $0.utf8) })
        {
            let step = keyword.trimmingTrailingWhitespace
            let scenarioKeyword = vocabulary.dialect.scenario.last ?? "Scenario"
            return (
                catalog.text(.lintStepOutsideScenario(step: step, scenarioKeyword: scenarioKeyword)), .scenario, nil
            )
        }
        if let colon = text.firstIndex(of: UInt8(ascii: ":")),
            let verdict = titleVerdict(text, colon: colon, vocabulary: vocabulary, place: place, catalog: catalog)
        {
            return verdict
        }
        guard let space = text.firstIndex(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else { return nil }
        func rest() -> String { ReaderLine.spaced(bytes: text[space...]) }
        let lost: LostContent.Kind = place.stepsFollow ? .step : .scenario
        // A keyword is a short word: a longer first word is not looked up; nor one whose first letter starts no
        // keyword (a non-ASCII one may be another case of a keyword's: it is looked up).
        let word = text[..<space]
        guard word.count <= vocabulary.longestWord + 2,
            first >= 0x80 || vocabulary.firstBytes.contains(asciiLowercase(first)),
            let reading = vocabulary.reading(of: String(decoding: word, as: UTF8.self))
        else {
            // A first word nothing like a keyword (`Luego`, `Then,`) before a defined step, right above the steps:
            // a step all the same, with its keyword missing. (Few lines are a defined step: the file is looked at
            // for what is above the steps only for those.)
            guard let matchesStep, place.stepsFollow else { return nil }
            let rest = rest()
            guard !rest.isEmpty, matchesStep(rest), nextToSteps() else { return nil }
            return (
                catalog.text(.lintStepWithoutKeyword(step: rest, ways: vocabulary.keywordChoices(catalog))), lost, nil
            )
        }
        let rest = rest()
        guard !rest.isEmpty else { return nil }
        let defined = matchesStep?(rest) ?? false
        let endsAsSentence = rest.last.map { ".:;!?".contains($0) } ?? false
        guard defined || (reading.strong && !endsAsSentence && nextToSteps()) else { return nil }
        let meant = "«\(reading.keyword) \(rest)»"
        let written = String(decoding: word, as: UTF8.self)
        let hint = reading.foreign.map {
            foreignHint(
                $0, own: reading.keyword, keyword: written, dialect: vocabulary.dialect, step: meant, catalog: catalog)
        }
        let fix: KeywordFix? = reading.keyword.isEmpty ? nil : (written, reading.keyword)
        return (hint ?? catalog.text(.lintMisspeltStep(meant: meant)), lost, fix)
    }

    /// Why a line with a colon, `text`, looks like a title keyword's (another dialect's, or a near miss of one),
    /// what was meant and what was lost; `nil` when it does not.
    private static func titleVerdict(
        _ text: ArraySlice<UInt8>, colon: Int, vocabulary: Vocabulary, place: Place, catalog: MessageCatalog
    ) -> Verdict? {
        let dialect = vocabulary.dialect
        let isScenario = { (keyword: String) in
            dialect.scenario.contains(keyword) || dialect.scenarioOutline.contains(keyword)
        }
        let title = String(decoding: text[..<colon], as: UTF8.self)
        let foreign = ForeignKeywords.title(title, notIn: dialect)
        let near = dialect.keyword(nearlySpelledBy: String(decoding: text, as: UTF8.self)).flatMap {
            dialect.isTitleKeyword($0) ? $0 : nil
        }
        // English, the usual mix-up, says more than the own keyword it is a letter from (`Scenario:` in a
        // Spanish file); a rarer dialect's keyword is more likely a misspelling (`Escenari:` is Catalan).
        if let foreign, near == nil || foreign.dialects.first?.code == "en" {
            let own = dialect.ownKeyword(foreign.slot) ?? ""
            let lost: LostContent.Kind? = place.scenariosFollow && isScenario(own) ? .scenario : nil
            let fix: KeywordFix? = own.isEmpty ? nil : (title + ":", own + ":")
            return (
                foreignHint(foreign, own: own + ":", keyword: title + ":", dialect: dialect, catalog: catalog),
                lost, fix
            )
        }
        if let keyword = near {
            let lost: LostContent.Kind? = place.scenariosFollow && isScenario(keyword) ? .scenario : nil
            return (catalog.text(.ghDidYouMeanKeyword(keyword: keyword + ":")), lost, (title + ":", keyword + ":"))
        }
        return nil
    }

    /// The hint for a scenario's or background's description line a reader reads as a step (``ReaderLine``).
    ///
    /// An invisible character is never prose; behind markup, the line must not end as a sentence does (or be a
    /// defined step); glued, the rest must be a defined step, or the line right above the steps with a short word
    /// glued (`Dadoque`, not `Whenever`). `nil` for prose, and for lines the other rules judge.
    private static func readerStep(
        _ text: Substring, _ vocabulary: Vocabulary, _ nextToSteps: () -> Bool, _ matchesStep: ((String) -> Bool)?,
        _ catalog: MessageCatalog
    ) -> String? {
        guard ReaderLine.mayHoldStep(text, glued: vocabulary.gluedKeywords) else { return nil }
        let reader = ReaderLine(text)
        guard let step = reader.step(in: vocabulary) else {
            // Behind markup or an invisible character, a defined step that lost its keyword too.
            let line = reader.words.joined(separator: " ")
            guard reader.invisible != nil || reader.markup != nil, !line.isEmpty, matchesStep?(line) == true else {
                return nil
            }
            return catalog.text(.lintStepWithoutKeyword(step: line, ways: vocabulary.keywordChoices(catalog)))
        }
        let (keyword, rest, glued) = step
        guard !rest.isEmpty,
            reader.invisible != nil || reader.markup != nil || glued
        else { return nil }
        let defined = matchesStep?(rest) ?? false
        let endsAsSentence = rest.last.map { ".:;!?".contains($0) } ?? false
        let meant = "«\(keyword) \(rest)»"
        if let name = reader.invisibleName { return catalog.text(.lintInvisibleSpace(name: name, meant: meant)) }
        if let markup = reader.markup {
            return defined || !endsAsSentence ? catalog.text(.lintListMarker(mark: String(markup), meant: meant)) : nil
        }
        let gluedWord = rest.prefix { $0 != " " }
        guard defined || (gluedWord.count <= 3 && !endsAsSentence && nextToSteps()) else { return nil }
        return catalog.text(.lintGluedKeyword(keyword: keyword, meant: meant))
    }

    static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// "«Given» es de Gherkin en English («en»), no en español: …".
    private static func foreignHint(
        _ foreign: ForeignKeywords.Keyword, own: String, keyword: String, dialect: GherkinDialect, step: String? = nil,
        catalog: MessageCatalog
    ) -> String {
        let list = catalog.list(dialects: foreign.dialects)
        let hint = step.map { catalog.text(.lintDidYouMeanStep(step: $0)) } ?? catalog.text(.lintUseKeyword(own: own))
        let code = foreign.dialects[0].code
        return catalog.text(
            .lintForeignKeyword(word: keyword, in: list, notIn: catalog.name(of: dialect), hint: hint, code: code))
    }
}
