import Gherkin
import TagExpressions

/// Decides which pickles run: by tag expression, by name, and by the lines given with their file.
package struct ScenarioFilter {
    package var tags: TagExpression?
    package var names: [Regex<AnyRegexOutput>] = []

    package init() {}

    /// Selects a pickle of `feature`, given the lines named with its file (empty: every line).
    func selects(_ pickle: Pickle, in feature: LoadedFeature, lines wanted: Set<Int>) -> Bool {
        if let tags, !tags.evaluate(Set(pickle.tags.map(\.name))) { return false }
        if !names.isEmpty, !names.contains(where: { pickle.name.contains($0) }) { return false }
        return wanted.isEmpty || !wanted.isDisjoint(with: Self.lines(selecting: pickle, in: feature))
    }

    /// The lines that select `pickle` when given as `path:LINE`: its scenario, any of its steps, its examples
    /// table and row, its rule, and the feature itself.
    static func lines(selecting pickle: Pickle, in feature: LoadedFeature) -> Set<Int> {
        var result: Set<Int> = []
        if let line = feature.document.feature?.location.line { result.insert(line) }
        if let entry = feature.index.scenario(of: pickle) {
            result.insert(entry.scenario.location.line)
            // Its own steps (the index keeps their heads, not the steps).
            for position in pickle.steps.indices.dropFirst(entry.backgroundStepCount) {
                if let head = entry.stepHead(at: position) { result.insert(head.line) }
            }
            if let rule = entry.rule { result.insert(rule.location.line) }
        }
        if let row = feature.index.row(of: pickle) {
            result.insert(row.row.location.line)
            result.insert(row.examples.location.line)
        }
        return result
    }
}
