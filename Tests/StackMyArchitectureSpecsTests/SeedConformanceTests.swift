import Foundation
import Testing

/// `Features/catalog.feature` holds the eight scenarios of the BDD seed word for word.
///
/// Same names, same steps with the same keywords. Checked against `../shared/seeds/catalog-bdd-spec.md` when it is beside the package.
@Suite struct SeedConformanceTests {
    static let seed = packageRoot + "/../shared/seeds/catalog-bdd-spec.md"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: seed), "the seeds are not beside the package"))
    func catalogFeatureHoldsTheSeedScenariosWordForWord() throws {
        let seedText = try String(contentsOfFile: Self.seed, encoding: .utf8)
        let feature = try String(contentsOfFile: packageRoot + "/Features/catalog.feature", encoding: .utf8)

        let seedScenarios = Self.scenarios(in: Self.gherkinBlocks(of: seedText).joined(separator: "\n"))
        let featureScenarios = Self.scenarios(in: feature)

        #expect(seedScenarios.count == 8)
        #expect(featureScenarios == seedScenarios)
    }

    /// The text of the ```gherkin fenced blocks of a Markdown document.
    static func gherkinBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```gherkin" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Each `Scenario:` line with its step lines, trimmed, in order; tags, comments and blank lines left out.
    static func scenarios(in text: String) -> [[String]] {
        var scenarios: [[String]] = []
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("Scenario:") {
                scenarios.append([line])
            } else if ["Given ", "When ", "Then ", "And ", "But "].contains(where: line.hasPrefix), !scenarios.isEmpty {
                scenarios[scenarios.count - 1].append(line)
            }
        }
        return scenarios
    }
}
