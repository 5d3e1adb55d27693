import Gherkin

/// Which test cases of a plan must not run beside others, or must stay on one worker: read from their tags and
/// `--keep-together`, for the workers of a parallel run and for the slices of `--shard`.
///
/// `@resource:NAME` names an exclusive resource: every test case naming one of a set of resources that share
/// test cases (transitively) is in one group. `@together` on a Feature or Rule, or `--keep-together feature|rule`,
/// puts its scenarios in one group. A group goes whole to one worker, which runs it in plan order, so its test
/// cases never overlap and keep their order; and whole to one shard. `@serial` test cases run after every worker
/// is done, alone (ADR 0037).
package struct ParallelGroups: Sendable, Equatable {
    static let serialTag = "@serial"
    static let resourcePrefix = "@resource:"
    static let togetherTag = "@together"

    /// Each test case's group, by plan position: the position of its group's first test case; `nil` when it is
    /// in none.
    package let group: [Int?]
    /// Whether each test case, by plan position, runs alone (`@serial`).
    package let serial: [Bool]

    /// The groups of `entries`, in plan order, each with its rule in `rules` (`nil` outside a rule), kept
    /// together as `keepTogether` says.
    init(entries: [PlannedTestCase], rules: [Rule?], keepTogether: KeepTogether?) {
        var root = Array(entries.indices)
        func find(_ position: Int) -> Int {
            var position = position
            while root[position] != position {
                root[position] = root[root[position]]
                position = root[position]
            }
            return position
        }
        var firstWithKey: [Key: Int] = [:]
        var grouped = Array(repeating: false, count: entries.count)
        for (position, entry) in entries.enumerated() {
            let rule = rules.indices.contains(position) ? rules[position] : nil
            for key in Self.keys(of: entry, rule: rule, keepTogether: keepTogether) {
                grouped[position] = true
                guard let first = firstWithKey[key] else {
                    firstWithKey[key] = position
                    continue
                }
                // The lower root stays: a group is named by its first test case.
                let (a, b) = (find(first), find(position))
                root[max(a, b)] = min(a, b)
            }
        }
        group = entries.indices.map { grouped[$0] ? find($0) : nil }
        serial = entries.map { $0.pickle.tags.contains { $0.name == Self.serialTag } }
    }

    /// Whether any test case is in a group or runs alone: without any, a run deals its test cases as before.
    package var isEmpty: Bool { !group.contains { $0 != nil } && !serial.contains(true) }

    /// What ties a test case to others.
    private enum Key: Hashable {
        case resource(Substring)
        case file(Int)
        case rule(file: Int, id: String)
    }

    /// What ties `entry` to others: the resources it names and, when kept together, its file or rule.
    private static func keys(of entry: PlannedTestCase, rule: Rule?, keepTogether: KeepTogether?) -> [Key] {
        var keys: [Key] = []
        var together = keepTogether
        for tag in entry.pickle.tags {
            if tag.name.hasPrefix(resourcePrefix) {
                keys.append(.resource(tag.name.dropFirst(resourcePrefix.count)))
            } else if tag.name == togetherTag && together == nil {
                // Inherited from its Rule keeps the rule's scenarios together; from the Feature, the file's.
                together = rule?.tags.contains { $0.name == togetherTag } == true ? .rule : .feature
            }
        }
        switch together {
        case .feature: keys.append(.file(entry.file))
        case .rule: keys.append(.rule(file: entry.file, id: rule?.id ?? ""))
        case nil: break
        }
        return keys
    }
}

extension RunModel {
    /// The groups of the plan's test cases (``ParallelGroups``), kept together as `keepTogether` says.
    package func parallelGroups(keepTogether: KeepTogether?) -> ParallelGroups {
        let entries = plan.entries
        // Rules only matter to test cases kept together by rule, or tagged `@together` (maybe on their rule).
        let byRule =
            keepTogether == .rule
            || entries.contains { $0.pickle.tags.contains { $0.name == ParallelGroups.togetherTag } }
        let rules = byRule ? entries.map { outline(uri: $0.pickle.uri)?.scenario(of: $0.pickle)?.rule } : []
        return ParallelGroups(entries: entries, rules: rules, keepTogether: keepTogether)
    }
}
