import Foundation
import SpecRunner
import SpecRunnerCore

/// Runs fixture features written to a temporary folder, capturing the runner's output; the folder goes with it.
@MainActor
final class RunnerHarness {
    let directory: String

    init(files: [String: String]) throws {
        directory = NSTemporaryDirectory() + "spec-runner-tests-" + UUID().uuidString
        for (name, text) in files {
            let path = directory + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true
            )
            // Not atomically: Foundation on Linux leaves the temporary folder of an atomic write behind.
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    func run(_ libraries: [Steps], configure: (inout RunConfiguration) -> Void = { _ in }) async -> Run {
        var configuration = RunConfiguration()
        configuration.locations = [FeatureLocation(path: directory)]
        // The run's folder: the tests read its files' paths without it (the process works elsewhere, so the paths
        // stay as given; step definitions are named from here).
        configuration.workingDirectory = directory
        configuration.stepTimeout = 60
        configure(&configuration)
        let output = CommandOutput.capturing()
        let outcome = await SpecRun.execute(configuration, libraries: libraries, output: output)
        return Run(status: outcome.exitStatus, output: output.capturedOutput, errors: output.capturedError)
    }

    func path(_ name: String) -> String { directory + "/" + name }
}
