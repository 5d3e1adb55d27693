import Foundation
import Gherkin
import SpecRunner
import SpecRunnerCore

/// What `--i18n-languages` and `--i18n-keywords LANG` print: the Gherkin dialects, and the keywords of one, for
/// people writing feature files in their own language.
enum DialectTables {
    /// Every dialect's code, English name and native name, by code; the words in `catalog`'s language.
    static func languages(_ catalog: MessageCatalog) -> String {
        let dialects = GherkinDialect.all.sorted { $0.code < $1.code }
        let code = catalog.text(.dialectsCode)
        let name = catalog.text(.dialectsName)
        let codeWidth = max(dialects.map(\.code.unicodeScalars.count).max() ?? 0, code.unicodeScalars.count)
        let nameWidth = max(dialects.map(\.name.unicodeScalars.count).max() ?? 0, name.unicodeScalars.count)
        var text = catalog.text(.dialectsTitle(code: code)) + "\n\n"
        text += "  " + padded(code, codeWidth) + "  " + padded(name, nameWidth) + "  " + catalog.text(.dialectsNative)
        text += "\n"
        for dialect in dialects {
            text += "  " + padded(dialect.code, codeWidth) + "  " + padded(dialect.name, nameWidth)
            text += "  " + dialect.native + "\n"
        }
        return text
    }

    /// The keywords of `dialect`, each with the English keyword it stands for; the words in `catalog`'s language.
    static func keywords(of dialect: GherkinDialect, _ catalog: MessageCatalog) -> String {
        let rows: [(String, [String])] = [
            ("Feature", dialect.feature),
            ("Rule", dialect.rule),
            ("Background", dialect.background),
            ("Scenario", dialect.scenario),
            ("Scenario Outline", dialect.scenarioOutline),
            ("Examples", dialect.examples),
            ("Given", stepKeywords(dialect.given)),
            ("When", stepKeywords(dialect.when)),
            ("Then", stepKeywords(dialect.then)),
            ("And", stepKeywords(dialect.and)),
            ("But", stepKeywords(dialect.but)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        var text =
            catalog.text(.dialectKeywordsTitle(name: dialect.name, native: dialect.native, code: dialect.code)) + "\n\n"
        for (english, native) in rows where !native.isEmpty {
            text += "  " + padded(english, width) + "  " + native.joined(separator: " | ") + "\n"
        }
        // Not every dialect has `*` (Slovenian, Texan).
        let note = dialect.stepKeywords.contains("* ") ? Message.dialectKeywordsNoteStar : Message.dialectKeywordsNote
        text += "\n" + catalog.text(note(dialect.feature.first ?? "Feature")) + "\n"
        return text
    }

    /// Step keywords as written before a step's text, without their trailing space and without `*`.
    private static func stepKeywords(_ keywords: [String]) -> [String] {
        var seen: Set<String> = []
        return keywords.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "*" && seen.insert($0).inserted }
    }

    /// `text` followed by spaces up to `width` Unicode scalars.
    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.unicodeScalars.count))
    }
}
