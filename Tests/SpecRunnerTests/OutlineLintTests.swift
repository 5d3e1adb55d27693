import Foundation
import SpecRunner
import Testing

import struct Gherkin.GherkinParser
import class Gherkin.IncrementingIdGenerator

@testable import SpecRunnerCore

/// What makes an outline run other than meant though the file parses, each with a located warning: a misspelt
/// `<placeholder>` (it stays as written, as in Cucumber), examples without rows (they run nothing), placeholders
/// in an outline without examples (it runs once, with them as written).
@MainActor
@Suite struct OutlineLintTests {
    static let steps = Steps(Notebook.self) {
        Given("the email {string}") { (world, email: String) in world.lines.append(email) }
        Given("the note:") { (world, note: DocString) in world.lines.append(note.content) }
        Given("the people:") { (world, table: DataTable) in world.lines.append("\(table.rows)") }
    }

    private func run(_ feature: String, language: String = "en") async throws -> RunnerHarness.Run {
        try await RunnerHarness(files: ["outline.feature": feature]).run([Self.steps]) {
            $0.outputLanguage = language
        }
    }

    @Test func aMisspeltPlaceholderIsPointedAtWithTheColumnItMeant() async throws {
        let run = try await run(
            """
            Feature: f
              Scenario Outline: signs up
                Given the email "<emial>"

                Examples:
                  | email         |
                  | ana@example.c |
            """)
        #expect(run.status == 0, "a warning: the run goes on (and the literal text passes, which is the danger)")
        let caret = "     | " + String(repeating: " ", count: 21) + "^"
        #expect(
            run.errors.contains(
                """
                outline.feature:3:22: warning: <emial> is not a column of the examples at line 5, so it stays as written
                   3 |     Given the email "<emial>"
                \(caret)
                hint: did you mean <email>? The columns are: <email>
                """), "\(run.errors)")
    }

    @Test func placeholdersInTheNameDocStringsAndTablesAreCheckedOnTheirOwnLines() async throws {
        let run = try await run(
            """
            Feature: f
              Scenario Outline: <nmae> writes
                Given the note:
                  \"\"\"
                  from <nam>
                  \"\"\"
                And the people:
                  | <name> | <aeg> |

                Examples:
                  | name | age |
                  | Ana  | 31  |
            """)
        #expect(run.errors.contains("outline.feature:2:21: warning: <nmae> is not a column"), "\(run.errors)")
        #expect(run.errors.contains("outline.feature:5:12: warning: <nam> is not a column"))
        #expect(run.errors.contains("outline.feature:8:18: warning: <aeg> is not a column"))
        #expect(run.errors.contains("hint: did you mean <age>? The columns are: <name>, <age>"))
        #expect(!run.errors.contains("<name> is not"))
    }

    @Test func angleBracketsNothingLikeAColumnAreText() async throws {
        let run = try await run(
            """
            Feature: f
              Scenario Outline: sends <name>
                Given the note:
                  \"\"\"xml
                  <order id="7"><item>tea</item></order>
                  <b>bold</b>
                  \"\"\"

                Examples:
                  | name |
                  | Ana  |
            """)
        #expect(run.status == 0)
        #expect(!run.errors.contains("warning"), "\(run.errors)")
    }

    @Test func eachExamplesTableIsCheckedOnItsOwn() async throws {
        let run = try await run(
            """
            Feature: f
              Scenario Outline: signs up
                Given the email "<email>"

                Examples: complete
                  | email         |
                  | ana@example.c |

                Examples: renamed
                  | mail          |
                  | luis@example.c |
            """)
        #expect(run.errors.contains("outline.feature:3:22: warning: <email> is not a column of the examples at line 9"))
        #expect(run.errors.contains("The columns are: <mail>"))
    }

    @Test func aScenarioWithoutExamplesAndAnOutlineWithEveryColumnRaiseNothing() async throws {
        let run = try await run(
            """
            Feature: f
              Scenario: literal angle brackets
                Given the email "<b>bold</b>"

              Scenario Outline: signs up <email>
                Given the email "<email>"

                Examples:
                  | email         |
                  | ana@example.c |
            """)
        #expect(run.status == 0)
        #expect(!run.errors.contains("warning"), "\(run.errors)")
    }

    @Test func spanishOutputNamesTheColumnsInSpanish() async throws {
        let run = try await run(
            """
            # language: es
            Característica: f
              Esquema del escenario: alta
                Dado the email "<correo electronico>"

                Ejemplos:
                  | correo electrónico |
                  | ana@example.c      |
            """, language: "es")
        #expect(
            run.errors.contains("pista: ¿Quisiste decir <correo electrónico>? Las columnas son: <correo electrónico>"))
        #expect(run.errors.contains("aviso: <correo electronico> no es una columna de los ejemplos de la línea 6"))
    }

    @Test func examplesWithoutRowsAreNamedForTheyRunNothing() async throws {
        let run = try await run(
            """
            Feature: f
              Scenario Outline: signs up
                Given the email "<email>"

                Examples: to do
                  | email |

                Examples: no table

                Examples: done
                  | email         |
                  | ana@example.c |
            """)
        #expect(run.output.contains("1 scenario (1 passed)"), "only the rows of the last examples run")
        #expect(
            run.errors.contains(
                """
                outline.feature:5:5: warning: these examples have no rows, so the outline runs nothing for them
                   5 |     Examples: to do
                     |     ^
                hint: add one row per case under the header («| … |»), or remove these examples
                """), "\(run.errors)")
        #expect(run.errors.contains("outline.feature:8:5: warning: these examples have no rows"))
        #expect(!run.errors.contains("outline.feature:11:"))
    }

    @Test func anOutlineWithPlaceholdersAndNoExamplesIsNamedForItRunsThemAsWritten() async throws {
        let run = try await run(
            """
            # language: es
            Característica: f
              Esquema del escenario: alta
                Dado the email "<correo>"

              Escenario: literal
                Dado the email "<b>"
            """)
        #expect(
            run.errors.contains(
                "outline.feature:3:3: warning: this outline has no examples, so it runs once, with <correo> as written"),
            "\(run.errors)")
        // The message and its hint in one language, the output's, with the file's keyword.
        #expect(run.errors.contains("hint: add «Ejemplos:» with a header row and one row per case"))
        #expect(!run.errors.contains(":6:"), "a scenario that is not an outline has no placeholders")
    }

    /// The unused columns `OutlineLint` finds in `feature`, by name.
    static func unusedColumns(_ feature: String) throws -> [String] {
        let document = try GherkinParser().parse(Array(feature.utf8), uri: "o.feature", ids: IncrementingIdGenerator())
            .document
        let findings = OutlineLint.findings(for: document, source: Array(feature.utf8), path: "o.feature")
        return findings.lost.filter { $0.kind == .unusedColumn }.map(\.text)
    }

    @Test(arguments: [
        // A column no step reads: its values are never checked.
        ("    Given the email \"<email>\"\n\n    Examples:\n      | email | age |\n      | a@b.c | 3   |\n", ["age"]),
        // Read by the name, a doc string (its media type too) or a data table: used.
        (
            "    Given the email \"x\"\n\n    Examples:\n      | email | age |\n      | a@b.c | 3   |\n",
            ["email", "age"]
        ),
        (
            "    Given the note:\n      \"\"\"<type>\n      <email>\n      \"\"\"\n    And the people:\n      | <age> |\n\n"
                + "    Examples:\n      | email | age | type |\n      | a@b.c | 3   | text |\n", []
        ),
        // A misspelt placeholder is warned about; the column it meant is not warned about again.
        ("    Given the email \"<emial>\"\n\n    Examples:\n      | email | age |\n      | a@b.c | 3   |\n", ["age"]),
        // Examples without rows are warned about as such, not column by column.
        ("    Given the email \"<email>\"\n\n    Examples:\n      | email | age |\n", []),
    ])
    func aColumnNoStepUsesIsUncheckedContent(body: String, unused: [String]) throws {
        #expect(try Self.unusedColumns("Feature: f\n  Scenario Outline: o <name>\n" + body) == unused)
    }

    @Test func theWarningsAreInTheHTMLReportTooForThoseWhoReadOnlyIt() async throws {
        let harness = try RunnerHarness(files: [
            "outline.feature": "Feature: f\n  Scenario Outline: o\n    Given the email \"<emial>\"\n\n"
                + "    Examples:\n      | email |\n      | a@b.c |\n"
        ])
        let run = await harness.run([Self.steps]) {
            $0.formats = [FormatRequest(name: "progress"), FormatRequest(name: "html", path: harness.path("r.html"))]
        }
        #expect(run.status == 0)
        // The misspelt placeholder (the column it meant is not warned about again as unused).
        #expect(run.output.contains("1 warning about the feature files, printed before the run\n"), "\(run.output)")
        let html = try String(contentsOfFile: harness.path("r.html"), encoding: .utf8)
        #expect(html.contains("The specification is not green"), "the banner is not green")
        #expect(html.contains("<h2>Warnings about the feature files</h2>"))
        #expect(html.contains("outline.feature:3:22</span> &lt;emial&gt; is not a column of the examples at line 5"))
        #expect(html.contains("<span class=\"hint\">did you mean &lt;email&gt;? The columns are: &lt;email&gt;</span>"))
        #expect(try XMLDocumentSummary(html).textOfClass("hint").count == 1, "well-formed, one hint")
    }

    @Test(arguments: [
        ("no placeholder", [String]()), ("<a> and <b c>", ["a", "b c"]), ("<>", []), ("a < b > c", [" b "]),
        ("<<x>", ["x"]), ("<x", []),
    ])
    func placeholdersAreWhatTheCompilerWouldReplace(text: String, names: [String]) {
        #expect(OutlineLint.placeholders(in: text) == names)
    }
}
