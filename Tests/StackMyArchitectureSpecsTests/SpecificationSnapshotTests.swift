import Foundation
import MessageSamples
import SpecRunner
import SpecRunnerCore
import StackMyArchitectureSpecs
import Testing

/// What `spec-runner Features/` prints, in Spanish and in English, compared with its golden file in
/// `Tests/Fixtures/Goldens` (`features.es.pretty`, `features.en.pretty`) after the run's duration is fixed.
///
/// To regenerate them after a deliberate change (a scenario added, a text reworded), run
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter SpecificationSnapshotTests
///
/// and read the diff before committing it.
@MainActor
@Suite(.serialized) struct SpecificationSnapshotTests {
    static let updating = ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1"

    /// The pretty report of the whole specification in `language`, its duration replaced by `0.000` and paths
    /// shown from the package root, as `spec-runner Features/` run there shows them.
    private func pretty(_ language: String) async throws -> String {
        let folder = NSTemporaryDirectory() + "spec-runner-snapshot-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = RunConfiguration()
        configuration.workingDirectory = packageRoot
        configuration.locations = [FeatureLocation(path: packageRoot + "/Features")]
        configuration.outputLanguage = language
        configuration.stepTimeout = 60
        configuration.formats = [FormatRequest(name: "pretty", path: folder + "/pretty")]
        let outcome = await SpecRun.execute(
            configuration, libraries: SpecLibraries.all, output: CommandOutput.capturing())
        #expect(outcome.exitStatus == 0)
        let text = try String(contentsOfFile: folder + "/pretty", encoding: .utf8)
        return text.replacing(packageRoot + "/", with: "")
            .replacing(#/[0-9]+([.,])[0-9]{3} s\n\z/#) { "0\($0.output.1)000 s\n" }
    }

    @Test(arguments: ["es", "en"])
    func theSpecificationsReportMatchesItsGolden(language: String) async throws {
        let actual = try await pretty(language)
        let path = packageRoot + "/Tests/Fixtures/Goldens/features.\(language).pretty"
        if Self.updating { try actual.write(toFile: path, atomically: false, encoding: .utf8) }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1 and read the diff")
    }

    /// No text of the English catalog shows in the Spanish report: every line the runner writes there is Spanish
    /// (the features' own text and keywords aside).
    @Test func theSpanishReportHasNoEnglishText() async throws {
        let spanish = try await pretty("es")
        let english = MessageCatalog.named("en")!
        let phrases = MessageSamples.all.flatMap {
            english.text($0).split(separator: #/‹[A-Za-z]+›|(?:^|[\s(])[12](?:\s|$)/#)
        }.map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { $0.count >= 6 && $0.contains(" ") }
        for phrase in phrases { #expect(!spanish.contains(phrase), "English in the Spanish report: \(phrase)") }
        #expect(spanish.contains("escenarios ("))
        #expect(spanish.contains("Terminado en 0,000 s"))
    }
}
