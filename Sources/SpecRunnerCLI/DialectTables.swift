import Foundation
import Gherkin

/// What `--i18n-languages` and `--i18n-keywords LANG` print: the Gherkin dialects, and the keywords of one, for
/// people writing feature files in their own language.
enum DialectTables {
    /// Every dialect's code, English name and native name, by code.
    static func languages() -> String {
        let dialects = GherkinDialect.all.sorted { $0.code < $1.code }
        let codeWidth = dialects.map(\.code.unicodeScalars.count).max() ?? 0
        let nameWidth = dialects.map(\.name.unicodeScalars.count).max() ?? 0
        var text = "Gherkin languages: write \"# language: CODE\" on a feature file's first line.\n\n"
        text += "  " + padded("CODE", codeWidth) + "  " + padded("NAME", nameWidth) + "  NATIVE NAME\n"
        for dialect in dialects {
            text += "  " + padded(dialect.code, codeWidth) + "  " + padded(dialect.name, nameWidth)
            text += "  " + dialect.native + "\n"
        }
        return text
    }

    /// The keywords of `dialect`, each with the English keyword it stands for.
    static func keywords(of dialect: GherkinDialect) -> String {
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
        var text = "Gherkin keywords in \(dialect.name) (\(dialect.native)): "
        text += "a feature file written in it starts with \"# language: \(dialect.code)\".\n\n"
        for (english, native) in rows where !native.isEmpty {
            text += "  " + padded(english, width) + "  " + native.joined(separator: " | ") + "\n"
        }
        text += "\nTitle keywords end with a colon (\(dialect.feature.first ?? "Feature"):); a step keyword is "
        text += "followed by the step's text"
        // Not every dialect has `*` (Slovenian, Texan).
        text += dialect.stepKeywords.contains("* ") ? ", and * can stand for any of them.\n" : ".\n"
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
