import Foundation
import Testing

/// `@serial`, `@resource:NAME`, `@together` and `--run-hooks` with real worker processes: whether scenarios
/// overlapped is measured from the times each step recorded (``ParallelControlSteps``), not assumed.
@Suite struct ParallelControlTests {
    /// What one step or run hook recorded: its label, its process, and when it started and ended (monotonic ns).
    struct Record: Equatable {
        let label: String
        let pid: Int
        let start: UInt64
        let end: UInt64

        func overlaps(_ other: Record) -> Bool { start < other.end && other.start < end }
    }

    static func scenario(_ name: String, tags: String = "") -> String {
        "  \(tags)\n  Scenario: \(name)\n    Given a step that records \"\(name)\" for 120 ms\n"
    }

    /// Free scenarios, two `@serial` ones, four sharing `@resource:database` across files, each first in its file,
    /// and a feature `@together` longer than a worker's run of one file would be.
    static func write(_ scratch: Scratch) throws {
        try scratch.write(
            "features/a.feature",
            "Feature: free\n" + scenario("r0", tags: "@resource:database") + (1...3).map { scenario("a\($0)") }.joined()
                + scenario("s1", tags: "@serial") + (4...6).map { scenario("a\($0)") }.joined())
        try scratch.write(
            "features/b.feature",
            "Feature: database one\n" + scenario("r1", tags: "@resource:database") + scenario("b1")
                + scenario("s2", tags: "@serial"))
        try scratch.write(
            "features/c.feature",
            "Feature: database two\n" + scenario("r2", tags: "@resource:database")
                + scenario("r3", tags: "@resource:database @resource:port") + scenario("c1"))
        try scratch.write(
            "features/d.feature", "@together\nFeature: kept together\n" + (1...10).map { scenario("d\($0)") }.joined())
    }

    /// The scenarios ``write(_:)`` writes.
    static let names =
        ["r0", "r1", "r2", "r3", "s1", "s2", "b1", "c1"] + (1...6).map { "a\($0)" } + (1...10).map { "d\($0)" }

