import Foundation
@_spi(Testing) import SpecRunner
@_spi(Testing) import SpecRunnerCore
import Testing

@MainActor
final class RunHookWorld: World {
    init() {}
}

/// Behaviour of the file reports beyond the fixtures' goldens: strictness, scenarios that never ran, run
/// hooks, the verdict and the language of the HTML page.
@MainActor
@Suite struct FileReportTests {
    private func reports(
        _ formats: [String],
        feature: String = StatusReportingTests.feature,
        steps: [Steps] = [StatusReportingTests.steps],
        configure: (inout RunConfiguration) -> Void = { _ in }
    ) async throws -> (run: RunnerHarness.Run, files: [String: String]) {
        let harness = try RunnerHarness(files: ["some.feature": feature])
        let run = await harness.run(steps) { configuration in
            configuration.formats = formats.map { FormatRequest(name: $0, path: harness.path("report.\($0)")) }
            configure(&configuration)
        }
        var files: [String: String] = [:]
        for format in formats {
            files[format] = try String(contentsOfFile: harness.path("report.\(format)"), encoding: .utf8)
        }
        return (run, files)
    }

    @Test func aFileThatDoesNotParseGetsAnHTMLPageThatSaysWhyInPlainWords() async throws {
        let broken = "# language: es\nCaracterística: f\n  Escenario: s\n    Dado x\n    Dadoo y\n    zzz\n"
        let (run, files) = try await reports(["html"], feature: broken) { $0.outputLanguage = "es" }
        #expect(run.status == 2)
        let html = try #require(files["html"])
        #expect(html.contains("No se pudo leer la especificación, así que no se ejecutó nada"))
        #expect(html.contains("some.feature:5:5</span> aquí se esperaba un paso («Dado»"))
        #expect(html.contains("¿Quisiste decir «Dado»?"))
        #expect(html.contains("(y 1 error más en este archivo"))
        #expect(!html.contains("#EOF"))
    }

    @Test func inAStrictRunPendingAndUndefinedScenariosAreJUnitFailures() async throws {
        let junit = try #require(try await reports(["junit"]).files["junit"])
        #expect(junit.contains("tests=\"6\" failures=\"4\" errors=\"0\" skipped=\"1\""))
        #expect(junit.contains("<failure type=\"undefined\" message=\"undefined step &quot;I multiply by 3&quot;\">"))
        #expect(junit.contains("<failure type=\"pending\" message=\"pending step &quot;I divide by 2&quot;: division"))
        #expect(junit.contains("<skipped message=\"not today\"/>"))
    }

