// swift-tools-version: 6.0
import PackageDescription

/// Strict Swift 6 everywhere; `.ci/run` adds `-warnings-as-errors`.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "spec-runner",
    platforms: [.macOS(.v15)],
    // What another package depends on: the step DSL and runtime, and the command-line entry point of its own
    // runner (README, «Using spec-runner in another package»). Everything else is this repository's own:
    // the pure libraries come with SpecRunner, and the app, fixtures, benchmarks and harnesses are not for
    // consumers (their executables still run here with `swift run NAME`).
    products: [
        .library(name: "SpecRunner", targets: ["SpecRunner"]),
        .library(name: "SpecRunnerCLI", targets: ["SpecRunnerCLI"]),
        // A test target applies the build plugin to get a Swift Testing test per scenario; `swift package
        // spec-runner` runs the specification with the package's steps (docs/adoption.md, ADR 0034).
        .plugin(name: "SpecRunnerPlugin", targets: ["SpecRunnerPlugin"]),
        .plugin(name: "SpecRunnerCommand", targets: ["SpecRunnerCommand"]),
    ],
    targets: [
        // The runner's pure libraries: no I/O, no dependencies but the step-matching regex engine.
        .target(name: "Gherkin", swiftSettings: strict),
        .target(name: "CucumberExpressions", dependencies: ["StepRegex"], swiftSettings: strict),
        // The regular-expression engine of step matching (ADR 0006): internal to the package, not a product.
        .target(name: "StepRegex", swiftSettings: strict),
        .target(name: "TagExpressions", swiftSettings: strict),
        // Cucumber Messages: the protocol's types and the one NDJSON writer of every envelope.
        .target(name: "CucumberMessages", dependencies: ["Gherkin"], swiftSettings: strict),
        // `spec-runner gherkin`: the official Gherkin tool's messages, from the parser and the messages alone.
        .target(name: "GherkinCommand", dependencies: ["Gherkin", "CucumberMessages"], swiftSettings: strict),

        // The runtime, in the order of a run (load → plan → run → report; ADR 0014): each module imports only
        // those below it, and the import check keeps the arrows one way.
        // The human-facing texts, one `switch` per language (ADR 0022): below everything that speaks to people.
        .target(name: "SpecRunnerCatalog", dependencies: ["CucumberMessages"], swiftSettings: strict),
        // The step DSL: what a step library is written with, and the only module `SpecRunner` re-exports.
        .target(
            name: "SpecRunnerDSL",
            dependencies: ["SpecRunnerCatalog", "CucumberExpressions", "CucumberMessages", "Gherkin"],
            swiftSettings: strict
        ),
        // The stages of a run: loading, planning, execution, and the results execution emits into (`EventBus`,
        // `RunIndex`, the `Formatter` protocol); it re-exports the DSL and the catalog to the modules above.
        .target(
            name: "SpecRunnerCore",
            dependencies: [
                "SpecRunnerDSL", "SpecRunnerCatalog", "Gherkin", "CucumberMessages", "CucumberExpressions",
                "TagExpressions",
            ],
            swiftSettings: strict
        ),
        // The formatters and report files, over the results the core hands them.
        .target(
            name: "SpecRunnerReports",
            dependencies: ["SpecRunnerCore", "Gherkin", "CucumberMessages"],
            // The HTML report's style sheet and script, compiled in: a report needs no file beside the binary.
            resources: [.embedInCode("Assets/report.css"), .embedInCode("Assets/report.js")],
            swiftSettings: strict
        ),
        // `--jobs N`: worker processes and the merge of their streams; the shards' streams of `spec-runner merge`.
        .target(
            name: "SpecRunnerWorkers",
            dependencies: ["SpecRunnerCore", "Gherkin", "CucumberMessages"],
            swiftSettings: strict
        ),
        // The entry points (`SpecRun`, `SpecificationSuite`, `ShardMerge`, `EditorSupport`); re-exports the step DSL
        // alone, so that a step library needs only `import SpecRunner` and sees nothing of the runtime.
        .target(
            name: "SpecRunner",
            dependencies: [
                "SpecRunnerCore", "SpecRunnerReports", "SpecRunnerWorkers", "Gherkin", "CucumberMessages",
                "CucumberExpressions", "TagExpressions",
            ],
            swiftSettings: strict
        ),
        // The language server of `spec-runner lsp`: the runtime reached through its EditorSupport façade.
        .target(
            name: "SpecRunnerLSP",
            // CucumberMessages: a run's messages, read back to show its results in the editor.
            dependencies: ["SpecRunner", "SpecRunnerCore", "Gherkin", "CucumberMessages"],
            swiftSettings: strict
        ),
        // The Model Context Protocol server of `spec-runner mcp`: the runtime reached through EditorSupport, with
        // the language server's JSON value for its JSON-RPC (ADR 0031).
        .target(
            name: "SpecRunnerMCP",
            dependencies: ["SpecRunner", "SpecRunnerCore", "SpecRunnerLSP", "CucumberMessages"],
            swiftSettings: strict
        ),
        .target(
            name: "SpecRunnerCLI",
            dependencies: [
                "SpecRunner", "SpecRunnerCore", "SpecRunnerLSP", "SpecRunnerMCP", "GherkinCommand", "Gherkin",
                "CucumberMessages",
            ],
            swiftSettings: strict
        ),

        // The SwiftPM plugins (ADR 0034): the build plugin's tool reads the feature files as a run loads them and
        // writes the tests; its library is apart so that its tests link no executable a plugin also builds.
        .target(name: "SpecRunnerPluginTool", dependencies: ["SpecRunnerCore", "Gherkin"], swiftSettings: strict),
        .executableTarget(
            name: "spec-runner-plugin-tool",
            dependencies: ["SpecRunnerPluginTool"],
            swiftSettings: strict
        ),
        .plugin(
            name: "SpecRunnerPlugin",
            capability: .buildTool(),
            dependencies: ["spec-runner-plugin-tool"]
        ),
        .plugin(
            name: "SpecRunnerCommand",
            capability: .command(
                intent: .custom(verb: "spec-runner", description: "Runs the specification with the package's steps")
            )
        ),

        // The app the specification is about, and the step definitions that bind it.
        .target(name: "StackMyArchitecture", swiftSettings: strict),
        // The app's URLSession adapter, apart: on Linux it loads FoundationNetworking (libcurl and ~40 libraries,
        // ~7 ms of every start), which the runner, talking to a scripted server, never needs.
        .target(
            name: "StackMyArchitectureNetworking",
            dependencies: ["StackMyArchitecture"],
            swiftSettings: strict
        ),
        .target(
            name: "StackMyArchitectureSpecs",
            dependencies: ["SpecRunner", "SpecRunnerCore", "StackMyArchitecture"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "spec-runner",
            dependencies: ["SpecRunnerCLI", "StackMyArchitectureSpecs"],
            swiftSettings: strict
        ),
        // The same specification through the app's real HTTP adapter and a loopback HTTP server (README).
        .executableTarget(
            name: "spec-runner-loopback",
            dependencies: [
                "SpecRunnerCLI", "StackMyArchitecture", "StackMyArchitectureNetworking", "StackMyArchitectureSpecs",
            ],
            swiftSettings: strict
        ),

        // Development executables.
        .executableTarget(
            name: "spec-runner-bench",
            dependencies: ["SpecRunnerCLI", "SpecRunner"],
            path: "Benchmarks/spec-runner-bench",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "conformance-harness",
            dependencies: ["CucumberExpressions", "TagExpressions"],
            swiftSettings: strict
        ),
        .target(name: "CCKSteps", dependencies: ["SpecRunner"], swiftSettings: strict),
        .executableTarget(
            name: "cck-runner",
            dependencies: ["CCKSteps", "SpecRunner", "SpecRunnerCore", "SpecRunnerCLI"],
            swiftSettings: strict
        ),
        // Report fixtures: features with every status and the steps binding them, for the report tests and
        // Scripts/check-reports.sh (`swift run report-fixtures Tests/Fixtures/Reports --format …`).
        .target(name: "ReportFixtures", dependencies: ["SpecRunner"], swiftSettings: strict),
        .executableTarget(
            name: "report-fixtures",
            dependencies: ["SpecRunnerCLI", "ReportFixtures"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "expressions-bench",
            dependencies: ["CucumberExpressions", "TagExpressions"],
            path: "Benchmarks/expressions",
            exclude: ["run.sh", "extract_steps.py"],
            swiftSettings: strict
        ),

        .executableTarget(
            name: "spec-runner-fixtures",
            dependencies: ["SpecRunnerCLI", "SpecRunner"],
            path: "Tests/FixtureRunner",
            swiftSettings: strict
        ),

        // Benchmarks (release builds only; see Benchmarks/gherkin/run.sh).
        .executableTarget(
            name: "gherkin-bench",
            dependencies: ["Gherkin"],
            path: "Benchmarks/gherkin/Sources/gherkin-bench",
            swiftSettings: strict
        ),

        // Every message of the catalog with a marker for each value, for the tests that read every text.
        .target(
            name: "MessageSamples",
            dependencies: ["SpecRunnerCore"],
            path: "Tests/MessageSamples",
            swiftSettings: strict
        ),

        .testTarget(name: "GherkinTests", dependencies: ["Gherkin"], swiftSettings: strict),
        .testTarget(
            name: "CucumberExpressionsTests",
            dependencies: ["CucumberExpressions"],
            swiftSettings: strict
        ),
        .testTarget(name: "StepRegexTests", dependencies: ["StepRegex"], swiftSettings: strict),
        .testTarget(name: "TagExpressionsTests", dependencies: ["TagExpressions"], swiftSettings: strict),
        .testTarget(
            name: "CucumberMessagesTests",
            dependencies: ["CucumberMessages", "Gherkin"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SpecRunnerTests",
            dependencies: [
                "SpecRunner", "SpecRunnerCore", "SpecRunnerReports", "SpecRunnerWorkers", "Gherkin", "CucumberMessages",
                "CucumberExpressions", "TagExpressions", "ReportFixtures", "MessageSamples",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SpecRunnerCLITests",
            // The runners of this repository's spec and of the report fixtures, for the same-run test.
            dependencies: [
                "SpecRunnerCLI", "SpecRunner", "SpecRunnerCore", "spec-runner-fixtures", "spec-runner",
                "report-fixtures",
                "MessageSamples",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SpecRunnerLSPTests",
            dependencies: ["SpecRunnerLSP", "SpecRunner", "SpecRunnerCore", "spec-runner-fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SpecRunnerPluginTests",
            dependencies: ["SpecRunnerPluginTool", "SpecRunnerCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SpecRunnerMCPTests",
            // The runner of this repository's specification, which the run tool starts.
            dependencies: ["SpecRunnerMCP", "SpecRunnerLSP", "SpecRunner", "StackMyArchitectureSpecs", "spec-runner"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StackMyArchitectureTests",
            dependencies: ["StackMyArchitecture", "StackMyArchitectureNetworking"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StackMyArchitectureSpecsTests",
            dependencies: [
                "StackMyArchitectureSpecs", "SpecRunner", "SpecRunnerCore", "SpecRunnerCLI", "StackMyArchitecture",
                "StackMyArchitectureNetworking", "MessageSamples",
            ],
            swiftSettings: strict,
            // One Swift Testing test per scenario of Features/, with its tags (ADR 0034).
            plugins: ["SpecRunnerPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
