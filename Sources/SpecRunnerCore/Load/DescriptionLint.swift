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
        // Where each line of the file starts, found only if a line needs a look at its neighbours (few do).
        var lineStarts: [Int]?
        func check(_ description: String, after headerLine: Int, place: Place) {
            guard !description.isEmpty else { return }
            // Split on the bytes: a line feed is one byte, and splitting by `Character` is many times slower.
            let lines = description.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            // Steps follow the last paragraph directly: a line there is where a lost step would be.
            let lastParagraph = (lines.lastIndex { $0.allSatisfy { $0 == 32 || $0 == 9 } } ?? -1) + 1
            for (position, bytes) in lines.enumerated() {
                let line = Substring(bytes)
                let verdict = judge(
                    line, vocabulary: vocabulary, place: place,
                    nextToSteps: {
                        place.stepsFollow && position >= lastParagraph
                            && endsAboveSteps(place, in: source, lineStarts: &lineStarts)
                    },
                    matchesStep: matchesStep, catalog: catalog)
                if let verdict {
                    suspects.append(
                        Suspect(
                            headerLine: headerLine, line: line, hint: verdict.hint, lost: verdict.lost,
                            owners: verdict.lost == .scenario ? [] : place.owners, fix: verdict.fix))
                    return
                }
            }
        }
        func check(_ scenarios: [Scenario]) {
            var previous: Scenario?
            for scenario in scenarios {
                check(
                    scenario.description, after: scenario.location.line,
                    place: Place(
                        stepsFollow: true, firstStepLine: scenario.steps.first?.location.line,
                        owners: [scenario.location.line]))
                for examples in scenario.examples {
                    check(examples.description, after: examples.location.line, place: Place())
                }
                if let previous, let suspect = examplesWrittenAsScenario(scenario, after: previous, vocabulary, catalog)
                {
                    suspects.append(suspect)
                }
                previous = scenario
            }
        }
        func check(_ background: Background, in scope: [Int]) {
            check(
                background.description, after: background.location.line,
                place: Place(stepsFollow: true, firstStepLine: background.steps.first?.location.line, owners: scope))
        }
        let featureScenarios = feature.children.compactMap { if case .scenario(let s) = $0 { s } else { nil } }
        let featureScope = scenarioLines(of: feature)
        check(feature.description, after: feature.location.line, place: Place(scenariosFollow: true))
        for child in feature.children {
            switch child {
            case .scenario: break
            case .background(let background): check(background, in: featureScope)
            case .rule(let rule):
                check(rule.description, after: rule.location.line, place: Place(scenariosFollow: true))
                let ruleScenarios = rule.children.compactMap { if case .scenario(let s) = $0 { s } else { nil } }
                for case .background(let background) in rule.children {
                    check(background, in: ruleScenarios.map(\.location.line))
                }
                check(ruleScenarios)
            }
        }
        check(featureScenarios)
        return findings(from: suspects, source: source, path: path, catalog: catalog)
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
    /// A blank line or a comment between them makes it prose about the scenario. `lineStarts` (where each line
    /// of `source` starts) is found the first time it is needed.
    private static func endsAboveSteps(_ place: Place, in source: [UInt8], lineStarts: inout [Int]?) -> Bool {
        guard let line = place.firstStepLine else { return true }
        if lineStarts == nil {
            var starts = [0]
            for index in source.indices where source[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            lineStarts = starts
        }
        guard let starts = lineStarts, line >= 2, line - 1 < starts.count else { return false }
        let above = source[starts[line - 2]..<starts[line - 1]].drop { $0 == 32 || $0 == 9 }
        guard let first = above.first else { return false }
        return first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r") && first != UInt8(ascii: "#")
    }

    /// `Ejemplo:` written for `Ejemplos:` under an outline: a scenario of its own, without steps, whose table is
    /// its description, right after an outline.
    private static func examplesWrittenAsScenario(
        _ scenario: Scenario, after outline: Scenario, _ vocabulary: Vocabulary, _ catalog: MessageCatalog
    ) -> Suspect? {
        let dialect = vocabulary.dialect
        // After an outline, or a scenario with examples: a second table misnamed is lost the same way.
        guard dialect.scenarioOutline.contains(outline.keyword) || !outline.examples.isEmpty, scenario.steps.isEmpty,
            scenario.description.trimmingCharacters(in: .whitespaces).hasPrefix("|"),
            let examples = dialect.examples.min(by: {
                EditDistance.between($0.lowercased(), scenario.keyword.lowercased())
                    < EditDistance.between($1.lowercased(), scenario.keyword.lowercased())
            })
        else { return nil }
        return Suspect(
            headerLine: scenario.location.line, line: "",
            hint: catalog.text(.lintExamplesAsScenarioHint(examples: examples, scenario: scenario.keyword)),
            lost: .examples, owners: [outline.location.line], fix: (scenario.keyword, examples),
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
        _ line: Substring, vocabulary: Vocabulary, place: Place, nextToSteps: () -> Bool,
        matchesStep: ((String) -> Bool)?, catalog: MessageCatalog
    ) -> (hint: String, lost: LostContent.Kind?, fix: KeywordFix?)? {
        let text = Substring(line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        guard let first = text.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "|") else { return nil }
        if place.stepsFollow, let hint = readerStep(text, vocabulary, nextToSteps, matchesStep, catalog) {
            return (hint, .step, nil)
        }
        let dialect = vocabulary.dialect
        let scenarioKeyword = dialect.scenario.last ?? "Scenario"
        if !place.stepsFollow {
            if let keyword = vocabulary.stepKeywords.first(where: { text.utf8.starts(with: $0.utf8) }),
                place.scenariosFollow
            {
                let step = keyword.trimmingTrailingWhitespace
                return (
                    catalog.text(.lintStepOutsideScenario(step: step, scenarioKeyword: scenarioKeyword)), .scenario, nil
                )
            }
        }
        if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) {
            let isScenario = { (keyword: String) in
                dialect.scenario.contains(keyword) || dialect.scenarioOutline.contains(keyword)
            }
            let title = String(text[..<colon])
            let foreign = ForeignKeywords.title(title, notIn: dialect)
            let near = dialect.keyword(nearlySpelledBy: String(text)).flatMap { dialect.isTitleKeyword($0) ? $0 : nil }
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
        }
        guard let space = text.utf8.firstIndex(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else { return nil }
        let word = String(text[..<space])
        func rest() -> String { ReaderLine.spaced(text[space...]) }
        let lost: LostContent.Kind = place.stepsFollow ? .step : .scenario
        // A keyword is a short word: a longer first word is not looked up; nor one whose first letter starts no
        // keyword (a non-ASCII one may be another case of a keyword's: it is looked up).
        guard word.utf8.count <= vocabulary.longestWord + 2,
            first >= 0x80 || vocabulary.firstBytes.contains(asciiLowercase(first)),
            let reading = reading(of: word, vocabulary: vocabulary)
        else {
            // A first word nothing like a keyword (`Luego`, `Then,`) before a defined step, right above the steps:
            // a step all the same, with its keyword missing.
            guard let matchesStep, nextToSteps() else { return nil }
            let rest = rest()
            guard !rest.isEmpty, matchesStep(rest) else { return nil }
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
        let hint = reading.foreign.map {
            foreignHint($0, own: reading.keyword, keyword: word, dialect: dialect, step: meant, catalog: catalog)
        }
        let fix: KeywordFix? = reading.keyword.isEmpty ? nil : (word, reading.keyword)
        return (hint ?? catalog.text(.lintMisspeltStep(meant: meant)), lost, fix)
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

    /// The step keyword `word` stands for, if any: the same keyword in another letter case, a near miss of one, or
    /// English's in a file of another dialect; `strong` when that is likely enough to flag the line without a
    /// matching definition.
    private static func reading(
        of word: String, vocabulary: Vocabulary
    ) -> (keyword: String, strong: Bool, foreign: ForeignKeywords.Keyword?)? {
        let lower = word.lowercased()
        if let keyword = vocabulary.ownSteps[lower] {
            // The keyword itself would have been a step; another case of `Y` or `E` is too close to prose.
            guard keyword != word else { return nil }
            return (keyword, keyword.unicodeScalars.count >= 2, nil)
        }
        if let foreign = ForeignKeywords.step(lower, notIn: vocabulary.dialect) {
            return (vocabulary.dialect.ownKeyword(foreign.slot) ?? "", true, foreign)
        }
        let scalars = Array(lower.unicodeScalars)
        guard let firstLetter = scalars.first else { return nil }
        var best: (keyword: String, distance: Int)?
        for target in vocabulary.nearMissTargets {
            // A misspelling keeps its keyword's first letter and about its length.
            guard target.scalars.first == firstLetter, abs(target.scalars.count - scalars.count) <= 2 else { continue }
            let distance = EditDistance.between(scalars, target.scalars)
            // One letter for a short keyword (`Dao`), two for a long one (`Entoces`, `Cunado`).
            guard distance <= (target.scalars.count >= 6 ? 2 : 1) else { continue }
            if best == nil || distance < best!.distance { best = (target.keyword, distance) }
        }
        guard let best else { return nil }
        return (best.keyword, true, nil)
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
