import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
final class GateWorld: World {
    init() {}
}

/// `--coverage-min`: the run fails below the threshold and says which scenarios are not bound and why, in a
/// real run and in a dry run, and lists the unused step definitions with their file:line.
@MainActor
@Suite struct CoverageGateTests {
    static let feature = """
        Feature: Gate

          Scenario: bound
            Given a defined step

          Scenario: undefined
            Given a defined step
            When nobody defined this

          Scenario: pending
            Given a defined step
            When the design is pending

          Scenario: ambiguous
            When this matches twice
        """

    static let unusedLine = #line + 6
    static let steps = Steps(GateWorld.self) {
        Given("a defined step") { _ in }
        When("the design is pending") { _ in throw Pending("not designed") }
        When("this matches twice") { _ in }
        When(.regex("^this matches (\\w+)$")) { (_, _: String) in }
        Then("nothing uses this") { _ in }
    }

    private func run(_ configure: (inout RunConfiguration) -> Void) async throws -> RunnerHarness.Run {
        let harness = try RunnerHarness(files: ["gate.feature": Self.feature])
        return await harness.run([Self.steps], configure: configure)
    }

    @Test func belowTheMinimumTheRunFailsAndSaysWhichScenariosAreMissingAndWhy() async throws {
        let run = try await run {
            $0.coverageMinimum = 60
            $0.strict = false
        }
        #expect(run.status == 1, "1 of 4 bound is below 60%, although nothing failed in a non-strict run")
        #expect(run.output.contains("Coverage: 1/4 scenarios bound (25%)"))
        #expect(run.output.contains("Coverage gate failed: 25% bound, below the minimum of 60%"))
        #expect(run.output.contains("gate.feature:6  # undefined\n    - undefined step \"nobody defined this\" at "))
        #expect(run.output.contains("gate.feature:8\n"))
        #expect(run.output.contains("- pending step \"the design is pending\" at "))
        #expect(run.output.contains("gate.feature:12\n"))
        #expect(run.output.contains("- ambiguous step \"this matches twice\" at "))
        #expect(run.output.contains("gate.feature:15 matches 2 definitions"))
        #expect(run.output.contains("Unused step definitions:\n  nothing uses this"))
        #expect(run.output.contains("CoverageGateTests.swift:\(Self.unusedLine)"))
    }

    @Test func aDryRunIsGatedOnBindingAlone() async throws {
        let failing = try await run {
            $0.coverageMinimum = 60
            $0.dryRun = true
            $0.strict = false
        }
        #expect(failing.status == 1)
        #expect(failing.output.contains("Coverage: 2/4 scenarios bound (50%)\n"), "pending is only known when run")
        #expect(failing.output.contains("Coverage gate failed: 50% bound, below the minimum of 60%"))
        #expect(failing.output.contains("- undefined step \"nobody defined this\""))
        #expect(failing.output.contains("- ambiguous step \"this matches twice\""))
        #expect(failing.output.contains("pending ones show only when run"))

        let holding = try await run {
            $0.coverageMinimum = 100
            $0.dryRun = true
            $0.namePatterns = ["^bound$", "^pending$"]
        }
        #expect(holding.status == 0, "a dry run cannot see the pending step: \(holding.output)")
        #expect(holding.output.contains("Coverage gate held: at least 100% bound"))
    }

