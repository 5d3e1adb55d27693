/// A set of byte values: which bytes some keyword of a group starts with, to reject most lines with one test.
struct FirstBytes: Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ keywords: [Keyword]) {
        for keyword in keywords {
            guard let first = keyword.bytes.first else { continue }
            let bit = UInt64(1) << UInt64(first & 63)
            switch first >> 6 {
            case 0: bits.0 |= bit
            case 1: bits.1 |= bit
            case 2: bits.2 |= bit
            default: bits.3 |= bit
            }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }
}

/// A keyword ready for matching against raw bytes.
struct Keyword: Sendable {
    let text: String
    let bytes: [UInt8]

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }
}

/// A step keyword with the kinds the official matchers give it.
struct StepKeyword: Sendable {
    let keyword: Keyword
    /// The plain matcher's type: the keyword's kind, or `unknown` when it has several (`* `).
    let plainType: Step.KeywordType
    /// The Markdown matcher's type: the first kind the keyword has.
    let firstType: Step.KeywordType
}

/// A dialect's keywords as byte strings, in the orders the official token matchers try them.
final class CompiledDialect: Sendable {
    let dialect: GherkinDialect
    let index: Int
    let feature: [Keyword]
    let rule: [Keyword]
    let background: [Keyword]
    /// Scenario keywords followed by scenario outline keywords.
    let scenario: [Keyword]
    let examples: [Keyword]
    let featureStarts: FirstBytes
    let ruleStarts: FirstBytes
    let backgroundStarts: FirstBytes
    let scenarioStarts: FirstBytes
    let examplesStarts: FirstBytes
    let stepStarts: FirstBytes
    /// All step keywords, longest first (so that `Dados ` wins over `Dado `), each once.
    let steps: [StepKeyword]
    /// The same without `* `, which Markdown does not use as a step keyword (a bullet is a `*`).
    let markdownSteps: [StepKeyword]
    /// The kinds of every step keyword, for the rare title keyword that is also a step keyword.
    private let stepKinds: [String: [Step.KeywordType]]

    init(dialect: GherkinDialect, index: Int) {
        self.dialect = dialect
        self.index = index
        feature = dialect.feature.map(Keyword.init)
        rule = dialect.rule.map(Keyword.init)
        background = dialect.background.map(Keyword.init)
        scenario = (dialect.scenario + dialect.scenarioOutline).map(Keyword.init)
        examples = dialect.examples.map(Keyword.init)
        var kinds: [String: [Step.KeywordType]] = [:]
        let groups: [([String], Step.KeywordType)] = [
            (dialect.given, .context), (dialect.when, .action), (dialect.then, .outcome),
            (dialect.and, .conjunction), (dialect.but, .conjunction),
        ]
        for (keywords, kind) in groups {
            for keyword in keywords { kinds[keyword, default: []].append(kind) }
        }
        stepKinds = kinds
        let ordered = groups.flatMap(\.0).enumerated().sorted { lhs, rhs in
            let left = lhs.element.unicodeScalars.count
            let right = rhs.element.unicodeScalars.count
            return left != right ? left > right : lhs.offset < rhs.offset
        }
        // A keyword listed in several groups (`* `) matches the same way each time: keep its first entry.
        var seen: Set<String> = []
        steps = ordered.compactMap { entry in
            guard seen.insert(entry.element).inserted else { return nil }
            let types = kinds[entry.element] ?? [.unknown]
            return StepKeyword(
                keyword: Keyword(entry.element), plainType: types.count == 1 ? types[0] : .unknown,
                firstType: types[0])
        }
        markdownSteps = steps.filter { $0.keyword.text != "* " }
        featureStarts = FirstBytes(feature)
        ruleStarts = FirstBytes(rule)
        backgroundStarts = FirstBytes(background)
        scenarioStarts = FirstBytes(scenario)
        examplesStarts = FirstBytes(examples)
        stepStarts = FirstBytes(steps.map(\.keyword))
    }

    /// The first kind of `keyword` when it is also a step keyword (what the Markdown matcher reports for titles).
    func firstStepKind(of keyword: String) -> Step.KeywordType? { stepKinds[keyword]?.first }
}
