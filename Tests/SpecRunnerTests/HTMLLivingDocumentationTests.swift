import Foundation
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

@MainActor
final class ShopWorld: World {
    init() {}
}

/// The HTML report read as living documentation: chrome in the output language, outlines shown once with their
/// rows, the history of recent runs (`--history`), and large attachments written beside the page.
@MainActor
@Suite struct HTMLLivingDocumentationTests {
    static let steps = Steps(ShopWorld.self) {
        Given("a step") { _ in }
        Given("un paso") { _ in }
        When("I add {int}") { (_, _: Int) in }
        Then("it fails") { _ in throw CocoaError(.featureUnsupported) }
        When("a large log is attached") { _ in
            attach(String(repeating: "log line\n", count: 10_000), mediaType: "text/plain")
        }
    }

    static let features = [
        "en.feature": "# language: en\nFeature: Shop\n  Scenario: buy\n    Given a step\n",
        "es.feature": "# language: es\nCaracterística: Tienda\n  Escenario: comprar\n    Dado un paso\n",
    ]

    private func html(_ harness: RunnerHarness, _ configure: (inout RunConfiguration) -> Void = { _ in }) async throws
        -> (run: RunnerHarness.Run, html: String)
    {
        let run = await harness.run([Self.steps]) {
            $0.formats = [FormatRequest(name: "html", path: harness.path("report.html"))]
            configure(&$0)
        }
        return (run, (try? String(contentsOfFile: harness.path("report.html"), encoding: .utf8)) ?? "")
    }

    @Test(arguments: [
        ("en", "Specification report", "Scenario coverage", "Search"),
        ("es", "Informe de la especificación", "Cobertura de escenarios", "Buscar"),
    ])
    func theChromeFollowsTheOutputLanguageWhateverTheFeaturesAreWrittenIn(
        language: String, title: String, coverage: String, search: String
    ) async throws {
        let harness = try RunnerHarness(files: Self.features)
        let (run, html) = try await html(harness) { $0.outputLanguage = language }

        #expect(run.status == 0, "\(run.errors)")
        #expect(html.contains("<html lang=\"\(language)\">"))
        #expect(html.contains("<title>\(title)</title>"))
        #expect(html.contains("<h2>\(coverage)</h2>"))
        #expect(html.contains("<label>\(search) <input type=\"search\""))
        #expect(html.contains("<span class=\"keyword\">Característica:</span>"), "a feature keeps its own keywords")
        #expect(html.contains("<span class=\"keyword\">Feature:</span>"))
    }