    @Test func withoutASummaryOnStandardOutputTheGateExplainsItselfOnStandardError() async throws {
        let harness = try RunnerHarness(files: ["gate.feature": Self.feature])
        let run = await harness.run([Self.steps]) {
            $0.coverageMinimum = 100
            $0.strict = false
            $0.formats = [FormatRequest(name: "junit", path: harness.path("junit.xml"))]
        }
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errors.contains("error: coverage gate failed: 1/4 scenarios bound (25%), below --coverage-min 100%"))
        #expect(run.errors.contains("- undefined step \"nobody defined this\" at "))
        #expect(run.errors.contains("Unused step definitions:\n  nothing uses this  "))
    }

    @Test func aSummaryOnStandardOutputIsNotRepeatedOnStandardError() async throws {
        let run = try await run {
            $0.coverageMinimum = 100
            $0.formats = [FormatRequest(name: "progress")]
        }
        #expect(run.status == 1)
        #expect(run.output.contains("Coverage gate failed"))
        #expect(!run.errors.contains("coverage gate failed"))
    }

    @Test func aGateThatHoldsLetsAPassingRunSucceed() async throws {
        let run = try await run {
            $0.coverageMinimum = 100
            $0.namePatterns = ["^bound$"]
        }
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("Coverage gate held: at least 100% bound"))
    }

    @Test(arguments: [false, true])
    func aScenarioWithoutStepsPassesButIsNotBound(dryRun: Bool) async throws {
        let feature = "Feature: Blank\n\n  Scenario: written\n    Given a defined step\n\n  Scenario: jotted down\n"
        let harness = try RunnerHarness(files: ["blank.feature": feature])
        let ungated = await harness.run([Self.steps]) { $0.dryRun = dryRun }
        #expect(ungated.status == 0, "Cucumber semantics: a scenario without steps passes. \(ungated.errors)")

        let gated = await harness.run([Self.steps]) {
            $0.dryRun = dryRun
            $0.coverageMinimum = 100
            $0.formats = [
                FormatRequest(name: "summary"), FormatRequest(name: "html", path: harness.path("report.html")),
            ]
        }
        #expect(gated.status == 1, "it binds nothing to the app, so the gate does not hold")
        #expect(gated.output.contains("Coverage: 1/2 scenarios bound (50%)"), "\(gated.output)")
        #expect(gated.output.contains("blank.feature:6  # jotted down\n    - no steps: it checks nothing yet\n"))
        let verdict = dryRun ? "Not every scenario is implemented yet:" : "The specification is not green:"
        #expect(gated.output.contains(verdict + " 1 of 2 scenarios is not implemented; 1 scenario has no steps.\n"))
        let html = try String(contentsOfFile: harness.path("report.html"), encoding: .utf8)
        #expect(html.contains("<span class=\"status pending\">no steps: it checks nothing yet</span>"))
    }

    @Test func thePrettyOutputShowsAStepLessScenarioAsCheckingNothingNotAsPassed() async throws {
        let feature = "Feature: Blank\n\n  Scenario: written\n    Given a defined step\n\n  Scenario: jotted down\n"
        let harness = try RunnerHarness(files: ["blank.feature": feature])
        let run = await harness.run([Self.steps])
        #expect(run.output.contains("  ✓ Scenario: written  # "))
        #expect(run.output.contains("  · Scenario: jotted down  # "), "\(run.output)")
        #expect(run.output.contains("blank.feature:6  (no steps: it checks nothing yet)\n"))
    }

    @Test func theSummaryFormatShowsCoverageByFeatureRuleAndTagWithoutAGate() async throws {
        let run = try await run { $0.formats = [FormatRequest(name: "summary")] }
        #expect(run.output.contains("Coverage by feature:\n  Gate ("))
        #expect(run.output.contains("): 1/4 bound (25%), 1/4 passed (25%)"))
        #expect(run.output.contains("Scenarios not bound:"))
        #expect(run.output.contains("Unused step definitions:"))
    }

    /// `Scenaro:` is no keyword: by the grammar the first scenario and its step are the feature's description.
    static let lostScenario =
        "Feature: Lost\n\n  Scenaro: mistyped\n    Given a defined step\n\n  Scenario: real\n    Given a defined step\n"

    @Test(arguments: [false, true])
    func aLostScenarioCountsAsOneThatIsNotBoundAndFailsTheGate(dryRun: Bool) async throws {
        let harness = try RunnerHarness(files: ["lost.feature": Self.lostScenario])
        let ungated = await harness.run([Self.steps]) {
            $0.dryRun = dryRun
            $0.formats = [FormatRequest(name: "summary")]
        }
        #expect(
            ungated.output.replacing(harness.directory + "/", with: "").contains("Coverage: 1/2 scenarios bound (50%)"),
            "\(ungated.output)")
        #expect(
            ungated.output.replacing(harness.directory + "/", with: "").contains(
                "Written but never checked: 1 scenario (lost.feature:3)"))

        let gated = await harness.run([Self.steps]) {
            $0.dryRun = dryRun
            $0.coverageMinimum = 100
            $0.formats = [FormatRequest(name: "summary")]
        }
        #expect(gated.status == 1)
        #expect(
            gated.output.replacing(harness.directory + "/", with: "").contains(
                "lost.feature:3  # Scenaro: mistyped\n    - its title line lost.feature:3 is read as description text:"
                    + " «Scenaro: mistyped»\n"), "\(gated.output)")
    }

    @Test func aScenarioThatLostAStepIsNotBound() async throws {
        let feature = "Feature: Lost\n\n  Scenario: real\n    given a defined step\n    When nobody needs this\n"
        let harness = try RunnerHarness(files: ["lost.feature": feature])
        let steps = Steps(GateWorld.self) {
            Given("a defined step") { _ in }
            When("nobody needs this") { _ in }
        }
        let run = await harness.run([steps]) {
            $0.coverageMinimum = 100
            $0.formats = [FormatRequest(name: "summary")]
        }
        #expect(run.status == 1, "the scenario passes, but it checked less than was written")
        #expect(run.output.contains("Coverage: 0/1 scenarios bound (0%), 1/1 passed (100%)"), "\(run.output)")
        #expect(
            run.output.replacing(harness.directory + "/", with: "").contains(
                "- its step at lost.feature:4 is read as description text: «given a defined step»"))
        #expect(
            run.output.replacing(harness.directory + "/", with: "").contains(
                "Written but never checked: 1 step (lost.feature:4)"))
        #expect(
            run.output.contains(
                "The specification is not green: 1 of 1 scenarios is not implemented; 1 part of the feature files is never"
                    + " checked.\n"))
    }

    @Test func examplesWrittenAsAScenarioLeaveTheOutlineUnboundAndTheStepLessScenarioUnbound() async throws {
        let feature =
            "# language: es\nCaracterística: f\n  Esquema del escenario: o\n    Dado a defined step\n\n"
            + "    Ejemplo:\n      | a |\n      | 1 |\n"
        let harness = try RunnerHarness(files: ["lost.feature": feature])
        let run = await harness.run([Self.steps]) {
            $0.coverageMinimum = 100
            $0.formats = [FormatRequest(name: "summary")]
        }
        let output = run.output.replacing(harness.directory + "/", with: "")
        #expect(run.status == 1)
        #expect(output.contains("Coverage: 0/2 scenarios bound (0%)"), "\(output)")
        #expect(output.contains("- its examples at lost.feature:6 start a new scenario instead: «Ejemplo:»"))
        #expect(output.contains("lost.feature:6  # \n    - no steps: it checks nothing yet"))
        #expect(run.errors.contains("hint: did you mean «Ejemplos:»?"))
    }

    @Test func aLostScenarioDoesNotCountWhenOnlyPartOfTheFileRuns() async throws {
        let harness = try RunnerHarness(files: ["lost.feature": Self.lostScenario])
        let run = await harness.run([Self.steps]) {
            $0.locations = [FeatureLocation(path: harness.path("lost.feature"), lines: [6])]
            $0.coverageMinimum = 100
        }
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func unusedDefinitionsAreListedOnlyForAWholeSuiteRunOfFolders() async throws {
        let harness = try RunnerHarness(files: ["gate.feature": Self.feature])
        let folder = await harness.run([Self.steps]) {
            $0.strict = false
            $0.formats = [FormatRequest(name: "summary")]
        }
        #expect(folder.output.contains("Unused step definitions:\n  nothing uses this"))

        let oneFile = await harness.run([Self.steps]) {
            $0.strict = false
            $0.locations = [FeatureLocation(path: harness.path("gate.feature"))]
            $0.formats = [FormatRequest(name: "summary")]
        }
        #expect(oneFile.output.contains("Coverage: 1/4 scenarios bound"), "\(oneFile.output)")
        #expect(!oneFile.output.contains("Unused step definitions"), "a file is a part of the suite")

        let usage = await harness.run([Self.steps]) {
            $0.strict = false
            $0.locations = [FeatureLocation(path: harness.path("gate.feature"))]
            $0.formats = [FormatRequest(name: "usage")]
        }
        #expect(usage.output.contains("Unused step definitions"), "the usage report lists them anyway")
    }

    @Test(arguments: [false, true])
    func theHTMLListsUnusedDefinitionsOnlyWhenTheUsageReportIsAsked(usage: Bool) async throws {
        let harness = try RunnerHarness(files: ["gate.feature": Self.feature])
        _ = await harness.run([Self.steps]) {
            $0.strict = false
            $0.formats =
                [FormatRequest(name: "html", path: harness.path("report.html"))]
                + (usage ? [FormatRequest(name: "usage", path: harness.path("usage.txt"))] : [])
        }
        let html = try String(contentsOfFile: harness.path("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"unused\"") == usage)
    }
}
