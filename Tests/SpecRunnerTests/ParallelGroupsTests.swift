import Gherkin
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerWorkers

/// How `@serial`, `@resource:NAME`, `@together` and `--keep-together` group a plan's test cases, and how workers'
/// shares and `--shard` slices keep each group whole.
@Suite struct ParallelGroupsTests {
    static let features = [
        """
        Feature: one
          @resource:database
          Scenario: a
            Given a step
          Scenario: free
            Given a step
          @resource:database @resource:port
          Scenario: b
            Given a step
          @serial
          Scenario: alone
            Given a step
          Rule: first
            Scenario: r1
              Given a step
            Scenario: r2
              Given a step
        """,
        """
        @together
        Feature: two
          @resource:port
          Scenario: c
            Given a step
          Scenario: d
            Given a step
          Rule: second
            Scenario: r3
              Given a step
        """,
        """
        Feature: three
          Scenario: e
            Given a step
          @together
          Rule: third
            Scenario: r4
              Given a step
            Scenario: r5
              Given a step
        """,
    ]

    /// The test cases of ``features`` (file by file, in order) and the rule of each.
    static func planned() throws -> (entries: [PlannedTestCase], rules: [Rule?]) {
        var entries: [PlannedTestCase] = []
        var rules: [Rule?] = []
        for (file, text) in features.enumerated() {
            let uri = "f\(file).feature"
            let parsed = try FeatureParser(defaultLanguage: "en").parse(
                uri: uri, bytes: Array(text.utf8), ids: FastIdGenerator(startingAt: 1000 * file))
            let index = AstIndex(parsed.document)
            for (ordinal, pickle) in parsed.pickles.enumerated() {
                entries.append(
                    PlannedTestCase(file: file, ordinal: ordinal, pickle: pickle, astIndex: index, steps: []))
                rules.append(index.scenario(of: pickle)?.rule)
            }
        }
        return (entries, rules)
    }

    /// The names of the test cases in each group of `groups`, groups in order of their first test case.
    static func named(_ groups: ParallelGroups, _ entries: [PlannedTestCase]) -> [[String]] {
        var members: [Int: [String]] = [:]
        for (position, group) in groups.group.enumerated() {
            if let group { members[group, default: []].append(entries[position].pickle.name) }
        }
        return members.keys.sorted().map { members[$0]! }
    }

    @Test func resourcesJoinTransitivelyAndTogetherTagsKeepTheirFeatureOrRule() throws {
        let (entries, rules) = try Self.planned()
        let groups = ParallelGroups(entries: entries, rules: rules, keepTogether: nil)
        // `port` ties `b` (and so `a`) to `c`, which `@together` ties to the rest of feature two.
        #expect(Self.named(groups, entries) == [["a", "b", "c", "d", "r3"], ["r4", "r5"]])
        #expect(entries.indices.filter { groups.serial[$0] }.map { entries[$0].pickle.name } == ["alone"])
    }

    @Test(arguments: [
        (KeepTogether.feature, [["a", "free", "b", "alone", "r1", "r2", "c", "d", "r3"], ["e", "r4", "r5"]]),
        (KeepTogether.rule, [["a", "free", "b", "alone", "c", "d"], ["r1", "r2"], ["r3"], ["e"], ["r4", "r5"]]),
    ])
    func keepTogetherGroupsEveryFeatureOrEveryRule(keep: KeepTogether, expected: [[String]]) throws {
        let (entries, rules) = try Self.planned()
        let groups = ParallelGroups(entries: entries, rules: rules, keepTogether: keep)
        #expect(Self.named(groups, entries) == expected)
    }

    @Test(arguments: [1, 2, 3, 5])
    func sharesKeepEveryGroupOnOneWorkerInPlanOrderAndLeaveSerialOnesOut(workers: Int) throws {
        let (entries, rules) = try Self.planned()
        let groups = ParallelGroups(entries: entries, rules: rules, keepTogether: nil)
        let shares = ParallelRunner.shares(ofFiles: entries.map(\.file), workers: workers, groups: groups)
        let serial = entries.indices.filter { groups.serial[$0] }
        #expect(shares.flatMap { $0 }.sorted() == entries.indices.filter { !groups.serial[$0] })
        #expect(!serial.isEmpty)
        for share in shares { #expect(share == share.sorted()) }
        for group in Set(groups.group.compactMap { $0 }) {
            let holding = shares.filter { $0.contains { groups.group[$0] == group } }
            #expect(holding.count == 1, "group \(group) split: \(shares)")
        }
    }

    @Test(arguments: [2, 3, 4])
    func aShardNeverSplitsAGroupWithOrWithoutTimings(count: Int) throws {
        let (entries, rules) = try Self.planned()
        let groups = ParallelGroups(entries: entries, rules: rules, keepTogether: .rule)
        let keys = entries.map { ShardTimings.key(uri: $0.pickle.uri, name: $0.pickle.name) }
        let timed = ShardTimings(keys.enumerated().map { (key: $1, seconds: Double($0 % 3 + 1)) })
        for timings in [ShardTimings(), timed] {
            let slices = (1...count).map { index in
                var shard = Shard(index: index, count: count)!
                shard.timings = timings
                return shard.selects(keys, groups: groups.group)
            }
            for position in keys.indices { #expect(slices.count { $0[position] } == 1) }
            for position in keys.indices {
                guard let group = groups.group[position] else { continue }
                #expect(slices.allSatisfy { $0[position] == $0[group] }, "\(keys[position]) apart from its group")
            }
            // Without groups, as before: round-robin.
            let alone = Shard(index: 1, count: count)!.selects(keys)
            #expect(alone == keys.indices.map { $0 % count == 0 })
        }
    }
}
