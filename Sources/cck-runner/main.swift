// Runs one Cucumber Compatibility Kit sample with its Swift step definitions and prints the messages:
//
//     .build/release/cck-runner ../shared/conformance/cck/minimal
//
// The sample's feature files run in file-name order, with the options of its `<sample>.arguments.txt` and
// `--format message`. Compare the output with the sample's `<sample>.ndjson` (see Scripts/cck.sh).
import CCKSteps
import Foundation
@_spi(Testing) import SpecRunner
import SpecRunnerCLI
@_spi(Testing) import SpecRunnerCore

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first else {
    FileHandle.standardError.write(Data("usage: cck-runner SAMPLE_FOLDER\n".utf8))
    exit(2)
}
let directory = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
let sample = (directory as NSString).lastPathComponent
guard let library = CCKSamples.steps(for: sample, assets: directory) else {
    FileHandle.standardError.write(
        Data("cck-runner: no step definitions for the sample \"\(sample)\"; known: \(CCKSamples.names)\n".utf8)
    )
    exit(2)
}

let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
let features = files.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    .map { directory + "/" + $0 }
var options: [String] = []
if let text = try? String(contentsOfFile: "\(directory)/\(sample).arguments.txt", encoding: .utf8) {
    options = text.split(whereSeparator: \.isWhitespace).map(String.init)
}

// `--error` is the kit's switch for a run that fails outside user code; spec-runner has no such option, so the
// runner's test-only fault injection stands in for it.
let runError = options.contains("--error") ? "Whoops!" : nil
options.removeAll { $0 == "--error" }

let output = CommandOutput.standardStreams()
let status = await FaultInjection.$runError.withValue(runError) {
    await SpecRunnerCommand.main(
        arguments: options + ["--format", "message"] + features,
        libraries: [library],
        output: output
    )
}
output.flush()
exit(status)
