import Foundation
import ReportFixtures
import SpecRunner
import SpecRunnerCore
import Testing

/// Headless Chromium, when installed (Debian: `apt-get install -y chromium`; or set `CHROMIUM` to a browser).
enum Chromium {
    static let path: String? = {
        if let configured = ProcessInfo.processInfo.environment["CHROMIUM"], !configured.isEmpty { return configured }
        return ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Executable.find).first
    }()

    /// The DOM facts `Scripts/report-dom-probe.js` gathers from `html` once the browser rendered it.
    static func probe(_ html: String) async throws -> [String: Any] {
        guard let browser = path else { throw CocoaError(.executableNotLoadable) }
        let probe = try String(contentsOfFile: ReportFixtureRun.root + "/Scripts/report-dom-probe.js", encoding: .utf8)
        let page = NSTemporaryDirectory() + "spec-runner-dom-\(UUID().uuidString).html"
        defer { try? FileManager.default.removeItem(atPath: page) }
        try html.replacing("</body>", with: "<script>\n\(probe)\n</script>\n</body>")
            .write(toFile: page, atomically: false, encoding: .utf8)
        let result = try await Executable.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000", "--dump-dom",
                "file://" + page,
            ]
        )
        guard let start = result.output.range(of: "<pre id=\"dom-probe\">", options: .backwards),
            let end = result.output.range(of: "</pre>", range: start.upperBound..<result.output.endIndex),
            let json = String(result.output[start.upperBound..<end.lowerBound]).removingPercentEncoding,
            let facts = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: result.output.suffix(2000)])
        }
        return facts
    }
}

