import Foundation
import Testing

@testable import SpecRunnerCore

/// `--shard I/N` with and without `--shard-timings`: every split is a partition of the suite, the same on every
/// machine, and balanced by time when timings are known.
@Suite struct ShardTests {
    /// A suite of `count` scenarios, known by their timing keys.
    static func suite(_ count: Int) -> [String] {
        (0..<count).map { ShardTimings.key(uri: "features/f\($0 % 7).feature", name: "scenario \($0)") }
    }

    /// Which slice each scenario goes to, for every slice of `count`.
    static func split(_ keys: [String], count: Int, timings: ShardTimings = ShardTimings()) -> [[Int]] {
        (1...count).map { index in
            var shard = Shard(index: index, count: count)!
            shard.timings = timings
            return shard.selects(keys).enumerated().filter(\.element).map(\.offset)
        }
    }

    static let someTimings = ShardTimings(
        suite(40).enumerated().filter { $0.offset % 3 != 0 }.map { ($0.element, Double(($0.offset * 37) % 11) + 0.5) })

    @Test(arguments: [1, 2, 3, 4, 7, 40, 45])
    func slicesPartitionTheSuiteWithOrWithoutTimings(count: Int) {
        let keys = Self.suite(40)
        for timings in [ShardTimings(), Self.someTimings] {
            let slices = Self.split(keys, count: count, timings: timings)
            let all = slices.flatMap { $0 }
            #expect(all.sorted() == Array(0..<40), "each scenario in exactly one of \(count) slices")
        }
    }

    @Test func withoutTimingsScenariosAreDealtRoundRobinInDefinedOrder() {
        #expect(Self.split(Self.suite(7), count: 3) == [[0, 3, 6], [1, 4], [2, 5]])
    }

    @Test func timedScenariosGoLongestFirstOntoTheLeastLoadedSlice() {
        let keys = Self.suite(5)
        let timings = ShardTimings(zip(keys, [1.0, 8.0, 3.0, 4.0, 2.0]).map { ($0, $1) })
        // 8 → slice 1; 4 → 2; 3 → 2 (7); 2 → 2 (9); 1 → 1 (9).
        #expect(Self.split(keys, count: 2, timings: timings) == [[0, 1], [2, 3, 4]])
    }

    @Test func timedSlicesTakeAboutEqualTime() {
        let keys = Self.suite(60)
        let seconds = keys.indices.map { Double(($0 * 7919) % 97) / 10 + 0.1 }
        let timings = ShardTimings(zip(keys, seconds).map { ($0, $1) })
        let loads = Self.split(keys, count: 4, timings: timings).map { $0.map { seconds[$0] }.reduce(0, +) }
        #expect(loads.max()! - loads.min()! <= seconds.max()!, "no slice longer than another by more than one scenario")
    }

    @Test func untimedScenariosAreSpreadByCount() {
        let keys = Self.suite(9)
        let timings = ShardTimings([(keys[0], 100.0)])
        let slices = Self.split(keys, count: 3, timings: timings)
        // The timed one on slice 1; the eight others dealt round-robin.
        #expect(slices == [[0, 1, 4, 7], [2, 5, 8], [3, 6]])
    }

    @Test func theSplitIsTheSameWhicheverOrderTheTimingsFileListsThem() {
        let keys = Self.suite(20)
        let pairs: [(key: String, seconds: Double)] = keys.enumerated().map { ($0.element, Double($0.offset % 4)) }
        #expect(
            Self.split(keys, count: 3, timings: ShardTimings(pairs))
                == Self.split(keys, count: 3, timings: ShardTimings(Array(pairs.reversed()))))
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2"])
    func aSliceOutsideOneToNIsRejected(text: String) {
        #expect(Shard(parsing: text) == nil)
    }

    // MARK: Timings files

