import Foundation
import Gherkin

/// Keywords of other Gherkin dialects, to recognise one written in a file of another dialect (`Given` in a
/// Spanish file, `Scenario:` in a French one) and say which dialects it belongs to: every dialect's title keywords,
/// looked up only for a line with a colon, and English's step keywords.
enum ForeignKeywords {
    /// What a keyword introduces.
    enum Slot: Sendable {
        case feature, rule, background, scenario, scenarioOutline, examples, given, when, then, and, but
    }

    /// A keyword found in other dialects: what it introduces, and those dialects (English alone when it is one of
    /// them, the usual mix-up; otherwise at most three).
    struct Keyword {
        let slot: Slot
        let dialects: [GherkinDialect]
    }

    /// The title keyword `text` (without its colon, exactly as written) is in dialects other than `dialect`.
    static func title(_ text: String, notIn dialect: GherkinDialect) -> Keyword? {
        let others = (titles[text] ?? []).filter { $0.code != dialect.code }
        guard let first = others.first else { return nil }
        // English's keywords are shared by joke dialects (Scouse, pirate…): English alone is the likely one.
        let codes = others.contains { $0.code == "en" } ? ["en"] : Array(others.prefix(3).map(\.code))
        return Keyword(slot: first.slot, dialects: codes.compactMap(GherkinDialect.named))
    }

    /// The English step keyword that `word` (lowercased) is, when `dialect` is another.
    ///
    /// Only English's: it is the usual mix-up, and gathering every dialect's step keywords would cost each run
    /// the decoding of all 80 dialects for a word that, in any other, is as likely prose.
    static func step(_ word: String, notIn dialect: GherkinDialect) -> Keyword? {
        guard dialect.code != "en", let slot = englishSteps[word], let english = GherkinDialect.named("en") else {
            return nil
        }
        return Keyword(slot: slot, dialects: [english])
    }

    /// Title keywords, as written, with their slot and dialect.
    private static let titles: [String: [(slot: Slot, code: String)]] = {
        var table: [String: [(slot: Slot, code: String)]] = [:]
        for dialect in GherkinDialect.all {
            let groups = [Slot.feature, .rule, .background, .scenario, .scenarioOutline, .examples].map {
                ($0, dialect.keywords($0))
            }
            for (slot, keywords) in groups {
                for keyword in keywords where keyword.unicodeScalars.count >= 3 {
                    table[keyword, default: []].append((slot, dialect.code))
                }
            }
        }
        return table
    }()

    /// English's one-word step keywords of three letters or more, lowercased, with their slot.
    static let englishSteps: [String: Slot] = {
        guard let english = GherkinDialect.named("en") else { return [:] }
        var table: [String: Slot] = [:]
        for slot in [Slot.given, .when, .then, .and, .but] {
            for keyword in english.keywords(slot).map({ $0.trimmingCharacters(in: .whitespaces) })
            where !keyword.contains(" ") && keyword.unicodeScalars.count >= 3 {
                table[keyword.lowercased()] = table[keyword.lowercased()] ?? slot
            }
        }
        return table
    }()
}

extension GherkinDialect {
    /// The keywords that introduce `slot`, as the dialect lists them.
    func keywords(_ slot: ForeignKeywords.Slot) -> [String] {
        switch slot {
        case .feature: feature
        case .rule: rule
        case .background: background
        case .scenario: scenario
        case .scenarioOutline: scenarioOutline
        case .examples: examples
        case .given: given
        case .when: when
        case .then: then
        case .and: and
        case .but: but
        }
    }

    /// The keyword people know for `slot`, without its trailing space: the first but `*`.
    func ownKeyword(_ slot: ForeignKeywords.Slot) -> String? {
        // The dialects list "Example" before "Scenario"; the latter is what people know.
        let keywords = slot == .scenario ? scenario.reversed() : keywords(slot)
        return keywords.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0 != "*" }
    }

    /// One keyword of each kind a step may start with: `Dado`, `Cuando`, `Entonces`, `Y`, `Pero`.
    var stepKeywordChoices: [String] {
        [ForeignKeywords.Slot.given, .when, .then, .and, .but].compactMap(ownKeyword)
    }
}
