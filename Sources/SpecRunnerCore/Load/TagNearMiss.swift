import Gherkin
import TagExpressions

/// The tags of `--tags` that no loaded file has while one a letter or two from it does (`@humo` for `@hummo`,
/// `humo` for `@humo`): a typo, in the file or on the command line, that silently takes scenarios out of the run.
package struct TagNearMiss {
    /// Each tag the loaded files have, and the first scenario that has it.
    private var tags: [String: (uri: String, line: Int)] = [:]

    package init() {}

    /// Notes the tags of `feature`'s scenarios.
    package mutating func record(_ feature: LoadedFeature) {
        for pickle in feature.pickles {
            for tag in pickle.tags where tags[tag.name] == nil {
                let line = feature.index.scenario(of: pickle)?.scenario.location.line ?? 1
                tags[tag.name] = (feature.uri, line)
            }
        }
    }

    /// A warning for each tag of `expression` that no file has, when one nearly like it does, and the scenarios
    /// the near miss leaves out, for the coverage gate.
    package func findings(for expression: TagExpression, catalog: MessageCatalog) -> LintFindings {
        var findings = LintFindings()
        for name in Self.names(in: expression) where tags[name] == nil {
            let lower = name.lowercased()
            // The nearest, one letter away for a short tag, two for a longer one; the first by name of equals.
            let limit = lower.count >= 5 ? 2 : 1
            let near = tags.keys.sorted().map { (tag: $0, distance: EditDistance.between($0.lowercased(), lower)) }
                .filter { $0.distance <= limit }.min { $0.distance < $1.distance }
            guard let tag = near?.tag, let place = tags[tag] else { continue }
            findings.warnings.append(
                Diagnostic(
                    .warning, message: catalog.text(.runTagInNoFile(name: name)),
                    hint: catalog.text(.runTagNearMissHint(tag: tag))))
            findings.lost.append(LostContent(kind: .tag, uri: place.uri, line: place.line, text: tag, owners: []))
        }
        return findings
    }

    /// The tag names `expression` selects by, each once, in order: a tag under `not` takes no scenario out when a
    /// file misspells it.
    private static func names(in expression: TagExpression, selecting: Bool = true) -> [String] {
        var names: [String] = []
        switch expression {
        case .always: break
        case .tag(let name): if selecting { names.append(name) }
        case .not(let inner): names = Self.names(in: inner, selecting: !selecting)
        case .and(let left, let right), .or(let left, let right):
            for name in Self.names(in: left, selecting: selecting) + Self.names(in: right, selecting: selecting)
            where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }
}
