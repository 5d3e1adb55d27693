import Foundation
import Testing

/// `spec-runner diff REVISION` on a real git repository made by the test: each kind of change to the
/// specification is reported as such, by content rather than by line, and `--changed-since` runs the scenarios
/// added or changed.
@Suite struct SpecificationDiffTests {
    static let before = """
        Feature: shop
          Scenario: kept
            Given a step that passes

          Scenario: edited
            Given the value is 1
            Then the value should be 1

          Scenario: old name
            Given the value is 2

          Scenario: moving
            Given the value is 3

          Scenario: leaving
            Given the value is 4

          Scenario Outline: rows
            Given the value is <n>
            Then the value should be <n>
            Examples:
              | n |
              | 5 |
              | 6 |

        """

    /// The repository at its first commit, then its working tree edited: one change of each kind.
    static func repository() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("Features/shop.feature", before)
        try git(["init", "-q"], in: scratch.path)
        try git(["add", "-A"], in: scratch.path)
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "first"], in: scratch.path)
        let after =
            before
            .replacingOccurrences(of: "Then the value should be 1", with: "Then the value should be 2")
            .replacingOccurrences(of: "old name", with: "new name")
            .replacingOccurrences(of: "  Scenario: moving\n    Given the value is 3\n\n", with: "")
            .replacingOccurrences(of: "  Scenario: leaving\n    Given the value is 4\n\n", with: "")
            .replacingOccurrences(of: "| 6 |", with: "| 7 |")
            + "  Scenario: arriving\n    Given a step that passes\n"
        try scratch.write("Features/shop.feature", after)
        try scratch.write("Features/other.feature", "Feature: other\n  Scenario: moving\n    Given the value is 3\n")
        return scratch
    }

    @discardableResult
    static func git(_ arguments: [String], in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func eachKindOfChangeIsReportedAsSuchWithItsPlace() async throws {
        let scratch = try Self.repository()
        let result = try await FixtureProcess.run(["diff", "HEAD"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        let expected = """
            Changes to the specification since HEAD
              → moved: «moving» (Features/other.feature:2), was at Features/shop.feature:12
              ~ changed: «edited» (Features/shop.feature:5)
                  - the value should be 1
                  + the value should be 2
              → renamed: «new name» (Features/shop.feature:9), was «old name»
              ~ examples row changed: «rows» (Features/shop.feature:18)
                  - | 6 |
                  + | 7 |
              + added: «arriving» (Features/shop.feature:19)
              - removed: «leaving» (was at Features/shop.feature:15)
            added: 1, changed: 2, renamed: 1, moved: 1, removed: 1

            """
        #expect(result.output == expected)
    }

    @Test func theMarkdownIsForAPullRequestAndSpeaksTheOutputLanguage() async throws {
        let scratch = try Self.repository()
        let result = try await FixtureProcess.run(
            ["diff", "HEAD", "--format", "markdown", "--lang", "es"], in: scratch.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("### Cambios en la especificación desde `HEAD`\n\n"), "\(result.output)")
        #expect(result.output.contains("- ✏️ fila de ejemplos cambiada: «rows» (Features/shop.feature:18)\n  ```diff\n"))
        #expect(result.output.contains("- ➖ eliminado: «leaving» (estaba en Features/shop.feature:15)\n"))
        #expect(result.output.hasSuffix("añadidos: 1, cambiados: 2, renombrados: 1, movidos: 1, eliminados: 1\n"))
    }

    @Test func changedSinceRunsTheScenariosAddedOrChangedAndNothingElse() async throws {
        let scratch = try Self.repository()
        let result = try await FixtureProcess.run(
            ["--changed-since", "HEAD", "--format", "pretty", "--no-color"], in: scratch.path)
        for name in ["edited", "new name", "rows", "arriving", "moving"] {
            #expect(result.output.contains("Scenario: \(name)") || result.output.contains("Scenario Outline: \(name)"))
        }
        #expect(!result.output.contains("Scenario: kept"), "\(result.output)")
        #expect(result.output.contains("5 scenarios (4 passed, 1 failed)"), "\(result.output)")
    }

    @Test func withNothingChangedThereIsNothingToRunAndTheRunPasses() async throws {
        let scratch = try Self.repository()
        try Self.git(["add", "-A"], in: scratch.path)
        try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "second"], in: scratch.path)
        let run = try await FixtureProcess.run(["--changed-since", "HEAD"], in: scratch.path)
        #expect(run.status == 0)
        #expect(run.output == "no scenario was added or changed since HEAD: there is nothing to run\n")
        let diff = try await FixtureProcess.run(["diff", "HEAD"], in: scratch.path)
        #expect(diff.output == "No scenario was added, changed, renamed, moved or removed since HEAD.\n")
    }

    @Test(arguments: [(["diff"], "needs the git revision"), (["diff", "no-such-branch"], "git failed")])
    func aMissingOrUnknownRevisionIsAClearError(arguments: [String], message: String) async throws {
        let scratch = try Self.repository()
        let result = try await FixtureProcess.run(arguments, in: scratch.path)
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.contains("hint: "))
    }
}
