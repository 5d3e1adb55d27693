import Foundation
import SpecRunner
import SpecRunnerCore
import StackMyArchitectureSpecs
import Testing

/// Every failure of the step library reads in Spanish in a Spanish run.
///
/// The whole specification runs twice under `--lang es`: against a server that broke (it answers every request
/// `500` with no body), and with every value its `Entonces` steps expect changed; between them nearly every
/// scenario fails, and each failure is checked for English words.
@MainActor
@Suite(.serialized) struct SpanishFailuresTests {
    /// Words of English sentences that no Spanish sentence, feature or app text of this repository uses.
    static let englishWords: Set<String> = [
        "the", "expected", "got", "should", "shows", "was", "were", "is", "are", "not", "has", "but", "with", "after",
        "before", "scenario", "screen", "request", "server", "none", "neither", "nor", "still", "answered",
    ]

    /// The failure messages of a Spanish run of `features` (a folder) with `libraries`, and how many scenarios ran.
    private func failures(in features: String, libraries: [Steps]) async throws -> (messages: [String], scenarios: Int)
    {
        let folder = NSTemporaryDirectory() + "spec-runner-spanish-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = RunConfiguration()
        configuration.workingDirectory = packageRoot
        configuration.locations = [FeatureLocation(path: features)]
        configuration.outputLanguage = "es"
        configuration.stepTimeout = 60
        configuration.formats = [FormatRequest(name: "message", path: folder + "/messages.ndjson")]
        _ = await SpecRun.execute(configuration, libraries: libraries, output: CommandOutput.capturing())
        let lines = try String(contentsOfFile: folder + "/messages.ndjson", encoding: .utf8).split(separator: "\n")
        var messages: [String] = []
        var scenarios = 0
        for line in lines {
            let envelope = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if envelope?["testCaseStarted"] != nil { scenarios += 1 }
            let result = (envelope?["testStepFinished"] as? [String: Any])?["testStepResult"] as? [String: Any]
            if result?["status"] as? String == "FAILED", let message = result?["message"] as? String {
                messages.append(message)
            }
        }
        return (messages, scenarios)
    }

    /// The English words in `message`, leaving out what it quotes (the features' and the app's own texts).
    private func english(in message: String) -> Set<String> {
        let unquoted = message.replacing(#/«[^»]*»|"[^"\n]*"|\{[^\n]*\}/#, with: " ")
        let words = unquoted.lowercased().split { !$0.isLetter }.map(String.init)
        return Self.englishWords.intersection(words)
    }

    /// A copy of the features in a temporary folder, with every value their `Entonces` steps expect changed: a
    /// quoted value gets « X» appended, a number grows by one.
    private func featuresExpectingOtherValues() throws -> String {
        let folder = NSTemporaryDirectory() + "spec-runner-spanish-features-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = packageRoot + "/Features"
        for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".feature") {
            let text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
            var expecting = false
            let changed = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let words = line.split(separator: " ")
                guard let keyword = words.first else { return String(line) }
                if ["Entonces", "Then"].contains(keyword) { expecting = true }
                if ["Dado", "Cuando", "Given", "When"].contains(keyword) || keyword.hasSuffix(":") {
                    expecting = false
                }
                guard expecting, ["Entonces", "Then", "Y", "And", "Pero", "But"].contains(keyword) else {
                    return String(line)
                }
                // The last quoted value is the one expected (the others name what to look at).
                var step = String(line).replacing(#/ ([0-9]+) /#) { " \(Int($0.output.1)! + 1) " }
                if let last = step.ranges(of: #/"[^"]*"/#).last {
                    step.replaceSubrange(last, with: step[last].dropLast() + " X\"")
                }
                return step
            }
            try changed.joined(separator: "\n").write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        return folder
    }

    @Test func aSpanishRunAgainstABrokenServerFailsInSpanish() async throws {
        let (messages, scenarios) = try await failures(
            in: packageRoot + "/Features", libraries: SpecLibraries.withBrokenServer)
        #expect(messages.count * 4 > scenarios, "\(messages.count) failures in \(scenarios) scenarios")
        for message in messages {
            #expect(english(in: message).isEmpty, "English in a Spanish failure: \(message)")
        }
    }

    @Test func aSpanishRunWhoseExpectationsAreWrongFailsInSpanish() async throws {
        let features = try featuresExpectingOtherValues()
        defer { try? FileManager.default.removeItem(atPath: features) }
        let (messages, scenarios) = try await failures(in: features, libraries: SpecLibraries.all)
        #expect(messages.count * 4 > scenarios, "\(messages.count) failures in \(scenarios) scenarios")
        for message in messages {
            #expect(english(in: message).isEmpty, "English in a Spanish failure: \(message)")
        }
    }
}