extension ReportGoldenTests {
    /// The fixtures' HTML report as a browser renders it: what a product owner sees.
    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install -y chromium)"))
    func theHTMLReportShowsTheRunInABrowser() async throws {
        let run = try await ReportFixtureRun.run(formats: ["html"])
        let dom = try await Chromium.probe(try #require(run.reports["html"]))

        #expect(dom["title"] as? String == "Specification report")
        #expect(dom["lang"] as? String == "en", "features in two languages: the page's own chrome is English")
        #expect(
            dom["verdict"] as? String
                == "The specification is not green: 12 scenarios did not pass; 5 of 19 scenarios are not implemented.")
        #expect(dom["verdictClass"] as? String == "verdict red")
        #expect(dom["boldElements"] as? Int == 0, "a scenario name must not become markup")
        #expect(dom["scripts"] as? Int == 2, "the report's script and the probe, nothing injected")
        #expect((dom["externalResources"] as? [String])?.isEmpty == true, "the page loads nothing")
        let images = try #require(dom["images"] as? [[String: Any]])
        #expect(images.count == 1 && images.first?["width"] as? Int == 1, "the attached PNG is shown")

        let features = try #require(dom["features"] as? [[String: Any]])
        let byName = Dictionary(features.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { $1 })
        let spanish = try #require(byName["Catálogo en español"])
        #expect(spanish["lang"] as? String == "es")
        #expect(spanish["keyword"] as? String == "Característica:")
        #expect(statuses(spanish) == ["passed", "failed", "undefined"], "the chrome is the run's language, English")
        let english = try #require(byName["Report fixtures"])
        #expect(
            statuses(english) == [
                "passed", "failed", "pending", "undefined", "ambiguous", "skipped", "passed", "passed", "failed",
                "passed", "failed", "passed", "pending",
            ]
        )
        let hostile = try #require(byName["Hostile <names> & \"quotes\" from feature files"])
        let hostileNames = (hostile["scenarios"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(hostileNames?.first == "</script><b>x", "shown literally")
        #expect(hostileNames?.last == "Control \\u{1B}[31m characters \\u{7} and \\u{7F} here")

        let errors = try #require(dom["errors"] as? [String])
        #expect(errors.contains { $0.hasPrefix("expected: 3\n     got: 2") }, "a failure message")
        #expect(errors.contains { $0.hasPrefix("]]></failure><script>alert(1)</script>") })
        let coverage = try #require(dom["coverage"] as? String)
        #expect(coverage.contains("14 of 19 (73.7%)"))
    }

    /// The fixtures' linked tags open their story's templated address, and the per-story view counts what the
    /// run's scenarios show (each scenario's status and tags, as the browser renders them).
    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install -y chromium)"))
    func theStoryViewInABrowserLinksEachStoryAndCountsItsScenarios() async throws {
        let run = try await ReportFixtureRun.run(formats: ["html"])
        let dom = try await Chromium.probe(try #require(run.reports["html"]))
        let links = try #require(dom["links"] as? [[String: String]])
        #expect(links.contains { $0 == ["tag": "@JIRA-101", "href": "https://jira.example.com/browse/JIRA-101"] })
        #expect(links.contains { $0["href"] == "https://example.com/tags/%3Cb%3E" }, "a hostile tag, encoded")

        var expected: [String: [String: Int]] = [:]
        let scenarios = try #require(dom["features"] as? [[String: Any]]).flatMap {
            $0["scenarios"] as? [[String: Any]] ?? []
        }
        let patterns = try ReportFixtureRun.links.map(TagLink.init(parsing:))
        for scenario in scenarios {
            let result =
                switch scenario["result"] as? String {
                case "passed": "passed"
                case "undefined", "pending", "skipped", "nosteps": "notimplemented"
                case "notrun": "notrun"
                default: "failed"
                }
            let tags = (scenario["tags"] as? String ?? "").split(separator: " ").map(String.init)
            for story in Set(tags.compactMap { TagLink.link(for: $0, in: patterns)?.story }) {
                expected[story, default: ["total": 0, "passed": 0, "failed": 0, "notimplemented": 0]]["total"]! += 1
                expected[story]![result, default: 0] += 1
            }
        }
        let stories = try #require(dom["stories"] as? [[String: Any]])
        let shown = Dictionary(
            uniqueKeysWithValues: stories.map { ($0["story"] as? String ?? "", $0["counts"] as? [String: Int] ?? [:]) })
        #expect(shown == expected)
        #expect(shown["JIRA-102"] == ["total": 3, "passed": 1, "failed": 1, "notimplemented": 1])
        #expect(stories.allSatisfy { ($0["counts"] as? [String: Int])?["total"] == $0["scenarios"] as? Int })
        #expect(stories.first?["href"] as? String == "https://tracker.example.com/historias/7?vista=completa&idioma=es")
    }

    /// A verdict case: a feature, and the banner a product owner must see.
    struct VerdictCase: Sendable, CustomTestStringConvertible {
        let name: String
        let feature: String
        let verdict: String
        let green: Bool
        /// The scenarios' badges, in order.
        let badges: [String]
        var testDescription: String { name }
        /// The run's output language: Spanish where the case expects Spanish chrome.
        var language: String { verdict.hasPrefix("La ") || verdict.hasPrefix("No se") ? "es" : "en" }
    }

    nonisolated static let verdictCases = [
        VerdictCase(
            name: "all passed and bound",
            feature: "# language: es\nCaracterística: f\n  Escenario: s\n    Dado un paso\n",
            verdict: "La especificación está implementada por completo y en verde.", green: true,
            badges: ["superado"]),
        VerdictCase(
            name: "a scenario failed",
            feature: "Feature: f\n  Scenario: s\n    Given a step\n  Scenario: t\n    Given a failing step\n",
            verdict: "The specification is not green: 1 scenario did not pass.", green: false,
            badges: ["passed", "failed"]),
        VerdictCase(
            name: "a step is undefined",
            feature: "Feature: f\n  Scenario: s\n    Given a step\n  Scenario: t\n    Given nobody defined this\n",
            verdict: "The specification is not green: 1 scenario did not pass; 1 of 2 scenarios is not implemented.",
            green: false, badges: ["passed", "undefined"]),
        VerdictCase(
            name: "a scenario has no steps",
            feature: "Feature: f\n  Scenario: s\n    Given a step\n  Scenario: jotted down\n",
            verdict: "The specification is not green: 1 of 2 scenarios is not implemented; 1 scenario has no steps.",
            green: false, badges: ["passed", "no steps: it checks nothing yet"]),
        VerdictCase(
            name: "a scenario was lost",
            feature: "# language: es\nCaracterística: f\n  Escenaro: perdido\n    Dado un paso\n\n"
                + "  Escenario: s\n    Dado un paso\n",
            verdict: "La especificación no está en verde: 1 de 2 escenarios no está implementado; 1 parte de los"
                + " archivos de especificación nunca se comprueba.",
            green: false, badges: ["superado"]),
        VerdictCase(
            name: "a file does not parse",
            feature: "# language: es\nCaracterística: f\n  Escenario: s\n    Dado un paso\n    Dadoo otro\n",
            verdict: "No se pudo leer la especificación, así que no se ejecutó nada: corrige los errores de abajo.",
            green: false, badges: []),
    ]

    /// The banner is green only when everything written was checked, and otherwise says what was not.
    ///
    /// Green takes every scenario passed, all bound, none step-less and nothing lost. A step-less scenario never
    /// shows a green "passed" badge.
    @Test(
        .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install -y chromium)"),
        arguments: verdictCases)
    func theBannerIsGreenOnlyWhenEverythingWrittenWasChecked(_ verdictCase: VerdictCase) async throws {
        let harness = try RunnerHarness(files: ["a.feature": verdictCase.feature])
        let steps = Steps(Notebook.self) {
            Given("a step") { _ in }
            Given("un paso") { _ in }
            Given("a failing step") { _ in throw CocoaError(.featureUnsupported) }
        }
        _ = await harness.run([steps]) {
            $0.formats = [FormatRequest(name: "html", path: harness.path("r.html"))]
            $0.outputLanguage = verdictCase.language
        }
        let dom = try await Chromium.probe(try String(contentsOfFile: harness.path("r.html"), encoding: .utf8))

        #expect(dom["verdict"] as? String == verdictCase.verdict)
        #expect(dom["verdictClass"] as? String == (verdictCase.green ? "verdict green" : "verdict red"))
        let features = try #require(dom["features"] as? [[String: Any]])
        #expect(features.flatMap(statuses) == verdictCase.badges)
        if verdictCase.name == "a scenario was lost" {
            #expect(
                (dom["coverage"] as? String)?.contains(
                    "Escrito pero nunca comprobado: 1 escenario (") == true)
        }
    }

    private func statuses(_ feature: [String: Any]) -> [String] {
        (feature["scenarios"] as? [[String: Any]])?.compactMap { $0["status"] as? String } ?? []
    }
}