    @Test func junitTimingsAreReadPerFeatureFileAndScenarioName() throws {
        let scratch = try TemporaryFile(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="Cart" package="features/cart.feature" id="0" tests="3">
                <testcase classname="Cart" name="adds &amp; removes" time="1.500000"/>
                <testcase classname="Cart" name="row (line 12)" time="2.000000"/>
                <testcase classname="Cart" name="row (line 13)" time="4.000000">
                  <failure type="failed" message="x">details</failure>
                </testcase>
              </testsuite>
            </testsuites>
            """)
        let timings = try ShardTimings(contentsOf: scratch.path)
        #expect(timings.seconds(for: ShardTimings.key(uri: "features/cart.feature", name: "adds & removes")) == 1.5)
        // An outline's rows share a name: they share their average.
        #expect(timings.seconds(for: ShardTimings.key(uri: "features/cart.feature", name: "row")) == 3.0)
    }

    @Test(arguments: [1, 50, 2000])
    func everyTestCaseOfALongJUnitReportIsRead(suites: Int) throws {
        // Multi-byte names, entities and text between the tags: the reader steps over bytes, not characters.
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n"
        for suite in 0..<suites {
            xml += #"  <testsuite name="Año" package="features/\#(suite).feature" tests="2">"# + "\n"
            xml += #"    <testcase name="café &lt;\#(suite)&gt;" time="\#(suite).5"/>"# + "\n"
            xml += #"    <testcase name="ß (line 7)" time="2"><failure message="x">é &amp; ü</failure></testcase>"#
            xml += "\n  </testsuite>\n"
        }
        let file = try TemporaryFile(xml + "</testsuites>\n")
        let timings = try ShardTimings(contentsOf: file.path)
        for suite in 0..<suites {
            let uri = "features/\(suite).feature"
            #expect(timings.seconds(for: ShardTimings.key(uri: uri, name: "café <\(suite)>")) == Double(suite) + 0.5)
            #expect(timings.seconds(for: ShardTimings.key(uri: uri, name: "ß")) == 2)
        }
    }

    @Test func messagesTimingsSumATestCasesAttempts() throws {
        let lines = [
            #"{"pickle":{"id":"p1","uri":"f.feature","name":"flaky","language":"en","steps":[],"tags":[],"astNodeIds":[]}}"#,
            #"{"testCase":{"id":"t1","pickleId":"p1","testSteps":[],"testRunStartedId":"r"}}"#,
            #"{"testCaseStarted":{"id":"a1","testCaseId":"t1","attempt":0,"timestamp":{"seconds":10,"nanos":0}}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"a1","timestamp":{"seconds":11,"nanos":500000000},"willBeRetried":true}}"#,
            #"{"testCaseStarted":{"id":"a2","testCaseId":"t1","attempt":1,"timestamp":{"seconds":12,"nanos":0}}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"a2","timestamp":{"seconds":13,"nanos":0},"willBeRetried":false}}"#,
        ]
        let scratch = try TemporaryFile(lines.joined(separator: "\n") + "\n")
        let timings = try ShardTimings(contentsOf: scratch.path)
        #expect(timings.seconds(for: ShardTimings.key(uri: "f.feature", name: "flaky")) == 2.5)
    }

    @Test(arguments: ["", "not a report\n", "<testsuites></testsuites>\n"])
    func aFileWithoutDurationsIsRejectedWithAHint(text: String) throws {
        let scratch = try TemporaryFile(text)
        #expect {
            _ = try ShardTimings(contentsOf: scratch.path)
        } throws: { error in
            let diagnostic = error as? Diagnostic
            return diagnostic?.message.contains("no scenario durations") == true && diagnostic?.hint != nil
        }
    }

    @Test func aMissingFileIsRejectedWithItsPath() {
        #expect {
            _ = try ShardTimings(contentsOf: "/nonexistent/timings.xml")
        } throws: { error in
            (error as? Diagnostic)?.message == "cannot read the shard timings file /nonexistent/timings.xml"
        }
    }
}

/// A file with `text`, removed when the value goes.
final class TemporaryFile {
    let path: String

    init(_ text: String) throws {
        path = NSTemporaryDirectory() + "spec-runner-shard-" + UUID().uuidString
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
