import Foundation
import Gherkin

extension DescriptionLint {
    /// What every description line of a dialect is checked against.
    package struct Vocabulary {
        let dialect: GherkinDialect
        /// The `Given`, `When` and `Then` keywords, which start a step.
        let stepKeywords: [String]
        /// Every step keyword but `*`, without its trailing space, by its lowercased text.
        let ownSteps: [String: String]
        /// The single-word step keywords of at least four letters and their lowercased scalars, for near misses.
        let nearMissTargets: [(keyword: String, scalars: [Unicode.Scalar])]
        /// The length in bytes of the longest one-word step keyword looked up: a longer first word is no keyword.
        let longestWord: Int
        /// The first bytes, ASCII lowercased, of the step keywords looked up (own and English): a first word that
        /// starts otherwise is none of them nor a near miss, and most prose is let go on one byte.
        let firstBytes: Set<UInt8>
        /// The lowercased bytes of the single-word step keywords of four letters or more, which a reader still sees
        /// glued to the next word (``ReaderLine/step(in:)``).
        let gluedKeywords: [[UInt8]]

        /// `«Dado», «Cuando», «Entonces», «Y» o «Pero»`: the keywords a step may start with, one of each kind.
        func keywordChoices(_ catalog: MessageCatalog) -> String {
            catalog.list(dialect.stepKeywordChoices.map { "«\($0)»" })
        }

        init(_ dialect: GherkinDialect) {
            self.dialect = dialect
            stepKeywords = (dialect.given + dialect.when + dialect.then).filter { $0 != "* " }
            var ownSteps: [String: String] = [:]
            for keyword in dialect.stepKeywords.map({ $0.trimmingCharacters(in: .whitespaces) }) where keyword != "*" {
                ownSteps[keyword.lowercased()] = ownSteps[keyword.lowercased()] ?? keyword
            }
            self.ownSteps = ownSteps
            nearMissTargets = ownSteps.values.filter { !$0.contains(" ") && $0.unicodeScalars.count >= 4 }.sorted()
                .map { ($0, Array($0.lowercased().unicodeScalars)) }
            let english = ForeignKeywords.englishSteps.keys
            longestWord = (ownSteps.values.map(\.utf8.count) + english.map(\.utf8.count)).max() ?? 0
            firstBytes = Set((Array(ownSteps.keys) + english).compactMap(\.utf8.first).map(asciiLowercase))
            gluedKeywords = ownSteps.keys.filter { !$0.contains(" ") && $0.count >= 4 }.map { Array($0.utf8) }
        }
    }
}
