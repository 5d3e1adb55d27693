// swift-tools-version: 6.0
import PackageDescription

/// A package that adopts spec-runner: a tiny app, its step library, its own runner and its Swift Testing suite.
///
/// It depends on this repository by relative path; a team of its own writes the Git form instead
/// (docs/adoption.md).
let package = Package(
    name: "Cafeteria",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` fixes the package's identity, which a path dependency otherwise takes from the folder's name.
        .package(name: "spec-runner", path: "../..")
    ],
    targets: [
        // The app: what the specification is about.
        .target(name: "Cafeteria"),
        // The step definitions: they drive the app.
        .target(
            name: "CafeteriaSpecs",
            dependencies: ["Cafeteria", .product(name: "SpecRunner", package: "spec-runner")]
        ),
        // `swift run cafeteria-specs Features/`: the runner, with every option of spec-runner.
        .executableTarget(
            name: "cafeteria-specs",
            dependencies: ["CafeteriaSpecs", .product(name: "SpecRunnerCLI", package: "spec-runner")]
        ),
        // `swift test`: the build plugin generates one test per scenario of Features/, with its tags; linking
        // SpecRunnerCLI also lets `swift package spec-runner …` run the specification.
        .testTarget(
            name: "CafeteriaSpecsTests",
            dependencies: [
                "CafeteriaSpecs", .product(name: "SpecRunner", package: "spec-runner"),
                .product(name: "SpecRunnerCLI", package: "spec-runner"),
            ],
            plugins: [.plugin(name: "SpecRunnerPlugin", package: "spec-runner")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
