import Gherkin

/// Scenario coverage, the CI gate's measure: how many scenarios are *bound* (every step matches exactly one
/// definition and none is pending) and how many *passed*, overall, per feature, per rule and per tag.
///
/// Kept up to date as test cases finish, so that it costs nothing at the end and keeps no test case.
@MainActor
final class ScenarioCoverage {
    /// Counts for one group of scenarios.
    struct Tally: Equatable {
        var total = 0
        var bound = 0
        var passing = 0

        var boundPercent: Double { total == 0 ? 100 : Double(bound) * 100 / Double(total) }
        var passingPercent: Double { total == 0 ? 100 : Double(passing) * 100 / Double(total) }

        mutating func add(bound isBound: Bool, passing isPassing: Bool) {
            total += 1
            if isBound { bound += 1 }
            if isPassing { passing += 1 }
        }
    }

    /// A group of scenarios and its counts.
    struct Group {
        let name: String
        var tally = Tally()
    }

    /// A scenario that is not bound, and why.
    struct Unbound {
        let uri: String
        let line: Int
        let name: String
        let reasons: [String]
    }

    // Exclusivity unchecked below: main-actor state, never accessed in overlapping ways (docs/performance.md).
    @exclusivity(unchecked) private(set) var overall = Tally()
    @exclusivity(unchecked) private(set) var features: [Group] = []
    @exclusivity(unchecked) private(set) var rules: [Group] = []
    @exclusivity(unchecked) private(set) var unbound: [Unbound] = []
    @exclusivity(unchecked) private var featureSlots: [String: Int] = [:]
    @exclusivity(unchecked) private var lastFeature: (uri: String, slot: Int)?
    @exclusivity(unchecked) private var ruleSlots: [String: Int] = [:]
    @exclusivity(unchecked) private var tagTallies: [String: Tally] = [:]
    @exclusivity(unchecked) private var used: Set<String> = []

    /// Coverage per tag, by tag name.
    var tags: [Group] { tagTallies.keys.sorted().map { Group(name: $0, tally: tagTallies[$0]!) } }

    /// The step definitions no counted scenario matched, in definition order; none when the run selected a part
    /// of the suite (tags, names, lines, a shard), where a definition matching nothing says nothing about it.
    func unusedDefinitions(in index: RunIndex) -> [StepDefinitionMessage] {
        guard index.model.plansWholeSuite else { return [] }
        return index.stepDefinitionOrder.filter { !used.contains($0) }.compactMap { index.stepDefinitions[$0] }
    }

    /// Counts one test case: `attempt` is its final attempt, or `nil` when it never ran.
    func add(_ testCase: TestCase, pickle: Pickle, attempt: RunIndex.Attempt?, index: RunIndex) {
        let astIndex = index.astIndexes[pickle.uri]
        var reasons: [String] = []
        for (position, testStep) in testCase.testSteps.enumerated() {
            guard let pickleStepId = testStep.pickleStepId else { continue }
            let definitions = testStep.stepDefinitionIds ?? []
            // Once every definition is used, there is nothing more to learn.
            if used.count < index.stepDefinitionOrder.count { used.formUnion(definitions) }
            let pending = attempt?.results[position: position]?.status == .pending
            guard definitions.count != 1 || pending, let pickleStep = index.pickleStep(pickleStepId, in: pickle) else {
                continue
            }
            let line = astIndex?.step(of: pickleStep)?.location.line ?? index.line(of: pickle)
            let place = "\(pickle.uri):\(line)"
            if definitions.isEmpty {
                reasons.append("undefined step \"\(pickleStep.text)\" at \(place)")
            } else if definitions.count > 1 {
                reasons.append(
                    "ambiguous step \"\(pickleStep.text)\" at \(place) matches \(definitions.count) definitions")
            } else {
                reasons.append("pending step \"\(pickleStep.text)\" at \(place)")
            }
        }
        let isBound = reasons.isEmpty
        let isPassing = attempt.map { $0.status == .passed && $0.finished != nil } ?? false
        overall.add(bound: isBound, passing: isPassing)
        if !isBound {
            unbound.append(Unbound(uri: pickle.uri, line: index.line(of: pickle), name: pickle.name, reasons: reasons))
        }

        // Scenarios come file by file: the last file's slot is found without hashing its path.
        let featureSlot =
            (lastFeature?.uri == pickle.uri ? lastFeature?.slot : nil) ?? featureSlots[pickle.uri]
            ?? {
                let feature = index.documents[pickle.uri]?.feature
                let name = feature.map { "\($0.name) (\(pickle.uri))" } ?? pickle.uri
                features.append(Group(name: name))
                featureSlots[pickle.uri] = features.count - 1
                return features.count - 1
            }()
        lastFeature = (pickle.uri, featureSlot)
        features[featureSlot].tally.add(bound: isBound, passing: isPassing)

        if let rule = astIndex?.scenario(of: pickle)?.rule {
            let key = pickle.uri + "#" + rule.id
            let ruleSlot =
                ruleSlots[key]
                ?? {
                    rules.append(Group(name: "\(rule.name) (\(pickle.uri):\(rule.location.line))"))
                    ruleSlots[key] = rules.count - 1
                    return rules.count - 1
                }()
            rules[ruleSlot].tally.add(bound: isBound, passing: isPassing)
        }
        for (position, tag) in pickle.tags.enumerated()
        where !pickle.tags[..<position].contains(where: { $0.name == tag.name }) {
            tagTallies[tag.name, default: Tally()].add(bound: isBound, passing: isPassing)
        }
    }
}

/// `87.5%`, `100%`.
func formatPercent(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
}
