import Gherkin
import SpecRunnerCore
import SpecRunnerReports

/// Runs a specification scenario by scenario inside a test framework, so that `swift test` fails when the
/// specification does and shows every scenario by name.
///
/// ```swift
/// @Test(arguments: SpecificationSuite.scenarios(in: "Features"))
/// func scenario(_ scenario: SpecificationSuite.Scenario) async {
///     let result = await SpecificationSuite.run(scenario, libraries: SpecLibraries.all)
///     #expect(result.passed, "\(result.report)")
/// }
/// ```
public enum SpecificationSuite {
    /// One runnable scenario (or one examples row of an outline).
    public struct Scenario: Sendable, Hashable, CustomStringConvertible {
        /// The feature file.
        public let uri: String
        /// The line that selects exactly this scenario or row.
        public let line: Int
        /// The feature's name.
        public let feature: String
        /// The scenario's name.
        public let name: String

        /// `Feature › Scenario (file:line)`.
        public var description: String { "\(feature) › \(name) (\(uri):\(line))" }
    }

    /// The result of running one scenario.
    public struct Result: Sendable {
        /// Whether the scenario ran and passed.
        public let passed: Bool
        /// The runner's report of the scenario: steps, failures with locations, snippets.
        public let report: String
        /// The feature line of the first step that did not pass (failed, undefined, ambiguous, pending), else of
        /// the scenario when it did not pass; `nil` when it passed or did not run (a file that does not parse).
        public let failureLine: Int?
    }

    /// The scenarios of the feature files under `path`, in defined order; empty when nothing parses (the
    /// run of any scenario then reports why).
    public static func scenarios(in path: String) -> [Scenario] {
        var scenarios: [Scenario] = []
        let store = FeatureStore(defaultLanguage: "en")
        _ = FeatureLoader(defaultLanguage: "en").load(
            // Listed, not planned: no test case takes the ids after each file's.
            [FeatureLocation(path: path)], ids: FastIdGenerator(), testCaseHooks: 0, into: store
        ) {
            _, feature, _ in
            for pickle in feature.pickles {
                scenarios.append(
                    Scenario(
                        uri: feature.uri,
                        line: feature.index.line(of: pickle),
                        feature: feature.document.feature?.name ?? feature.uri,
                        name: pickle.name
                    )
                )
            }
        }
        return scenarios
    }

    /// Runs `scenario` with `libraries` and returns whether it passed, with the report.
    @MainActor
    public static func run(
        _ scenario: Scenario,
        libraries: [Steps],
        configuration: RunConfiguration = RunConfiguration()
    ) async -> Result {
        await run(uri: scenario.uri, line: scenario.line, libraries: libraries, configuration: configuration)
    }

    /// Runs the scenario or examples row at `line` of the feature file `uri` with `libraries` (the tests the
    /// `SpecRunnerPlugin` build plugin generates call this).
    @MainActor
    public static func run(
        uri: String,
        line: Int,
        libraries: [Steps],
        configuration: RunConfiguration = RunConfiguration()
    ) async -> Result {
        var configuration = configuration
        configuration.locations = [FeatureLocation(path: uri, lines: [line])]
        configuration.color = false
        let output = CommandOutput.capturing()
        let failing = FailingStepLine()
        let outcome = await SpecRun.execute(configuration, libraries: libraries, output: output, observers: [failing])
        let passed = outcome.exitStatus == 0
        return Result(
            passed: passed, report: output.capturedError + output.capturedOutput,
            failureLine: passed ? nil : failing.line)
    }
}