extension ReportGoldenTests {
    /// The fixtures given by their absolute path, from the package root as the working directory.
    @Test(
        .enabled(
            if: FileManager.default.currentDirectoryPath == ReportFixtureRun.root, "the tests run from the package root"
        ))
    func noReportShowsAnAbsolutePathUnderTheWorkingDirectory() async throws {
        let folder = NSTemporaryDirectory() + "spec-runner-paths-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let formats = ["progress", "summary", "junit", "json", "message", "html", "rerun", "usage"]
        var configuration = RunConfiguration()
        configuration.locations = [FeatureLocation(path: ReportFixtureRun.features + "/statuses.feature")]
        configuration.workingDirectory = ReportFixtureRun.root
        configuration.formats =
            [FormatRequest(name: "pretty")] + formats.map { FormatRequest(name: $0, path: folder + "/" + $0) }
        let output = CommandOutput.capturing()
        _ = await SpecRun.execute(configuration, libraries: ReportFixtures.libraries, output: output)

        #expect(output.capturedOutput.contains("Tests/Fixtures/Reports/statuses.feature:"))
        #expect(!output.capturedOutput.contains(ReportFixtureRun.root + "/"))
        #expect(!output.capturedError.contains(ReportFixtureRun.root + "/"))
        for format in formats {
            let report = try String(contentsOfFile: folder + "/" + format, encoding: .utf8)
            #expect(!report.contains(ReportFixtureRun.root + "/"), "\(format)")
        }
    }
}