    @Test func everyChromeTextIsInBothLanguages() {
        let english = Mirror(reflecting: HTMLReportText(.english)).children
        let spanish = Mirror(reflecting: HTMLReportText(.spanish)).children
        for (englishText, spanishText) in zip(english, spanish)
        where !["language", "catalog"].contains(englishText.label) {
            if let englishWords = englishText.value as? String, let spanishWords = spanishText.value as? String {
                #expect(!englishWords.isEmpty && !spanishWords.isEmpty, "\(englishText.label ?? "")")
                #expect(
                    englishWords != spanishWords || englishWords.hasPrefix("as --tags"), "\(englishText.label ?? "")")
            } else if let englishTable = englishText.value as? [String: String],
                let spanishTable = spanishText.value as? [String: String]
            {
                #expect(Set(englishTable.keys) == Set(spanishTable.keys), "\(englishText.label ?? "")")
            }
        }
    }

    @Test func anOutlineIsShownOnceWithEachRowColouredByItsResultAndNamedByItsValues() async throws {
        let feature = """
            Feature: Outline
              Scenario Outline: adding <n>
                When I add <n>
                Then <outcome>

                Examples: small
                  | n | outcome  |
                  | 1 | a step   |
                  | 2 | it fails |
            """
        let harness = try RunnerHarness(files: ["outline.feature": feature])
        let (_, html) = try await html(harness)
        let document = try XMLDocumentSummary(html)

        #expect(html.components(separatedBy: "<div class=\"outline-head\">").count == 2, "the outline once")
        #expect(document.attributes("tr", "class") == ["row passed", "row failed"])
        #expect(document.attributes("tr", "data-scenario") == ["s1-1", "s1-2"])
        #expect(html.contains("<span class=\"example-values\">(n = 2, outcome = it fails)</span>"))
        #expect(html.contains("<details class=\"scenario failed\" id=\"s1-2\" open=\"\" data-status=\"failed\""))
    }

    @Test func aScenarioCarriesWhatThePageFiltersOn() async throws {
        let feature =
            "Feature: F\n  @smoke @slow\n  Scenario: s\n    Given a step\n  Scenario: t\n    Given nothing bound\n"
        let harness = try RunnerHarness(files: ["f.feature": feature])
        let (_, html) = try await html(harness)

        #expect(
            html.contains(
                "<details class=\"scenario passed\" id=\"s1-1\" data-status=\"passed\" data-tags=\"@smoke @slow\">"),
            "closed, bound, not flaky")
        #expect(
            html.contains(
                "<details class=\"scenario undefined\" id=\"s1-2\" open=\"\" data-status=\"undefined\" data-unbound=\"\""
                    + " data-tags=\"\">"), "open, not bound")
    }

    // MARK: Counts and contents

    @Test func featuresAndRulesCountTheirScenariosForTheFiltersToRewrite() async throws {
        let feature = """
            Feature: Shop
              Scenario: buy
                Given a step
              Rule: refunds
                Scenario: refund
                  Given a step
                Scenario: refuse
                  Then it fails
            """
        let harness = try RunnerHarness(files: ["shop.feature": feature])
        let (_, html) = try await html(harness)

        #expect(html.contains("data-of=\"{shown} of {total}\""))
        #expect(
            html.contains(
                "<dl class=\"counts\" data-total=\"3\"><div><dt>Scenarios</dt><dd>3</dd></div><div><dt>Passed</dt>"
                    + "<dd class=\"status passed\">2</dd></div><div><dt>Failed</dt><dd class=\"status failed\">1</dd>"),
            "the feature's counts")
        #expect(
            html.contains(
                "<span class=\"name\">refunds</span></h3>\n<dl class=\"counts\" data-total=\"2\"><div><dt>Scenarios</dt>"
                    + "<dd>2</dd></div><div><dt>Passed</dt><dd class=\"status passed\">1</dd></div>"),
            "the rule's counts, its own scenarios only")
        #expect(
            html.contains(
                "<li data-group=\"f1\"><a href=\"#f1\">Shop</a> <span class=\"count\" data-total=\"3\">3</span>"
                    + "<ul><li data-group=\"f1-r1\"><a href=\"#f1-r1\">refunds</a> "
                    + "<span class=\"count\" data-total=\"2\">2</span></li></ul></li>"),
            "the contents tree")
    }

    // MARK: History

    @Test func eachRunIsAddedToTheHistoryAndTheReportShowsTheRecentResultsAndTheTrend() async throws {
        let harness = try RunnerHarness(files: ["en.feature": Self.features["en.feature"]!])
        let history = harness.path("history.json")
        let earlier = RunHistory(runs: [
            RunHistory.Run(
                started: "2026-11-25T05:00:00.000Z", passing: 0, bound: 100,
                scenarios: ["\(harness.directory)/en.feature › buy": "failed"])
        ])
        try earlier.save(history, catalog: .english)

        let (run, html) = try await html(harness) { $0.historyPath = history }

        #expect(run.status == 0, "\(run.errors)")
        let saved = try RunHistory.load(history, catalog: .english)
        #expect(saved.runs.count == 2)
        #expect(saved.runs.last?.scenarios.values.sorted() == ["passed"])
        #expect(saved.runs.last?.passing == 100)
        #expect(html.contains("<section class=\"trend\" id=\"trend\">"))
        #expect(html.contains("<figure class=\"trend-chart\" aria-hidden=\"true\"><svg class=\"trend\""))
        #expect(html.contains("<div class=\"visually-hidden\"><table class=\"trend\">"), "the table stays")
        #expect(html.contains("<time>2026-11-25T05:00:00.000Z</time>"))
        #expect(html.contains("data-status=\"passed\" data-flaky=\"\""), "failed yesterday, passed today: unstable")
        #expect(html.contains("unstable: its result changed in the recent runs"))
        #expect(html.contains("aria-label=\"Results of the recent runs, oldest first: failed, passed\""))
    }

    @Test func aFullHistoryShowsThisRunLastAndNotTheRunItDrops() async throws {
        let harness = try RunnerHarness(files: ["en.feature": Self.features["en.feature"]!])
        let history = harness.path("history.json")
        let key = "\(harness.directory)/en.feature › buy"
        let runs = (1...RunHistory.limit).map { day in
            RunHistory.Run(
                started: "day \(day)", passing: 100, bound: 100, scenarios: [key: day == 1 ? "failed" : "passed"])
        }
        try RunHistory(runs: runs).save(history, catalog: .english)

        let (run, html) = try await html(harness) { $0.historyPath = history }

        #expect(run.status == 0, "\(run.errors)")
        let shown = Array(repeating: "passed", count: RunHistory.limit).joined(separator: ", ")
        #expect(html.contains("oldest first: \(shown)\""), "the oldest run, the only failure, makes room for this one")
        #expect(html.contains("data-status=\"passed\" data-tags="), "passed in every run the history keeps: stable")
        #expect(try RunHistory.load(history, catalog: .english).runs.first?.started == "day 2")
    }

    @Test func theHistoryKeepsTheLastRunsOnly() {
        var history = RunHistory()
        for day in 1...(RunHistory.limit + 5) {
            history = history.adding(RunHistory.Run(started: "\(day)", passing: 100, bound: 100, scenarios: [:]))
        }
        #expect(history.runs.count == RunHistory.limit)
        #expect(history.runs.first?.started == "6")
        #expect(history.runs.last?.started == "\(RunHistory.limit + 5)")
    }

    @Test func aMissingHistoryFileStartsAHistory() throws {
        let path = NSTemporaryDirectory() + "no-such-history-\(UUID().uuidString).json"
        #expect(try RunHistory.load(path, catalog: .english).runs == [])
    }

    @Test(arguments: [
        ("{ not json", "not a spec-runner history file: it is not JSON"),
        ("{\"runs\": []}", "not a spec-runner history file: format is missing"),
        ("{\"format\": \"allure\", \"version\": 1, \"runs\": []}", "its format is \"allure\""),
        ("{\"format\": \"spec-runner-history\", \"version\": 9, \"runs\": []}", "written by a newer spec-runner"),
        (
            "{\"format\": \"spec-runner-history\", \"version\": 1, \"runs\": [{\"started\": \"x\", \"passing\": 1,"
                + " \"bound\": 1, \"scenarios\": {\"a › b\": \"green\"}}]}",
            "run 1: \"green\" is not a result (scenario a › b)"
        ),
        (
            "{\"format\": \"spec-runner-history\", \"version\": 1, \"runs\": [{\"started\": 3}]}",
            "unexpected value at runs.0.started"
        ),
    ])
    func aFileThatIsNotAHistoryStopsTheRunAndIsLeftAsItWas(content: String, message: String) async throws {
        let harness = try RunnerHarness(files: ["en.feature": Self.features["en.feature"]!, "history.json": content])
        let (run, _) = try await html(harness) { $0.historyPath = harness.path("history.json") }

        #expect(run.status == 2)
        #expect(run.errors.contains("history.json"), "\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("give --history a file spec-runner wrote") || message.contains("newer"))
        #expect(try String(contentsOfFile: harness.path("history.json"), encoding: .utf8) == content, "never lost")
        #expect(!FileManager.default.fileExists(atPath: harness.path("report.html")))
    }

    @Test func aFileThatIsNotAHistoryIsExplainedInTheOutputLanguage() async throws {
        let harness = try RunnerHarness(files: ["en.feature": Self.features["en.feature"]!, "history.json": "{ x"])
        let (run, _) = try await html(harness) {
            $0.historyPath = harness.path("history.json")
            $0.outputLanguage = "es"
        }

        #expect(run.status == 2)
        #expect(run.errors.contains("no es un archivo de historial de spec-runner: no es JSON"), "\(run.errors)")
        #expect(run.errors.contains("da a --history un archivo que escribió spec-runner"), "\(run.errors)")
    }

    // MARK: Attachments

    @Test(arguments: [nil, "evidence"])
    func aLargeAttachmentIsWrittenBesideTheReportAndLinked(folder: String?) async throws {
        let feature = "Feature: F\n  Scenario: s\n    When a large log is attached\n"
        let harness = try RunnerHarness(files: ["f.feature": feature])
        let (_, html) = try await html(harness) { configuration in
            configuration.attachmentsDirectory = folder.map { harness.path($0) }
        }

        let link = (folder ?? "report.attachments") + "/s1-1-"
        #expect(html.contains("saved beside the report: <a href=\"\(link)"), "\(html.suffix(3000))")
        #expect(!html.contains("log line\nlog line"), "the page stays small")
        let files = try FileManager.default.contentsOfDirectory(atPath: harness.path(folder ?? "report.attachments"))
        #expect(files.count == 1)
        let saved = try String(
            contentsOfFile: harness.path((folder ?? "report.attachments") + "/" + files[0]), encoding: .utf8)
        #expect(saved.hasPrefix("log line\n") && saved.utf8.count == 90_000)
    }
}
