import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@testable import SpecRunnerCLI

/// A number from the command line, the profiles or the history that the runner cannot use is a clear error
/// before the run, never a trap during or after it.
@Suite struct NumericInputTests {
    private func parse(_ arguments: [String]) throws -> RunArguments.Request {
        try RunArguments.parse(arguments, environment: [:], isTerminal: false, workingDirectory: "/")
    }

    @Test(arguments: ["inf", "1e19", "nan", "-1", "1000000.5", "-inf", "1e308"])
    func aTimeoutOutOfRangeIsAUsageError(value: String) {
        let error = #expect(throws: RunArguments.UsageError.self) { try parse(["--timeout", value]) }
        #expect(error?.message == "invalid --timeout \(value)")
        #expect(error?.hint == "give seconds up to 1000000, or 0 for no limit")
    }

    @Test(arguments: [("0", 0.0), ("0.5", 0.5), ("1000000", 1_000_000.0)])
    func aTimeoutInRangeIsTaken(value: String, seconds: Double) throws {
        guard case .run(let configuration) = try parse(["--timeout", value]) else {
            Issue.record("not a run")
            return
        }
        #expect(configuration.stepTimeout == seconds)
    }

    @Test func aTimeoutInTheProfilesIsCheckedToo() throws {
        let folder = NSTemporaryDirectory() + "numeric-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[default]\ntimeout = inf\n".write(
            toFile: folder + "/" + ProfileFile.fileName, atomically: false, encoding: .utf8)
        let error = #expect(throws: RunArguments.UsageError.self) {
            try RunArguments.parse(
                [], environment: [:], isTerminal: false, workingDirectory: folder, profileDirectory: folder)
        }
        #expect(error?.message == "spec-runner.profiles:2: invalid --timeout inf")
    }

    /// A history whose value would not fit a whole number once scaled stops the run before it starts, with the
    /// reports left as they were, instead of trapping at its end.
    @Test func aHistoryWithAHugePercentageIsAUsageErrorAndNoReportIsLost() async throws {
        let scratch = try Scratch()
        try scratch.write("f.feature", BadInputTests.passing)
        let history =
            #"{"format":"spec-runner-history","version":1,"runs":[{"started":"a","passing":50,"#
            + #""bound":1e308,"scenarios":{}}]}"#
        try scratch.write("h.json", history)
        try scratch.write("junit.xml", "old")
        let result = try await FixtureProcess.run(
            ["f.feature", "--format", "html:r.html", "--format", "junit:junit.xml", "--history", "h.json"],
            in: scratch.path)
        #expect(result.status == 2, "\(result)")
        #expect(!result.signaled)
        #expect(result.errors.contains("h.json: error: run 1: bound is 1e+308, not a percentage from 0 to 100"))
        #expect(try String(contentsOfFile: scratch.path + "/junit.xml", encoding: .utf8) == "old")
        #expect(try String(contentsOfFile: scratch.path + "/h.json", encoding: .utf8) == history)
    }

    /// A system error the runner has no words of its own for is given in the system's words, with its number.
    @Test(arguments: [(EFBIG, "27"), (ETXTBSY, "26"), (EMFILE, "24")])
    func anUnusualSystemErrorIsNamedInTheSystemsWords(code: Int32, number: String) {
        let text = FileSystem.Failure(code: code).text(.english)
        #expect(text == String(cString: strerror(code)) + " (system error \(number))")
        #expect(!String(cString: strerror(code)).hasPrefix("Unknown"))
        #expect(
            FileSystem.Failure(code: code).text(MessageCatalog.named("es")!).hasSuffix("(error del sistema \(number))"))
    }

    @Test(arguments: [("9223372036854775807", "9223372036854775807"), ("-1", "2"), ("2", "2")])
    func aBazelShardOutOfRangeIsAUsageError(index: String, total: String) {
        let error = #expect(throws: RunArguments.UsageError.self) {
            try BazelTestEnvironment(["TEST_SHARD_INDEX": index, "TEST_TOTAL_SHARDS": total], catalog: .english)
        }
        #expect(error?.message.contains(index) == true, "\(String(describing: error))")
    }

    /// What a shard's messages say of times is any 64-bit number: the merge's reports hold it at the bounds
    /// they can write (a duration at Int64's, a date within the years 0000 to 9999) instead of trapping.
    @Test(arguments: [
        (
            #""duration":\{"nanos":[0-9]+,"seconds":[0-9]+\}"#,
            #""duration":{"nanos":999999999,"seconds":9223372036854775807}"#
        ),
        (
            #""timestamp":\{"nanos":[0-9]+,"seconds":[0-9]+\}"#,
            #""timestamp":{"nanos":-5,"seconds":-9223372036854775808}"#
        ),
    ])
    func aMergeOfExtremeTimesWritesEveryReport(pattern: String, replacement: String) async throws {
        let scratch = try Scratch()
        try scratch.write("features/f.feature", BadInputTests.passing)
        _ = try await FixtureProcess.run(["features", "--format", "message:shard.ndjson"], in: scratch.path)
        var shard = try String(contentsOfFile: scratch.path + "/shard.ndjson", encoding: .utf8)
        // The first such value extreme one way, the others as they were: spans overflow both ways.
        if let range = shard.range(of: pattern, options: .regularExpression) {
            shard.replaceSubrange(range, with: replacement)
        }
        #expect(shard.contains(replacement))
        try scratch.write("extreme.ndjson", shard)
        let formats = ["junit:j.xml", "html:h.html", "json:c.json", "usage:u.txt", "pretty:p.txt", "summary:s.txt"]
        let merged = try await FixtureProcess.run(
            ["merge", "extreme.ndjson"] + formats.flatMap { ["--format", $0] }, in: scratch.path)
        #expect(!merged.signaled && merged.status == 0, "\(merged)")
        for format in formats {
            let file = scratch.path + "/" + format.split(separator: ":")[1]
            #expect(((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").count > 10, "\(format)")
        }
    }
}
