import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

/// Every report over the fixtures of `Tests/Fixtures/Reports` (every status, retries, hooks, attachments, data
/// tables, doc strings, rules, outlines, a Spanish feature, hostile names) compared with its golden file in
/// `Tests/Fixtures/Goldens`, after `ReportFixtureRun.normalise` fixed times, durations, paths and the host.
///
/// To regenerate the goldens after a deliberate change, run
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter ReportGoldenTests
///
/// and then read every changed golden (`git diff Tests/Fixtures/Goldens`) before committing it: a golden is a
/// claim about what the report must say, not a copy of whatever the code printed.
@MainActor
@Suite(.serialized) struct ReportGoldenTests {
    static let updating = ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1"

    @Test(arguments: ["progress", "summary", "junit", "json", "message", "html", "rerun"])
    func theReportOfTheFixturesMatchesItsGolden(format: String) async throws {
        let run = try await ReportFixtureRun.run(formats: [format])
        #expect(run.status == 1, "the fixtures include failures")
        try compare(run.reports[format] ?? "", golden: "fixtures.\(format)", format: format)
    }

    /// A reordered run's file reports are the defined order's: features and scenarios in file order.
    ///
    /// A random run's JSON parts wait in a spool until their turn. The HTML page's body is compared; its coverage
    /// tables list features and rules in the order they ran.
    @Test(arguments: [ScenarioOrder.reverse, .random(seed: 7), .random(seed: 2026)])
    func theFileReportsOfAReorderedRunMatchTheGoldens(order: ScenarioOrder) async throws {
        let run = try await ReportFixtureRun.run(formats: ["junit", "json", "html"]) { $0.order = order }
        try compare(run.reports["junit"] ?? "", golden: "fixtures.junit", format: "junit")
        try compare(run.reports["json"] ?? "", golden: "fixtures.json", format: "json")
        // The golden is compared as values; the text too must be the defined order's, byte for byte.
        let defined = try await ReportFixtureRun.run(formats: ["json"])
        #expect(run.reports["json"] == defined.reports["json"])
        let golden = try String(contentsOfFile: ReportFixtureRun.goldens + "/fixtures.html", encoding: .utf8)
        let body = { (page: String) in page.firstRange(of: "<main>").map { String(page[$0.lowerBound...]) } }
        #expect(body(run.reports["html"] ?? "") == body(golden))
        #expect(body(golden) != nil)
    }

    @Test(arguments: ["summary", "progress", "usage"])
    func theSpanishReportOfTheFixturesMatchesItsGolden(format: String) async throws {
        let run = try await ReportFixtureRun.run(formats: [format]) {
            $0.outputLanguage = "es"
            $0.coverageMinimum = 100
            // A real run orders the usage report by timings, which vary: a dry run's is stable.
            $0.dryRun = format == "usage"
        }
        try compare(run.reports[format] ?? "", golden: "fixtures.es.\(format)", format: format)
    }

    /// The CI reports (GitHub annotations, the Markdown job summary) over the fixtures and a file with content the
    /// run never checks, against a gate of 100%, in each output language.
    @Test(arguments: ["github", "markdown"], ["en", "es"])
    func theCIReportOfTheFixturesMatchesItsGolden(format: String, language: String) async throws {
        let run = try await ReportFixtureRun.run(formats: [format]) {
            $0.locations.append(FeatureLocation(path: ReportFixtureRun.root + "/Tests/Fixtures/Unchecked"))
            $0.outputLanguage = language
            $0.coverageMinimum = 100
        }
        #expect(run.status == 1, "the fixtures include failures")
        let golden = language == "en" ? "fixtures.\(format)" : "fixtures.\(language).\(format)"
        try compare(run.reports[format] ?? "", golden: golden, format: format)
    }

    @Test func theUsageReportOfADryRunMatchesItsGolden() async throws {
        let run = try await ReportFixtureRun.run(formats: ["usage", "html"]) { $0.dryRun = true }
        try compare(run.reports["usage"] ?? "", golden: "dry-run.usage", format: "usage")
        try compare(run.reports["html"] ?? "", golden: "dry-run.html", format: "html")
    }

    private func compare(_ actual: String, golden name: String, format: String) throws {
        let path = ReportFixtureRun.goldens + "/" + name
        if Self.updating {
            try actual.write(toFile: path, atomically: false, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        switch format {
        case "json":
            // Compared as values: Foundation's pretty printing differs between platforms.
            #expect(try jsonValue(actual) == jsonValue(expected), "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1")
        case "message":
            let actualLines = actual.split(separator: "\n").map { try? jsonValue(String($0)) }
            let expectedLines = expected.split(separator: "\n").map { try? jsonValue(String($0)) }
            #expect(actualLines == expectedLines, "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1")
        default:
            #expect(actual == expected, "\(firstDifference(actual, expected))")
        }
    }

    private func jsonValue(_ text: String) throws -> NSObject? {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject
    }

    /// The first line that differs, to read in the failure.
    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (got, wanted)) in zip(actualLines, expectedLines).enumerated() where got != wanted {
            return "line \(number + 1):\n  got:      \(got)\n  expected: \(wanted)"
        }
        return "\(actualLines.count) lines, expected \(expectedLines.count)"
    }
}
