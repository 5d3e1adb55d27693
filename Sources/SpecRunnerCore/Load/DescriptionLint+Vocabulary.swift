import Foundation
import Gherkin

extension DescriptionLint {
    /// What every description line of a dialect is checked against, shared by the files of that dialect.
    package final class Vocabulary {
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

        /// The step keyword `word` stands for, if any: the same keyword in another letter case, a near miss of one, or
        /// English's in a file of another dialect; `strong` when that is likely enough to flag the line without a
        /// matching definition.
        func reading(of word: String) -> (keyword: String, strong: Bool, foreign: ForeignKeywords.Keyword?)? {
            let lower = word.lowercased()
            if let keyword = ownSteps[lower] {
                // The keyword itself would have been a step; another case of `Y` or `E` is too close to prose.
                guard keyword != word else { return nil }
                return (keyword, keyword.unicodeScalars.count >= 2, nil)
            }
            if let foreign = ForeignKeywords.step(lower, notIn: dialect) {
                return (dialect.ownKeyword(foreign.slot) ?? "", true, foreign)
            }
            let scalars = Array(lower.unicodeScalars)
            guard let firstLetter = scalars.first else { return nil }
            var best: (keyword: String, distance: Int)?
            for target in nearMissTargets {
                // A misspelling keeps its keyword's first letter and about its length.
                guard target.scalars.first == firstLetter, abs(target.scalars.count - scalars.count) <= 2 else {
                    continue
                }
                let distance = EditDistance.between(scalars, target.scalars)
                // One letter for a short keyword (`Dao`), two for a long one (`Entoces`, `Cunado`).
                guard distance <= (target.scalars.count >= 6 ? 2 : 1) else { continue }
                if best == nil || distance < best!.distance { best = (target.keyword, distance) }
            }
            guard let best else { return nil }
            return (best.keyword, true, nil)
        }
    }
}