    /// What the run's processes recorded, then forgotten (so that the next run's records are its own alone).
    static func records(in scratch: Scratch) throws -> [Record] {
        let folder = scratch.path + "/records"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var records: [Record] = []
        for file in files {
            for line in try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n") {
                let fields = line.split(separator: " ")
                try #require(fields.count == 4, "\(line)")
                records.append(
                    Record(
                        label: String(fields[0]), pid: Int(fields[1])!, start: UInt64(fields[2])!,
                        end: UInt64(fields[3])!))
            }
        }
        try? FileManager.default.removeItem(atPath: folder)
        return records
    }

    static let fixtures = SameRunTests.Suite(
        runner: "spec-runner-fixtures", features: "", options: [], gateFails: false)

    @Test func serialScenariosRunAloneSharedResourcesNeverOverlapAndAFeatureKeptTogetherRunsInOrderInOneWorker()
        async throws
    {
        let scratch = try Scratch()
        try Self.write(scratch)
        let serial = try await SameRunTests.run(
            Self.fixtures, ["features", "--format", "pretty:serial.pretty"], in: scratch, name: "serial")
        #expect(serial.status == 0, "\(serial.errors)")
        _ = try Self.records(in: scratch)
        let parallel = try await SameRunTests.run(
            Self.fixtures, ["features", "--jobs", "3", "--format", "pretty:jobs.pretty"], in: scratch, name: "jobs")
        #expect(parallel == serial, "\(parallel.differences(from: serial))")
        let pretty = { (name: String) throws -> [String] in
            SameRunTests.lines(try String(contentsOfFile: scratch.path + "/" + name, encoding: .utf8))
        }
        #expect(try pretty("jobs.pretty") == pretty("serial.pretty"))
        #expect(try pretty("serial.pretty").contains { $0.contains("Scenario: s2") })
        let steps = try Self.records(in: scratch)
        #expect(steps.map(\.label).sorted() == Self.names.sorted(), "each scenario once")
        let named = { (label: String) in steps.first { $0.label == label }! }
        for alone in ["s1", "s2"] {
            let overlapping = steps.filter { $0.label != alone && $0.overlaps(named(alone)) }.map(\.label)
            #expect(overlapping.isEmpty, "\(alone) ran beside \(overlapping)")
        }
        for (first, second) in [("r0", "r1"), ("r0", "r2"), ("r0", "r3"), ("r1", "r2"), ("r1", "r3"), ("r2", "r3")] {
            #expect(!named(first).overlaps(named(second)), "\(first) and \(second) share the database")
        }
        let together = (1...10).map { named("d\($0)") }
        #expect(Set(together.map(\.pid)).count == 1)
        #expect(zip(together, together.dropFirst()).allSatisfy { $0.end <= $1.start }, "in file order")
        // The measure means something: the free scenarios did run in several processes.
        let free = steps.filter { $0.label.hasPrefix("a") || ["b1", "c1"].contains($0.label) }
        #expect(Set(free.map(\.pid)).count > 1)
    }

    @Test func repeatedScenariosKeepTheRulesAndTheSerialRunsReports() async throws {
        let scratch = try Scratch()
        try Self.write(scratch)
        let options = ["features", "--repeat", "2"]
        let serial = try await SameRunTests.run(Self.fixtures, options, in: scratch, name: "serial")
        #expect(serial.status == 0, "\(serial.errors)")
        _ = try Self.records(in: scratch)
        let parallel = try await SameRunTests.run(Self.fixtures, options + ["--jobs", "3"], in: scratch, name: "jobs")
        #expect(parallel == serial, "\(parallel.differences(from: serial))")
        let steps = try Self.records(in: scratch)
        #expect(steps.map(\.label).sorted() == (Self.names + Self.names).sorted(), "each scenario twice")
        for alone in steps where ["s1", "s2"].contains(alone.label) {
            let overlapping = steps.filter { $0 != alone && $0.overlaps(alone) }.map(\.label)
            #expect(overlapping.isEmpty, "\(alone.label) ran beside \(overlapping)")
        }
        let database = steps.filter { $0.label.hasPrefix("r") }
        for (index, first) in database.enumerated() {
            for second in database.dropFirst(index + 1) {
                #expect(!first.overlaps(second), "\(first.label) and \(second.label) share the database")
            }
        }
    }

    @Test func shardsRunEveryScenarioOnceAndNeverSplitAResourceOrAFeatureKeptTogether() async throws {
        let scratch = try Scratch()
        try Self.write(scratch)
        var shardOf: [String: Int] = [:]
        for shard in 1...3 {
            let run = try await SameRunTests.run(
                Self.fixtures, ["features", "--shard", "\(shard)/3"], in: scratch, name: "shard\(shard)")
            #expect(run.status == 0, "\(run.errors)")
            for record in try Self.records(in: scratch) {
                #expect(shardOf.updateValue(shard, forKey: record.label) == nil, "\(record.label) ran twice")
            }
        }
        #expect(shardOf.keys.sorted() == Self.names.sorted())
        for group in [(1...10).map { "d\($0)" }, ["r0", "r1", "r2", "r3"]] {
            #expect(Set(group.map { shardOf[$0] }).count == 1, "\(group) split over shards")
        }
        // The measure means something: the scenarios were spread over every shard.
        #expect(Set(shardOf.values).count == 3)
    }

    @Test(arguments: ["per-worker", "per-run"])
    func beforeAllAndAfterAllRunOncePerWorkerOrOncePerRunAsChosen(placement: String) async throws {
        let scratch = try Scratch()
        try Self.write(scratch)
        try scratch.write("records-run-hooks", "")
        let serial = try await SameRunTests.run(Self.fixtures, ["features"], in: scratch, name: "serial")
        #expect(serial.status == 0, "\(serial.errors)")
        let alone = try Self.records(in: scratch)
        #expect(alone.filter { $0.label == "before-all" }.count == 1)
        let parallel = try await SameRunTests.run(
            Self.fixtures, ["features", "--jobs", "3", "--run-hooks", placement], in: scratch, name: placement)
        #expect(parallel == serial, "\(parallel.differences(from: serial))")
        let records = try Self.records(in: scratch)
        let workers = Set(records.filter { !$0.label.hasSuffix("-all") }.map(\.pid))
        let before = records.filter { $0.label == "before-all" }
        let after = records.filter { $0.label == "after-all" }
        if placement == "per-run" {
            #expect(before.count == 1 && after.count == 1)
            #expect(!workers.contains(before[0].pid), "in the parent, not a worker")
            #expect(records.allSatisfy { $0.label == "before-all" || $0.start >= before[0].end })
            #expect(records.allSatisfy { $0.label == "after-all" || $0.end <= after[0].start })
        } else {
            // Every worker that ran scenarios, the `@serial` share's included, ran each once.
            #expect(workers.count >= 3)
            #expect(Set(before.map(\.pid)) == workers && before.count == workers.count)
            #expect(Set(after.map(\.pid)) == workers && after.count == workers.count)
        }
    }

    @Test(arguments: [["--keep-together", "file"], ["--run-hooks", "skipped"]])
    func anUnknownChoiceIsAUsageErrorListingTheChoices(arguments: [String]) async throws {
        let scratch = try Scratch()
        try Self.write(scratch)
        let run = try await FixtureProcess.run(["features"] + arguments, in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("invalid \(arguments[0]) \(arguments[1])"), "\(run.errors)")
        let choices = arguments[0] == "--keep-together" ? "use feature or rule" : "use per-worker or per-run"
        #expect(run.errors.contains(choices), "\(run.errors)")
    }
}
