import Foundation
import SpecRunner
import Testing

@testable import SpecRunnerCore
@testable import SpecRunnerReports

@MainActor
final class CIWorld: World {
    init() {}
}

/// The CI reports (`--format github`, `--format markdown`) keep any text a feature file or a failure holds
/// inside what it belongs to: one workflow command per problem, a table cell per value, a code block per message.
@MainActor
@Suite struct CIReportTests {
    static let steps = Steps(CIWorld.self) {
        Given("a step that passes") { _ in }
        // `\n` in the step's text is a line break in the failure's message.
        Then("it fails saying {string}") { (_, text: String) in
            try expect(text.replacing("\\n", with: "\n"), equals: "")
        }
        When("it waits for a decision") { _ in throw Pending() }
    }

    /// A feature with one scenario named `name` whose second step fails saying `message`.
    nonisolated static func failing(_ name: String, saying message: String) -> String {
        "Feature: checkout\n\n  Scenario: \(name)\n    Given a step that passes\n"
            + "    Then it fails saying \"\(message)\"\n"
    }

    private func run(
        _ files: [String: String], format: String, libraries: [Steps] = [steps],
        configure: (inout RunConfiguration) -> Void = { _ in }
    ) async throws -> (status: Int32, report: String) {
        let harness = try RunnerHarness(files: files)
        let run = await harness.run(libraries) {
            $0.formats = [FormatRequest(name: format, path: harness.path("report"))]
            configure(&$0)
        }
        return (run.status, try String(contentsOfFile: harness.path("report"), encoding: .utf8))
    }

    // MARK: Workflow commands

