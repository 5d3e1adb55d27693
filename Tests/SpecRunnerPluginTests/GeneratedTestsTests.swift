import Foundation
import SpecRunnerCore
import Testing

@testable import SpecRunnerPluginTool

/// The build plugin's tool over the fixtures of `Tests/Fixtures/Plugin`: the generated source and the build's
/// diagnostics, compared with their golden files there.
///
/// To regenerate them after a deliberate change, run
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter GeneratedTestsTests
///
/// and read the diff before committing it.
@Suite struct GeneratedTestsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Plugin").path
    /// Where the goldens say the package is: no machine's folder is in them.
    static let root = "/package"

    /// The tool's run over `files` (relative to the fixtures), with the fixtures' folder written as `/package`.
    static func scan(_ files: [String]) -> (tests: GeneratedTests, diagnostics: String) {
        let scan = FeatureScan(files.map { fixtures + "/" + $0 }, packageRoot: fixtures, catalog: .english)
        let tests = GeneratedTests(features: scan.features, packageRoot: root, module: "Fixture", commandLine: false)
        let diagnostics = (scan.diagnostics + tests.collidingTags(.english)).map(BuildDiagnostic.text).joined()
        return (tests, diagnostics.replacingOccurrences(of: fixtures, with: root))
    }

    @Test func aFeatureWithTagsAnOutlineAndARuleGivesOneTaggedTestPerScenarioAndRow() throws {
        let (tests, diagnostics) = Self.scan(["Features/tagged.feature"])
        #expect(diagnostics.isEmpty)
        #expect(tests.features.map(\.scenarios.count) == [6])
        try Self.compare(tests.source, golden: "tagged.swift.golden")
    }

    @Test func theCommandLineTestIsGeneratedOnlyForATargetThatLinksTheCommandLine() {
        let features = Self.scan(["Features/tagged.feature"]).tests.features
        let with = GeneratedTests(features: features, packageRoot: Self.root, module: "M", commandLine: true).source
        let without = GeneratedTests(features: features, packageRoot: Self.root, module: "M", commandLine: false).source
        #expect(with.contains("func `spec-runner`()") && with.contains("import SpecRunnerCLI"))
        #expect(!without.contains("spec-runner`") && !without.contains("SpecRunnerCLI"))
    }

    @Test func parseErrorsAndContentWarningsAreLocatedCompilerDiagnostics() throws {
        let (tests, diagnostics) = Self.scan(["Bad/broken.feature", "Bad/misspelt.feature"])
        try Self.compare(diagnostics, golden: "bad.diagnostics.golden")
        // The file that does not parse has no tests; the other keeps its scenario.
        #expect(tests.features.map(\.path) == ["Bad/misspelt.feature"])
    }

    @Test func twoTagsThatAreOneSwiftTestingTagAreAnErrorAtTheSecond() {
        let scenario = { (line: Int, tag: String) in
            GeneratedFeature.Scenario(name: "s\(line)", line: line, tags: [tag])
        }
        let feature = GeneratedFeature(
            path: "a.feature", name: "A", scenarios: [scenario(3, "a%60b"), scenario(7, "a`b")])
        let tests = GeneratedTests(features: [feature], packageRoot: Self.root, module: "M", commandLine: false)
        let errors = tests.collidingTags(.english)
        #expect(
            errors.map(BuildDiagnostic.text) == [
                "/package/a.feature:7:1: error: the tags @a`b and @a%60b are both the Swift Testing tag `a%60b`: rename one of them\n"
            ])
    }

    static func compare(_ actual: String, golden: String) throws {
        let path = fixtures + "/" + golden
        if ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1")
    }
}