    @Test func inANonStrictRunPendingAndUndefinedScenariosAreJUnitSkips() async throws {
        let junit = try #require(try await reports(["junit"]) { $0.strict = false }.files["junit"])
        #expect(junit.contains("tests=\"6\" failures=\"2\" errors=\"0\" skipped=\"3\""))
        #expect(junit.contains("<skipped message=\"undefined step &quot;I multiply by 3&quot;\"/>"))
        #expect(
            junit.contains(
                "<skipped message=\"pending step &quot;I divide by 2&quot;: division is not designed yet\"/>"))
    }

    @Test func scenariosThatNeverRanAreSkippedInJUnitOmittedFromJSONAndNotRunInHTML() async throws {
        let (run, files) = try await reports(["junit", "json", "html", "rerun"]) { $0.failFast = true }
        #expect(run.status == 1)
        let junit = try #require(files["junit"])
        #expect(junit.components(separatedBy: "<skipped message=\"not run\"/>").count - 1 == 4)
        let json = try #require(files["json"])
        let features = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let names = (features.first?["elements"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["passes", "fails"])
        let html = try #require(files["html"])
        #expect(html.components(separatedBy: "<details class=\"scenario notrun\"").count - 1 == 4)
        #expect(html.contains("<dt>Not run</dt><dd class=\"status notrun\">4</dd>"))
        #expect(files["rerun"]?.hasSuffix("some.feature:8\n") == true)
    }

    @Test func aPassingRunIsGreenAndHasAnEmptyRerunFile() async throws {
        let (run, files) = try await reports(["html", "rerun", "junit"]) { $0.namePatterns = ["^passes$"] }
        #expect(run.status == 0)
        #expect(files["html"]?.contains("The specification is fully implemented and green.") == true)
        #expect(files["rerun"] == "")
        #expect(files["junit"]?.contains("failures=\"0\" errors=\"0\" skipped=\"0\"") == true)
    }

    /// The chrome is the run's output language (`--lang`), not the features' dialect; a feature keeps its own
    /// keywords either way.
    @Test func theHTMLChromeSpeaksTheRunsLanguageAndFeaturesKeepTheirKeywords() async throws {
        let spanish = """
            # language: es
            Característica: Contador
              Escenario: suma
                Dado the counter is 2
                Cuando I add 3
                Entonces the counter is 6
            """
        let html = try #require(
            try await reports(["html"], feature: spanish) { $0.outputLanguage = "es" }.files["html"])
        #expect(html.contains("<html lang=\"es\">"))
        #expect(html.contains("<title>Informe de la especificación</title>"))
        #expect(html.contains("La especificación no está en verde: 1 escenario no pasó."))
        #expect(html.contains("<span class=\"keyword\">Característica:</span>"))
        #expect(html.contains("<span class=\"badge status failed\">fallido</span>"))
        #expect(html.contains("<h2>Cobertura de escenarios</h2>"))

        let english = try #require(try await reports(["html"]) { $0.namePatterns = ["^passes$"] }.files["html"])
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains("<span class=\"badge status passed\">passed</span>"))

        let spanishInEnglish = try #require(try await reports(["html"], feature: spanish).files["html"])
        #expect(spanishInEnglish.contains("<title>Specification report</title>"))
        #expect(spanishInEnglish.contains("<span class=\"keyword\">Característica:</span>"))
        #expect(spanishInEnglish.contains("<span class=\"badge status failed\">failed</span>"))
    }

    @Test func aFailedBeforeAllHookIsReportedByJUnitAndHTML() async throws {
        let steps = Steps(RunHookWorld.self) {
            BeforeAll(name: "start the server") { throw ExpectationFailure("port 8080 is taken") }
        }
        let (run, files) = try await reports(["junit", "html"], steps: [StatusReportingTests.steps, steps])
        #expect(run.status == 1)
        let junit = try #require(files["junit"])
        #expect(junit.contains("<testsuite name=\"run\" package=\"run\""))
        #expect(junit.contains("name=\"BeforeAll hook start the server ("))
        #expect(junit.contains("<failure type=\"failed\" message=\"port 8080 is taken"))
        #expect(junit.components(separatedBy: "<skipped message=\"not run\"/>").count - 1 == 6)
        let html = try #require(files["html"])
        #expect(html.contains("<h2>Run hooks that did not pass</h2>"))
        #expect(html.contains("BeforeAll start the server"))
    }

    @Test func anErrorThatStopsTheRunIsReportedByJUnitAndHTML() async throws {
        let (run, files) = try await FaultInjection.$runError.withValue("the disk is full </pre>") {
            try await reports(["junit", "html"])
        }
        #expect(run.status == 1)
        let junit = try #require(files["junit"])
        #expect(junit.contains("<testcase classname=\"run\" name=\"the run\""))
        #expect(junit.contains("message=\"the disk is full &lt;/pre&gt;\""))
        #expect(junit.components(separatedBy: "<skipped message=\"not run\"/>").count - 1 == 6)
        let html = try #require(files["html"])
        #expect(html.contains("The run stopped with an error"))
        #expect(html.contains("<pre class=\"error\">the disk is full &lt;/pre&gt;</pre>"))
    }

    /// Each file's scenarios are reported with their own steps and results, retries included.
    ///
    /// File reports keep what they show of each finished test case and read each file's outline (kept from
    /// when it was planned) for its header: no file is read again, and none shows another's steps.
    @Test func fileReportsOfManyFilesShowEachScenariosOwnSteps() async throws {
        var files: [String: String] = [:]
        for number in 0..<12 {
            files["f\(number / 10)\(number % 10).feature"] = """
                Feature: File \(number)

                  Scenario: passes
                    Given the counter is 2
                    When I add \(number)
                    Then the counter is \(2 + number)

                  Scenario: fails
                    Given the counter is 2
                    When I add \(number)
                    Then the counter is \(1_000 + number)

                """
        }
        let harness = try RunnerHarness(files: files)
        // Once the files are planned, they are gone: a report that read one again would fail or show nothing.
        let removeFiles = Steps(Counter.self) {
            BeforeAll {
                for name in files.keys { try FileManager.default.removeItem(atPath: harness.path(name)) }
            }
        }
        let run = await harness.run([StatusReportingTests.steps, removeFiles]) { configuration in
            configuration.retry = 1
            configuration.formats = [
                FormatRequest(name: "progress"),
                FormatRequest(name: "junit", path: harness.path("report.xml")),
                FormatRequest(name: "json", path: harness.path("report.json")),
            ]
        }
        #expect(run.status == 1)
        #expect(files.keys.allSatisfy { !FileManager.default.fileExists(atPath: harness.path($0)) })

        let junit = try String(contentsOfFile: harness.path("report.xml"), encoding: .utf8)
        let suites = junit.components(separatedBy: "<testsuite ").dropFirst()
        #expect(suites.count == 12)
        for (number, suite) in suites.enumerated() {
            #expect(suite.hasPrefix("name=\"File \(number)\""))
            #expect(suite.contains("tests=\"2\" failures=\"1\""))
            #expect(suite.contains("attempt 2 of 2"))
            #expect(suite.contains("When I add \(number)"), "file \(number)")
            #expect(suite.contains("Then the counter is \(1_000 + number)"), "file \(number)")
            #expect(suite.contains("expected: \(1_000 + number)"), "file \(number)")
            for other in 0..<12 where other != number {
                #expect(!suite.contains("the counter is \(1_000 + other)"), "file \(number) shows file \(other)")
            }
        }

        let json = try Data(contentsOf: URL(fileURLWithPath: harness.path("report.json")))
        let features = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(features.count == 12)
        for (number, feature) in features.enumerated() {
            let elements = try #require(feature["elements"] as? [[String: Any]])
            let failing = try #require(elements.first { $0["name"] as? String == "fails" })
            let steps = try #require(failing["steps"] as? [[String: Any]])
            #expect(
                steps.compactMap { $0["name"] as? String } == [
                    "the counter is 2", "I add \(number)", "the counter is \(1_000 + number)",
                ])
            let statuses = steps.compactMap { ($0["result"] as? [String: Any])?["status"] as? String }
            #expect(statuses == ["passed", "passed", "failed"], "file \(number)")
        }

        // The progress report lists the failures at the end, from the attempts it kept.
        for number in 0..<12 {
            #expect(run.output.contains("Then the counter is \(1_000 + number)"), "file \(number)")
        }
    }
}