    @Test(arguments: [
        ("100% sure", "100%25 sure"), ("one\ntwo", "one%0Atwo"), ("one\r\ntwo", "one%0D%0Atwo"),
        ("a: b, c", "a: b, c"), ("::error::injected", "::error::injected"), ("%0A", "%250A"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ])
    func aMessageIsEscapedAsGitHubRequires(text: String, escaped: String) {
        #expect(WorkflowCommand.escapedData(text) == escaped)
    }

    @Test(arguments: [
        ("a: b, c", "a%3A b%2C c"), ("x%y", "x%25y"), ("one\ntwo", "one%0Atwo"), ("file,line=9", "file%2Cline=9"),
    ])
    func aPropertyAlsoEscapesColonsAndCommas(text: String, escaped: String) {
        #expect(WorkflowCommand.escapedProperty(text) == escaped)
    }

    @Test func aCommandNamesOnlyThePropertiesItHas() {
        let located = WorkflowCommand(
            level: .error, file: "features/a b.feature", line: 3, column: 5, title: "Step failed: x", message: "m")
        #expect(located.rendered == "::error file=features/a b.feature,line=3,col=5,title=Step failed%3A x::m\n")
        #expect(WorkflowCommand(level: .notice, message: "done").rendered == "::notice::done\n")
    }

    @Test func aFailureWithLineBreaksAndColonsStaysOneCommandAtItsStep() async throws {
        let name = "pay: by card, then cash 100%"
        let (status, report) = try await run(
            ["a.feature": Self.failing(name, saying: "line one: a, b\\nline two %0A")], format: "github")
        #expect(status == 1)
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(report)")
        let command = try #require(lines.first.map(String.init))
        let title = "title=Step failed%3A pay%3A by card%2C then cash 100%25"
        #expect(command.hasPrefix("::error file=a.feature,line=5,\(title)::"), "\(command)")
        let message = try #require(command.split(separator: "::", maxSplits: 2).last)
        #expect(!message.contains("\n"))
        let decoded = message.replacing("%0A", with: "\n").replacing("%0D", with: "\r").replacing("%25", with: "%")
        #expect(decoded.contains("line one: a, b\nline two %0A"), "\(decoded)")
    }

    @Test func aGreenRunAnnotatesNothing() async throws {
        let feature = "Feature: checkout\n\n  Scenario: pays\n    Given a step that passes\n"
        let (status, report) = try await run(["a.feature": feature], format: "github")
        #expect(status == 0)
        #expect(report.isEmpty, "\(report)")
    }

    @Test(arguments: [true, false])
    func aPendingStepIsAnErrorOnlyWhereItFailsTheRun(strict: Bool) async throws {
        let feature = "Feature: checkout\n\n  Scenario: waits\n    When it waits for a decision\n"
        let (_, report) = try await run(["a.feature": feature], format: "github") { $0.strict = strict }
        #expect(report.hasPrefix(strict ? "::error file=a.feature,line=4," : "::warning file=a.feature,line=4,"))
    }

    @Test func aFileThatDoesNotParseIsAnnotatedAtItsError() async throws {
        let (status, report) = try await run(
            ["bad.feature": "Feature: checkout\n  Scenario: one\n    Given a step that passes\n  not Gherkin\n"],
            format: "github")
        #expect(status != 0)
        #expect(report.hasPrefix("::error file=bad.feature,line=4,col="), "\(report)")
        #expect(report.contains("title=Feature file error::"), "\(report)")
    }

    @Test func aFailedRunHookIsAnnotatedAtItsDefinitionAndSummarised() async throws {
        let hooks = Steps(CIWorld.self) {
            BeforeAll(name: "open the till") { throw ExpectationFailure("the till: stuck") }
        }
        let feature = "Feature: checkout\n\n  Scenario: pays\n    Given a step that passes\n"
        let line = #line - 3
        let (status, report) = try await run(["a.feature": feature], format: "github", libraries: [Self.steps, hooks])
        #expect(status == 1)
        let annotation =
            "::error file=Tests/SpecRunnerTests/CIReportTests.swift,line=\(line),"
            + "title=BeforeAll hook open the till::the till: stuck"
        #expect(report.contains(annotation), "\(report)")
        let (_, summary) = try await run(["a.feature": feature], format: "markdown", libraries: [Self.steps, hooks])
        #expect(summary.contains("### Run hooks that did not pass\n\n❌ BeforeAll hook open the till\n\n```\n"))
        #expect(summary.contains("| Not run | 1 | |"), "\(summary)")
    }

    // MARK: Markdown

    @Test(arguments: [
        ("a | b", #"a \| b"#), ("`code`", #"\`code\`"#), ("<script>x</script>", #"\<script\>x\</script\>"#),
        ("*bold* _it_ [link](u) ~s~", #"\*bold\* \_it\_ \[link\](u) \~s\~"#), ("one\ntwo", "one two"),
        ("$5 & #3 !", ##"\$5 \& \#3 \!"##), ("back\\slash", #"back\\slash"#), ("\u{7}", #"\\u{7}"#),
    ])
    func inlineTextEscapesWhatMarkdownReadsAsMarkup(text: String, escaped: String) {
        #expect(MarkdownEscaping.inline(text) == escaped)
    }

    @Test(arguments: [("plain", "```"), ("a ``` b", "````"), ("````` five", "``````")])
    func aCodeBlockFenceIsLongerThanAnyBacktickRunInIt(text: String, fence: String) {
        #expect(MarkdownEscaping.codeBlock(text) == "\(fence)\n\(text)\n\(fence)\n")
    }

    @Test func aNameWithPipesAndBackticksKeepsTheTablesWhole() async throws {
        let (_, report) = try await run(
            ["a.feature": Self.failing("pay | refund `now`", saying: "``` | done")], format: "markdown")
        #expect(report.contains("#### ❌ pay \\| refund \\`now\\`"), "\(report)")
        // Every row of a table has as many cells as its header.
        var columns: Int?
        for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let cells = line.replacing("\\|", with: "").filter { $0 == "|" }.count
            if let columns { #expect(cells == columns, "\(line)") } else { columns = cells }
        }
        #expect(report.contains("````\nexpected: \"\"\n     got: \"``` | done\""), "\(report)")
    }

    @Test func onlyTheFirstScenariosInFileOrderAreShownInFull() async throws {
        let count = MarkdownSummaryFormatter.detailLimit + 3
        var files: [String: String] = [:]
        // Named so that file order is not the order of their names.
        for number in 0..<count {
            files["f\(String(count - number, radix: 16)).feature"] = Self.failing("s\(number)", saying: "x")
        }
        let (_, report) = try await run(files, format: "markdown") { $0.order = .reverse }
        #expect(report.components(separatedBy: "\n#### ").count - 1 == MarkdownSummaryFormatter.detailLimit)
        #expect(report.contains("(\(count))"))
        #expect(report.contains("_3 more scenarios did not pass; the JUnit or HTML report lists them_"), "\(report)")
        let shown = report.matches(of: #/#### ❌ s([0-9]+)/#).map { Int($0.output.1)! }
        let fileOrder = (0..<count).sorted { String(count - $0, radix: 16) < String(count - $1, radix: 16) }
        #expect(shown == Array(fileOrder.prefix(MarkdownSummaryFormatter.detailLimit)))
    }

    @Test func aSummaryOfAFileThatDoesNotParseListsItsErrors() async throws {
        let (_, report) = try await run(
            ["bad.feature": "Feature: checkout\n  Scenario: one\n    Given a step that passes\n  not Gherkin\n"],
            format: "markdown")
        #expect(report.contains("**The specification could not be read, so nothing ran: fix the errors below.**"))
        #expect(report.contains("\n- ❌ bad.feature:4: "), "\(report)")
    }

    @Test func aDryRunsSummaryShowsTheScenariosItCouldNotBind() async throws {
        let feature =
            "Feature: checkout\n\n  Scenario: pays\n    Given a step that passes\n\n"
            + "  Scenario: refunds\n    Given a step nobody wrote\n"
        let (_, report) = try await run(["a.feature": feature], format: "markdown") { $0.dryRun = true }
        #expect(report.contains("### Scenarios that did not pass (1)\n\n#### ❓ refunds\n"), "\(report)")
        #expect(!report.contains("#### ⏭️ pays"), "\(report)")
    }

    @Test func theSummaryIsInTheOutputLanguage() async throws {
        let (_, report) = try await run(
            ["a.feature": Self.failing("paga", saying: "x")], format: "markdown"
        ) { $0.outputLanguage = "es" }
        #expect(report.hasPrefix("## ❌ Informe de la especificación\n"), "\(report)")
        #expect(report.contains("| Estado | Escenarios | Pasos |"), "\(report)")
        #expect(report.contains("| ❌ | Then it fails saying \"x\" | fallido |"), "\(report)")
    }
}
