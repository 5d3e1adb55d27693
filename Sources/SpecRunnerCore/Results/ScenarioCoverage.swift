import CucumberMessages
import Gherkin

/// Scenario coverage, the CI gate's measure: how many scenarios are *bound* (they have steps, every step matches
/// exactly one definition and none is pending) and how many *passed*, overall, per feature, per rule and per tag.
///
/// Kept up to date as test cases finish, so that it costs nothing at the end and keeps no test case. A value, so that
/// counting a test case is one exclusivity-checked access of the totals that hold it, not one per property.
@MainActor
package struct ScenarioCoverage {
    /// Counts for one group of scenarios.
    package struct Tally: Equatable {
        package var total = 0
        package var bound = 0
        package var passing = 0

        package var boundPercent: Double { total == 0 ? 100 : Double(bound) * 100 / Double(total) }
        package var passingPercent: Double { total == 0 ? 100 : Double(passing) * 100 / Double(total) }

        mutating func add(bound isBound: Bool, passing isPassing: Bool) {
            total += 1
            if isBound { bound += 1 }
            if isPassing { passing += 1 }
        }
    }

    /// A group of scenarios and its counts.
    package struct Group {
        package let name: String
        package var tally = Tally()
    }

    /// A scenario that is not bound, and why.
    package struct Unbound {
        package let uri: String
        package let line: Int
        package let name: String
        package let reasons: [Reason]
    }

    /// Why a scenario is not bound, as facts: the report words it in its language.
    package enum Reason: Equatable {
        case undefined(step: String, place: String)
        case ambiguous(step: String, place: String, definitions: Int)
        case pending(step: String, place: String)
        case noSteps
        /// Content lost to a description.
        case lost(LostContent)

        /// The reason in a sentence of `catalog`'s language.
        package func text(_ catalog: MessageCatalog) -> String {
            switch self {
            case .undefined(let step, let place): catalog.text(.undefinedStepReason(step: step, place: place))
            case .ambiguous(let step, let place, let count):
                catalog.text(.ambiguousStepReason(step: step, place: place, definitions: String(count)))
            case .pending(let step, let place): catalog.text(.pendingStepReason(step: step, place: place))
            case .noSteps: catalog.text(.noStepsReason)
            case .lost(let content): content.reason(catalog)
            }
        }
    }

    package private(set) var overall = Tally()
    package private(set) var features: [Group] = []
    package private(set) var rules: [Group] = []
    package private(set) var unbound: [Unbound] = []
    private var featureSlots: [String: Int] = [:]
    /// Whether each feature's file has rules (only then is a scenario's rule looked up), by feature slot.
    private var featureHasRules: [Bool] = []
    private var lastFeature: (uri: String, slot: Int)?
    private var ruleSlots: [String: Int] = [:]
    private var lastRule: (uri: String, id: String, slot: Int)?
    /// Coverage per tag: the groups in the order their tags were met, and their slots by tag name.
    private var tagGroups: [Group] = []
    private var tagSlots: [String: Int] = [:]
    /// The last pickle's tags and their slots: an outline's pickles share one list of tags.
    private var lastTags: (tags: [PickleTag], slots: [Int]) = ([], [])
    private var used: Set<String> = []
    /// The scenarios counted without steps.
    package private(set) var stepless = 0
    /// What the run's files hold that it does not check (see ``LostContent``), once the run is over: what made a
    /// counted scenario unbound, and what counted as a scenario of its own.
    package private(set) var lost: [LostContent] = []
    /// How many scenarios were counted for lost content that belongs to no counted scenario.
    package private(set) var lostAlone = 0
    /// What was recorded, whether it may count as a scenario of its own, and whether a counted scenario took it.
    private var recorded: [(content: LostContent, countsAlone: Bool, taken: Bool)] = []
    /// The positions in `recorded` of the content that belongs to scenarios, by file.
    private var lostByUri: [String: [Int]] = [:]

    /// Coverage per tag, by tag name.
    package var tags: [Group] { tagGroups.sorted { $0.name < $1.name } }

    /// The step definitions no counted scenario matched, in definition order; none when the run selected a part
    /// of the suite (a sub-folder, a file, tags, names, lines, a shard), where a definition matching nothing says
    /// nothing about it, or when no scenario ran (a BeforeAll hook failed), unless `whateverIsRun` (the usage
    /// report was asked for).
    package func unusedDefinitions(in index: RunIndex, whateverIsRun: Bool = false) -> [StepDefinitionMessage] {
        let unused = index.stepDefinitionOrder.filter { !used.contains($0) }
        // Whether the whole suite ran may walk the package: only asked when there is something to list.
        guard !unused.isEmpty, whateverIsRun || (index.totals.scenarios > 0 && index.model.plansWholeSuite) else {
            return []
        }
        return unused.compactMap { index.stepDefinitions[$0] }
    }

    /// Takes what the run's files do not check, before any test case is counted: each makes the counted
    /// scenarios it belongs to unbound; `countsAlone` tells whether, belonging to none of them, it counts as one
    /// more scenario that is not bound (only where its whole file runs: no tag, name, line or shard could have
    /// selected it).
    mutating func record(lost: [LostContent], countsAlone: (LostContent) -> Bool) {
        for content in lost {
            if !content.owners.isEmpty { lostByUri[content.uri, default: []].append(recorded.count) }
            recorded.append((content, countsAlone(content), false))
        }
    }

    /// Once the run is over, counts the lost content no counted scenario took as scenarios that are not bound:
    /// a line that was probably a scenario, or an outline whose examples have no rows, checks nothing.
    mutating func countLostContent() {
        for (content, countsAlone, taken) in recorded where taken || countsAlone {
            lost.append(content)
            guard !taken else { continue }
            lostAlone += 1
            overall.add(bound: false, passing: false)
            unbound.append(
                Unbound(uri: content.uri, line: content.line, name: content.text, reasons: [.lost(content)]))
            if let slot = featureSlots[content.uri] { features[slot].tally.add(bound: false, passing: false) }
        }
    }

    /// Counts one test case: `attempt` is its final attempt, or `nil` when it never ran.
    mutating func add(_ steps: TestCaseSteps, pickle: Pickle, attempt: RunIndex.Attempt?, index: RunIndex) {
        var reasons: [Reason] = []
        let definitionCount = index.stepDefinitionOrder.count
        for position in steps.indices {
            guard let pickleStepId = steps.pickleStepId(at: position) else { continue }
            let definitions = steps.definitionIds(at: position)
            // Once every definition is used, there is nothing more to learn.
            if used.count < definitionCount {
                for definition in definitions { used.insert(definition) }
            }
            let pending = attempt?.status(at: position) == .pending
            guard definitions.count != 1 || pending, let pickleStep = index.pickleStep(pickleStepId, in: pickle) else {
                continue
            }
            let line = index.astStep(of: pickleStep, in: pickle)?.line ?? index.line(of: pickle)
            let place = "\(pickle.uri):\(line)"
            if definitions.isEmpty {
                reasons.append(.undefined(step: pickleStep.text, place: place))
            } else if definitions.count > 1 {
                reasons.append(.ambiguous(step: pickleStep.text, place: place, definitions: definitions.count))
            } else {
                reasons.append(.pending(step: pickleStep.text, place: place))
            }
        }
        // A scenario jotted down without steps passes (Cucumber semantics), but it binds nothing to the app.
        if pickle.steps.isEmpty {
            reasons.append(.noSteps)
            stepless += 1
        }
        if let losses = lostByUri[pickle.uri],
            let line = index.astIndex(uri: pickle.uri)?.scenario(of: pickle)?.scenario.location.line
        {
            for position in losses where recorded[position].content.owners.contains(line) {
                recorded[position].taken = true
                reasons.append(.lost(recorded[position].content))
            }
        }
        let isBound = reasons.isEmpty
        // Not `attempt.map`: a closure here would check at run time that it runs on the main actor.
        let isPassing = attempt?.status == .passed && attempt?.finished != nil
        overall.add(bound: isBound, passing: isPassing)
        if !isBound {
            unbound.append(Unbound(uri: pickle.uri, line: index.line(of: pickle), name: pickle.name, reasons: reasons))
        }

        // Scenarios come file by file: the last file's slot is found without hashing its path.
        let featureSlot =
            (lastFeature?.uri == pickle.uri ? lastFeature?.slot : nil) ?? featureSlots[pickle.uri]
            ?? {
                let feature = index.document(uri: pickle.uri)?.feature
                let name = feature.map { "\($0.name) (\(pickle.uri))" } ?? pickle.uri
                features.append(Group(name: name))
                featureHasRules.append(
                    feature?.children.contains { if case .rule = $0 { true } else { false } } ?? false)
                featureSlots[pickle.uri] = features.count - 1
                return features.count - 1
            }()
        lastFeature = (pickle.uri, featureSlot)
        features[featureSlot].tally.add(bound: isBound, passing: isPassing)

        if featureHasRules[featureSlot], let rule = index.astIndex(uri: pickle.uri)?.scenario(of: pickle)?.rule {
            let ruleSlot: Int
            if let last = lastRule, last.id == rule.id, last.uri == pickle.uri {
                ruleSlot = last.slot
            } else {
                let key = pickle.uri + "#" + rule.id
                ruleSlot =
                    ruleSlots[key]
                    ?? {
                        rules.append(Group(name: "\(rule.name) (\(pickle.uri):\(rule.location.line))"))
                        ruleSlots[key] = rules.count - 1
                        return rules.count - 1
                    }()
                lastRule = (pickle.uri, rule.id, ruleSlot)
            }
            rules[ruleSlot].tally.add(bound: isBound, passing: isPassing)
        }
        if pickle.tags != lastTags.tags { lastTags = (pickle.tags, tagSlots(of: pickle.tags)) }
        for slot in lastTags.slots { tagGroups[slot].tally.add(bound: isBound, passing: isPassing) }
    }

    /// The slots of `tags`, each tag name once.
    private mutating func tagSlots(of tags: [PickleTag]) -> [Int] {
        var slots: [Int] = []
        for tag in tags {
            let slot =
                tagSlots[tag.name]
                ?? {
                    tagGroups.append(Group(name: tag.name))
                    tagSlots[tag.name] = tagGroups.count - 1
                    return tagGroups.count - 1
                }()
            if !slots.contains(slot) { slots.append(slot) }
        }
        return slots
    }
}

/// `87.5%`, `100%`.
