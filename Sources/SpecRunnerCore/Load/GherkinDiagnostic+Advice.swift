import Foundation
import Gherkin

/// A ``GherkinDiagnostic``'s advice and expectation worded in the output language, with the keywords of the
/// file's own dialect: `¿Quisiste decir «Dado»?`, `expected a step («Given», …) or the end of the file`.
extension GherkinDiagnostic {
    private var dialect: GherkinDialect {
        GherkinDialect.named(language) ?? GherkinDialect.named("en")!
    }

    /// What the grammar expected, in plain words of `catalog`'s language; `nil` for errors without an expectation.
    func expectation(in catalog: MessageCatalog) -> String? {
        if expected == ["#FeatureLine"] { return catalog.text(.ghFeatureFirst(keyword: dialect.feature[0])) }
        let words = expected.compactMap { describe($0, in: catalog) }
        return words.isEmpty ? nil : catalog.text(.ghExpected(expected: catalog.list(words)))
    }

    /// What is wrong, when the advice says it better than the parser's message: a row's cells, counted.
    func problem(in catalog: MessageCatalog) -> String? {
        guard case .inconsistentCellCount(let expected, let found, _, _) = advice else { return nil }
        return catalog.text(.ghCellCountFound(count: found, expected: String(expected)))
    }

    /// How to fix the file, in `catalog`'s language with the keywords of the file's dialect; falls back to the
    /// expectation.
    package func hint(in catalog: MessageCatalog) -> String? {
        let expectation = expectation(in: catalog)
        switch advice {
        case .keyword(let keyword): return catalog.text(.ghDidYouMeanKeyword(keyword: keyword))
        case .otherDialect(let keyword, let codes):
            let names = catalog.list(dialects: codes.compactMap(GherkinDialect.named))
            let advice = codes.count == 1 ? Message.ghOtherDialect : Message.ghOtherDialects
            return catalog.text(advice(keyword, names, catalog.name(of: dialect), codes[0], dialect.feature[0]))
        case .misplacedKeyword(let keyword):
            return expectation.map { catalog.text(.ghMisplacedKeyword(keyword: keyword, expectation: $0)) }
        case .unclosedDocString: return catalog.text(.ghUnclosedDocString)
        case .endsEarly: return catalog.text(.ghEndsEarly(expectation: expectation ?? ""))
        case .inconsistentCellCount(_, _, _, let closed):
            return catalog.text(closed ? .ghCellCount : .ghRowNotClosed)
        case .languageCodes(let codes):
            guard !codes.isEmpty else { return catalog.text(.ghLanguageCodes) }
            return catalog.text(.ghDidYouMeanCodes(codes: catalog.list(codes.map { "«\($0)»" })))
        case .tagWithWhitespace: return catalog.text(.ghTagWithWhitespace)
        case .invalidUTF8: return catalog.text(.ghInvalidUTF8)
        case nil: return expectation
        }
    }

    private func describe(_ token: String, in catalog: MessageCatalog) -> String? {
        func keyword(_ slot: ForeignKeywords.Slot) -> String { "«\(dialect.ownKeyword(slot) ?? ""):»" }
        switch token {
        case "#EOF": return catalog.text(.ghEndOfFile)
        case "#TagLine": return catalog.text(.ghTags)
        case "#RuleLine": return catalog.text(.ghLine(keywords: keyword(.rule)))
        case "#BackgroundLine": return catalog.text(.ghLine(keywords: keyword(.background)))
        case "#ScenarioLine": return catalog.text(.ghLine(keywords: keyword(.scenario)))
        case "#ExamplesLine": return catalog.text(.ghLine(keywords: keyword(.examples)))
        case "#StepLine":
            return catalog.text(.ghStep(keywords: dialect.stepKeywordChoices.map { "«\($0)»" }.joined(separator: ", ")))
        case "#DocStringSeparator": return catalog.text(.ghDocString)
        case "#TableRow": return catalog.text(.ghTableRow)
        case "#Other": return catalog.text(.ghFreeText)
        default: return nil
        }
    }
}

extension MessageCatalog {
    /// A dialect's name for the reader: English's name for it in English, its own name otherwise.
    func name(of dialect: GherkinDialect) -> String {
        code == "en" ? dialect.name : dialect.native
    }

    /// `English («en»), español («es»)`: dialects named for the reader, listed.
    func list(dialects: [GherkinDialect]) -> String {
        list(dialects.map { text(.ghDialect(name: name(of: $0), code: $0.code)) })
    }
}
