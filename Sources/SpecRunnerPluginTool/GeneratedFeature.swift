import Gherkin
import SpecRunnerCore

/// What the generated tests need of a feature file: its path, its name and its runnable scenarios.
struct GeneratedFeature: Equatable {
    /// One scenario, or one examples row of an outline: a test.
    struct Scenario: Equatable {
        /// The scenario's name; an examples row's ends with ` #E.R` (its examples table and row, from 1).
        let name: String
        /// The line that selects it: the examples row's, else the scenario's.
        let line: Int
        /// Its tags without `@`, as its pickle inherits them (feature, rule, scenario, examples), in order.
        let tags: [String]
    }

    /// The file, relative to the package's folder.
    let path: String
    /// The feature's name.
    let name: String
    let scenarios: [Scenario]
}

extension GeneratedFeature {
    /// The feature `loaded`, named `path` in the generated source.
    init(_ loaded: LoadedFeature, path: String) {
        let index = loaded.index
        let scenarios = loaded.pickles.map { pickle in
            var name = pickle.name
            if let row = index.row(of: pickle), let entry = index.scenario(of: pickle),
                let table = entry.scenario.examples.firstIndex(where: { $0.id == row.examples.id }),
                let position = row.examples.tableBody.firstIndex(where: { $0.id == row.row.id })
            {
                name += " #\(table + 1).\(position + 1)"
            }
            return Scenario(
                name: name, line: index.line(of: pickle), tags: pickle.tags.map { String($0.name.dropFirst()) })
        }
        self.init(path: path, name: loaded.document.feature?.name ?? "", scenarios: scenarios)
    }
}
