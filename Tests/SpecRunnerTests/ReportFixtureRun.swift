import Foundation
import ReportFixtures
import SpecRunner
import SpecRunnerCore

/// Runs the report fixtures (`Tests/Fixtures/Reports`, bound by `ReportFixtures`) with every report written to a
/// temporary folder, and normalises what changes from run to run: times, durations, the host and the operating
/// system.
///
/// The fixtures' flaky step keeps run-wide state, so suites that use this must be `.serialized`.
@MainActor
struct ReportFixtureRun {
    /// The package root: this file is `<root>/Tests/SpecRunnerTests/ReportFixtureRun.swift`.
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().path
    nonisolated static let features = root + "/Tests/Fixtures/Reports"
    nonisolated static let goldens = root + "/Tests/Fixtures/Goldens"
    /// The fixtures' story tags linked (`--link`): a query string to escape, and a hostile tag to percent-encode.
    nonisolated static let links = [
        #"@JIRA-(\d+) https://jira.example.com/browse/JIRA-{1}"#,
        #"@historia-(\d+) https://tracker.example.com/historias/{1}?vista=completa&idioma=es"#,
        #"@tag(.+) https://example.com/tags/{1}"#,
    ]

    let status: Int32
    let standardOutput: String
    let standardError: String
    /// Each requested format's output, normalised, by format name.
    let reports: [String: String]

    /// Runs the fixtures with `--retry 1`, writing `formats` to files.
    static func run(
        formats: [String],
        configure: (inout RunConfiguration) -> Void = { _ in }
    ) async throws -> ReportFixtureRun {
        let folder = NSTemporaryDirectory() + "spec-runner-reports-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = RunConfiguration()
        configuration.locations = [FeatureLocation(path: features)]
        configuration.retry = 1
        configuration.workingDirectory = root
        configuration.formats = formats.map { FormatRequest(name: $0, path: folder + "/" + $0) }
        configuration.tagLinks = try links.map(TagLink.init(parsing:))
        configure(&configuration)
        let output = CommandOutput.capturing()
        let outcome = await SpecRun.execute(configuration, libraries: ReportFixtures.libraries, output: output)
        var reports: [String: String] = [:]
        for format in formats {
            let text = try String(contentsOfFile: folder + "/" + format, encoding: .utf8)
            reports[format] = normalise(text, format: format)
        }
        return ReportFixtureRun(
            status: outcome.exitStatus,
            standardOutput: output.capturedOutput,
            standardError: output.capturedError,
            reports: reports
        )
    }

    /// The output with everything that differs between runs and machines replaced by fixed text.
    static func normalise(_ text: String, format: String) -> String {
        // The checkout's location is not replaced: no report may name it (every path is relative to the run's
        // folder), and the goldens hold that.
        var text = text
        func replace(_ pattern: String, _ replacement: String) {
            // The patterns are literals of this file; a typo must fail loudly.
            text = text.replacing(try! Regex(pattern), with: replacement)
        }
        switch format {
        case "junit":
            replace(#"time="[0-9.]+""#, #"time="0.000000""#)
            replace(#"timestamp="[0-9T:-]+""#, #"timestamp="2000-01-01T00:00:00""#)
            replace(#"hostname="[^"]*""#, #"hostname="localhost""#)
        case "json":
            replace(#""duration": [0-9]+"#, #""duration": 0"#)
            replace(#""start_timestamp": "[^"]*""#, #""start_timestamp": "2000-01-01T00:00:00.000Z""#)
        case "message":
            // Swift's Regex replacements are literal (no `$1`), so one pattern per key.
            replace(#""timestamp":\{"nanos":[0-9]+,"seconds":[0-9]+\}"#, #""timestamp":{"nanos":0,"seconds":0}"#)
            replace(#""duration":\{"nanos":[0-9]+,"seconds":[0-9]+\}"#, #""duration":{"nanos":0,"seconds":0}"#)
            replace(#""os":\{"name":"[a-z]+","version":"[^"]*"\}"#, #""os":{"name":"os","version":"0"}"#)
            replace(#""cpu":\{"name":"[a-z0-9]+"\}"#, #""cpu":{"name":"cpu"}"#)
            replace(#""runtime":\{"name":"swift","version":"[^"]*"\}"#, #""runtime":{"name":"swift","version":"6"}"#)
        case "html":
            // Durations as the catalog writes them: two decimals below a second, three above, either separator.
            replace(#"[0-9]+\.[0-9]{1,3} (ms|s)\b"#, "0.000 ms")
            replace(#"[0-9]+,[0-9]{1,3} (ms|s)\b"#, "0,000 ms")
            replace(#"<time>[^<]*</time>"#, "<time>2000-01-01T00:00:00.000Z</time>")
        default:
            replace(#"Finished in [0-9 .ms]+"#, "Finished in 0.000 s")
            replace(#"Terminado en [0-9 ,ms]+"#, "Terminado en 0,000 s")
            replace(#"[0-9]+\.[0-9]{3} ms"#, "0.000 ms")
            replace(#"[0-9]+,[0-9]{3} ms"#, "0,000 ms")
        }
        return text
    }
}
