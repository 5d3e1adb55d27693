import Foundation
import SpecRunner
import SpecRunnerCore
import Testing

@MainActor
final class Notebook: World {
    var lines: [String] = []
    var table: DataTable?
    var docString: DocString?
    init() {}
}

/// The step DSL as a product owner's edits meet it: typed parameters checked at registration, data tables and
/// doc strings, step hooks, near-miss suggestions for undefined steps, and parse errors in the file's language.
@MainActor
@Suite struct StepDefinitionTests {
    @Test func aClosureWhoseTypesDoNotFitItsExpressionStopsTheRunNamingTheDefinition() async throws {
        let steps = Steps(Notebook.self) {
            Given("I have {int} cukes") { (world, count: String) in world.lines.append(count) }
        }
        let harness = try RunnerHarness(files: ["a.feature": "Feature: f\n  Scenario: s\n    Given I have 3 cukes\n"])
        let run = await harness.run([steps])

        #expect(run.status == 2)
        #expect(run.errors.contains("StepDefinitionTests.swift:"))
        #expect(run.errors.contains("closure parameter 1 is String, but {int} in \"I have {int} cukes\" produces Int"))
    }

    @Test func tablesArriveAsRowsMapsAndTransposedAndDocStringsWithTheirMediaType() async throws {
        let steps = Steps(Notebook.self) {
            Given("these people:") { (world, table: DataTable) in world.table = table }
            Given("this payload:") { (world, payload: DocString) in world.docString = payload }
            Then("they are checked") { world in
                let table = try expectValue(world.table, "no table arrived")
                try expect(table.rows, equals: [["name", "age"], ["Ana", "31"], ["Luis", "27"]])
                try expect(table.maps, equals: [["name": "Ana", "age": "31"], ["name": "Luis", "age": "27"]])
                try expect(table.transposed().rows, equals: [["name", "Ana", "Luis"], ["age", "31", "27"]])
                try expect(world.docString, equals: DocString("{\"ok\": true}", mediaType: "json"))
            }
        }
        let feature = """
            Feature: f
              Scenario: s
                Given these people:
                  | name | age |
                  | Ana  | 31  |
                  | Luis | 27  |
                And this payload:
                  ```json
                  {"ok": true}
                  ```
                Then they are checked
            """
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(arguments: [
        (
            "    | 1 | 2 |\n",
            "the step has a data table but the step definition has no parameter for it: "
                + "add a last parameter of type DataTable"
        ),
        (
            "    \"\"\"\n    text\n    \"\"\"\n",
            "the step has a doc string but the step definition has no parameter for "
                + "it: add a last parameter of type DocString (or String)"
        ),
    ])
    func aTableOrDocStringTheDefinitionHasNoParameterForFailsTheStepUnrun(argument: String, message: String)
        async throws
    {
        let steps = Steps(Notebook.self) {
            Given("the totals are {int}") { (_, _: Int) in throw ExpectationFailure("the closure ran") }
            Then("the next step") { _ in }
        }
        let feature = "Feature: f\n  Scenario: s\n    Given the totals are 3\n" + argument + "    Then the next step\n"
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])
        #expect(run.status == 1)
        #expect(run.output.contains(message), "\(run.output)")
        #expect(!run.output.contains("the closure ran"), "the step failed before its closure ran")
        #expect(run.output.contains("2 steps (1 failed, 1 skipped)"))
    }

    @Test func stepHooksWrapEveryStepOfTheScenariosTheirTagsSelect() async throws {
        let steps = Steps(Notebook.self) {
            BeforeStep("@traced") { world in world.lines.append("before") }
            AfterStep("@traced") { world in world.lines.append("after") }
            Given("a step") { world in world.lines.append("step") }
            Then("the trace is {string}") { (world, trace: String) in
                // This step's own AfterStep has not run yet when it checks.
                try expect(world.lines.joined(separator: ","), equals: trace)
            }
        }
        let feature = """
            Feature: f
              @traced
              Scenario: traced
                Given a step
                Then the trace is "before,step,after,before"

              Scenario: untraced
                Given a step
                Then the trace is "step"
            """
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func anUndefinedStepWithASlipSuggestsTheDefinitionMeantAndNoSnippetDuplicatingIt() async throws {
        let steps = Steps(Notebook.self) {
            Given("el servidor responde con {int} productos válidos") { (_, _: Int) in }
            Given("el usuario está autenticado") { _ in }
        }
        let feature =
            "# language: es\nCaracterística: f\n  Escenario: s\n    Dado el servidor responde con 3 productos validos\n"
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])

        #expect(run.status == 1)
        #expect(run.output.contains("Undefined step \"el servidor responde con 3 productos validos\""))
        #expect(run.output.contains("Did you mean:\n    el servidor responde con {int} productos válidos"))
        #expect(!run.output.contains("Implement it with:"))
        #expect(!run.output.contains("Given(\"el servidor responde con {int} productos validos\")"))
    }

    @Test func undefinedStepsWithTheSameTextGetSnippetsForTheirOwnKeywordAndArgument() async throws {
        let feature = """
            Feature: f
              Scenario: s
                Given the basket holds 3 pears
                When the basket holds 3 pears
                Then the basket holds 3 pears:
                  | a |
                Given the basket holds 3 pears:
                  \"\"\"
                  text
                  \"\"\"
            """
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([])

        #expect(run.status == 1)
        for snippet in [
            "Given(\"the basket holds {int} pears\") { (world, int: Int) in",
            "When(\"the basket holds {int} pears\") { (world, int: Int) in",
            "Then(\"the basket holds {int} pears:\") { (world, int: Int, table: DataTable) in",
            "Given(\"the basket holds {int} pears:\") { (world, int: Int, docString: DocString) in",
        ] {
            #expect(run.output.contains(snippet), "\(snippet)\n\(run.output)")
        }
    }

    @Test func aMistypedKeywordIsPointedAtInTheOutputLanguageWithTheFilesKeyword() async throws {
        // `Escenari:` is not a keyword, so by the grammar it and its steps are the feature's description: the
        // file parses, but the scenario is gone. The runner says where, and why.
        let feature = "# language: es\nCaracterística: f\n  Escenari: s\n    Dado algo\n"
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([]) { $0.outputLanguage = "es" }

        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "a.feature:3:3: aviso: esta línea se lee como texto de la descripción, no como Gherkin"))
        #expect(run.errors.contains("   3 |   Escenari: s\n     |   ^\npista: ¿Quisiste decir «Escenario:»?"))
        let english = try await RunnerHarness(files: ["a.feature": feature]).run([])
        #expect(english.errors.contains("   3 |   Escenari: s\n     |   ^\nhint: did you mean «Escenario:»?"))
        #expect(run.errors.contains("error: no se eligió ningún escenario"))
        #expect(english.errors.contains("error: no scenarios selected"))
    }

    @Test(arguments: [
        (
            "Feature: f\n  Given a step without its scenario\n\n  Scenario: s\n    Given a step\n",
            "a.feature:2:3: warning", "hint: this looks like a step («Given»): steps go under a «Scenario:» line"
        ),
        (
            "Feature: f\n  Rule: r\n    Scenaro: lost\n      Given a step\n\n    Scenario: s\n      Given a step\n",
            "a.feature:3:5: warning", "hint: did you mean «Scenario:»?"
        ),
        (
            "Feature: f\n  Backgrund:\n    Given a step\n\n  Scenario: s\n    Given a step\n",
            "a.feature:2:3: warning", "hint: did you mean «Background:»?"
        ),
    ])
    func aLineThatLooksLikeGherkinInADescriptionWarnsButTheRunGoesOn(
        feature: String, location: String, hint: String
    ) async throws {
        let steps = Steps(Notebook.self) { Given("a step") { _ in } }
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])

        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.contains(location))
        #expect(run.errors.contains(hint))
    }

    @Test func proseInDescriptionsRaisesNoWarning() async throws {
        let feature = """
            Feature: f
              As a user, and given my role,
              I want things. Note: this is prose.
              Scenarios like these: fine.

              Scenario: s
                The scenario's own description.
                Given a step
            """
        let steps = Steps(Notebook.self) { Given("a step") { _ in } }
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])

        #expect(run.status == 0)
        #expect(!run.errors.contains("warning"), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "Feature: f\n  Scenario: s\n    Givn the user is logged in\n    When the cart is empty\n",
            "a.feature:3:5: warning: this line is read as description text, not as Gherkin",
            "did you mean the step «Given the user is logged in»? As written it is description text, not a step"
        ),
        (
            "# language: es\nCaracterística: f\n  Escenario: s\n    Dao el usuario está autenticado\n"
                + "    Cuando el carrito está vacío\n",
            "a.feature:4:5: warning: this line is read as description text, not as Gherkin",
            "did you mean the step «Dado el usuario está autenticado»? As written it is description text, not a step"
        ),
    ])
    func aMisspeltStepKeywordAtAScenariosTopIsFlaggedWhenTheRestIsADefinedStep(
        feature: String, location: String, hint: String
    ) async throws {
        let steps = Steps(Notebook.self) {
            Given("the user is logged in") { _ in }
            Given("the cart is empty") { _ in }
            Given("el usuario está autenticado") { _ in }
            Given("el carrito está vacío") { _ in }
        }
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])

        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.contains(location), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
    }

    @Test(arguments: [
        (
            "# language: es\nCaracterística: f\n  Escenario: s\n    Dado el email “ana@example.com” y la clave «x»\n",
            "hint: “…” and «…» are typographic quotes: a {string} argument takes straight quotes (\"…\")"
        ),
        (
            "Feature: f\n  Scenario: s\n    Given the email “ana@example.com” and the password «x»\n",
            "hint: “…” and «…» are typographic quotes: a {string} argument takes straight quotes (\"…\")"
        ),
    ])
    func typographicQuotesAroundAStringArgumentGetAHintAndTheClosestDefinition(feature: String, hint: String)
        async throws
    {
        let steps = Steps(Notebook.self) {
            Given("el email {string} y la clave {string}") { (_, _: String, _: String) in }
            Given("the email {string} and the password {string}") { (_, _: String, _: String) in }
        }
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])
        #expect(run.status == 1)
        #expect(run.output.contains(hint), "\(run.output)")
        #expect(run.output.contains("  Did you mean:\n    " + (feature.hasPrefix("#") ? "el email" : "the email")))
    }

    @Test func proseOneLetterFromAStepKeywordIsNotFlagged() async throws {
        // "The" is one letter from "Then"; "user logs in" is not a defined step, so this is prose.
        let feature = """
            Feature: f
              Scenario: s
                The user logs in from the kiosk.
                Given the user is logged in
            """
        let steps = Steps(Notebook.self) { Given("the user is logged in") { _ in } }
        let run = try await RunnerHarness(files: ["a.feature": feature]).run([steps])

        #expect(run.status == 0)
        #expect(!run.errors.contains("warning"), "\(run.errors)")
    }
}
