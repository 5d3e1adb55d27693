/// The keywords of one Gherkin spoken language (`# language: es`), as listed in Cucumber's gherkin-languages.json.
public struct GherkinDialect: Sendable, Hashable {
    /// The code used in `# language:` headers (`en`, `es`, `zh-CN`, …).
    public let code: String
    /// The language's English name.
    public let name: String
    /// The language's own name.
    public let native: String
    /// `Feature` keywords.
    public let feature: [String]
    /// `Rule` keywords.
    public let rule: [String]
    /// `Background` keywords.
    public let background: [String]
    /// `Scenario`/`Example` keywords.
    public let scenario: [String]
    /// `Scenario Outline`/`Scenario Template` keywords.
    public let scenarioOutline: [String]
    /// `Examples` keywords.
    public let examples: [String]
    /// `Given` step keywords (with their trailing space where the language puts one).
    public let given: [String]
    /// `When` step keywords.
    public let when: [String]
    /// `Then` step keywords.
    public let then: [String]
    /// `And` step keywords.
    public let and: [String]
    /// `But` step keywords.
    public let but: [String]

    /// Creates a dialect.
    public init(
        code: String, name: String, native: String, feature: [String], rule: [String], background: [String],
        scenario: [String], scenarioOutline: [String], examples: [String], given: [String], when: [String],
        then: [String], and: [String], but: [String]
    ) {
        self.code = code
        self.name = name
        self.native = native
        self.feature = feature
        self.rule = rule
        self.background = background
        self.scenario = scenario
        self.scenarioOutline = scenarioOutline
        self.examples = examples
        self.given = given
        self.when = when
        self.then = then
        self.and = and
        self.but = but
    }

    /// Every dialect, in the order of gherkin-languages.json.
    public static var all: [GherkinDialect] { DialectRegistry.shared.dialects }

    /// Every dialect code, in the order of gherkin-languages.json.
    public static var codes: [String] { DialectRegistry.shared.codes }

    /// The dialect with this code, or `nil` when there is none.
    public static func named(_ code: String) -> GherkinDialect? {
        DialectRegistry.shared.index(of: code).map { DialectRegistry.shared.dialect(at: $0) }
    }

    /// The dialect codes closest to `code` (a misspelling: at most two edits away, case aside), best first, at
    /// most six; empty when none is that close.
    public static func codes(nearestTo code: String) -> [String] {
        let distances = codes.map { ($0, EditDistance.between($0.lowercased(), code.lowercased())) }
        guard let best = distances.map(\.1).min(), best <= 2 else { return [] }
        return Array(distances.filter { $0.1 == best }.prefix(6).map(\.0))
    }

    /// The step keywords: `given`, `when`, `then`, `and`, `but`, in that order (with repetitions such as `* `).
    public var stepKeywords: [String] { given + when + then + and + but }

    /// Decodes a record of ``GherkinDialectTable`` (split on bytes: `|` and `;` are ASCII and never inside a
    /// multi-byte character, and splitting by `Character` would be needlessly slow).
    init(record: String) {
        let fields = record.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        precondition(fields.count == 14, "malformed dialect record \(record)")
        func text(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
        func keywords(_ index: Int) -> [String] {
            fields[index].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        self.init(
            code: text(0), name: text(1), native: text(2), feature: keywords(3), rule: keywords(4),
            background: keywords(5), scenario: keywords(6), scenarioOutline: keywords(7), examples: keywords(8),
            given: keywords(9), when: keywords(10), then: keywords(11), and: keywords(12), but: keywords(13))
    }
}
