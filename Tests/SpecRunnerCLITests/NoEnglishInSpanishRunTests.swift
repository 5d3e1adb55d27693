import Foundation
import Testing

/// Every failure path of a specification, run with `--lang es`, speaks Spanish: no English sentence is left once
/// the product owner's own text (the feature files' lines) is taken out.
///
/// A specification is one line of ``specifications``: the executable, the files it is given, and the failure
/// paths (argument lists) to run. The words in ``englishWords`` are English and never Spanish.
@Suite struct NoEnglishInSpanishRunTests {
    /// A specification whose failure paths are checked.
    struct Specification: Sendable, CustomStringConvertible {
        /// The package's executable that runs it.
        let runner: String
        /// Feature files written to a scratch folder, by name, where the runs are made.
        let files: [String: String]
        /// One argument list per failure path; `--lang es` and `--no-color` are added.
        let paths: [[String]]

        var description: String { runner }
    }

    /// The specifications checked.
    ///
    /// The fixtures' failure paths: an expectation and a comparison that fail, an
    /// undefined step with its snippet, a timeout, a misspelt keyword, table and doc string errors, a coverage
    /// gate, an unknown option, a bad tag expression, a worker that ends in a step, and the CI reports (a profile file's mistakes: `ProfileErrorLanguageTests`).
    static let specifications = [
        Specification(runner: "spec-runner-fixtures", files: FixtureFailures.files, paths: FixtureFailures.paths)
    ]

    /// Words that are English and not Spanish (`error`, `true` and `false` are both, or are the file's syntax).
    static let englishWords: Set<String> = [
        "the", "is", "are", "was", "were", "not", "expected", "got", "with", "and", "of", "at", "did", "you", "mean",
        "failed", "passed", "undefined", "skipped", "scenario", "scenarios", "step", "steps", "table", "row", "cell",
        "cells", "timed", "out", "after", "unknown", "key", "takes", "line", "file", "definition", "implement",
        "coverage", "this", "that", "which", "has", "have", "does", "should", "must", "found", "missing", "hint",
        "warning", "finished", "every", "there", "could", "or", "run", "write",
    ]

    /// The English words of `text` once the product owner's `lines` (whole, or without their first word, a step
    /// without its keyword), quoted input (`"@a and"`) and file paths are taken out.
    static func englishWords(in text: String, without lines: [String]) -> [String] {
        let steps = lines.map { $0.drop { $0 != " " }.trimmingCharacters(in: .whitespaces) }
        // A GitHub workflow command's name (`::warning`) and keys (`file=`, `line=`) are a machine format's, not prose.
        var rest = text.replacing(#/"[^"\n]*"/#, with: " ").replacing(#/::[a-z]+|[a-z]+=/#, with: " ")
        for line in (lines + steps).sorted(by: { $0.count > $1.count }) where !line.isEmpty {
            rest = rest.replacing(line, with: " ")
        }
        let words = rest.split { !$0.isLetter && $0 != "/" && $0 != "." && $0 != "_" && $0 != "-" }
        return words.map(String.init).filter { !$0.contains("/") && !$0.contains(".") && englishWords.contains($0) }
    }

    @Test(arguments: specifications)
    func everyFailurePathSpeaksSpanish(specification: Specification) async throws {
        let scratch = try Scratch()
        for (name, text) in specification.files { try scratch.write(name, text) }
        let ownLines = specification.files.values.flatMap { $0.split(separator: "\n") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for path in specification.paths {
            let run = try await FixtureProcess.run(
                path + ["--lang", "es", "--no-color"], in: scratch.path, runner: specification.runner)
            #expect(run.status != 0, "\(path) is a failure path")
            let found = Self.englishWords(in: run.output + run.errors, without: ownLines)
            #expect(found.isEmpty, "\(path): \(found)\n\(run.output)\(run.errors)")
        }
    }

    @Test func anEnglishSentenceIsFoundOutsideTheProductOwnersText() {
        let lines = ["Given the value is 3"]
        #expect(Self.englishWords(in: "  Given the value is 3\n  expected: 4", without: lines) == ["expected"])
        #expect(Self.englishWords(in: "  Given the value is 3  # a/the.feature:3", without: lines).isEmpty)
        #expect(Self.englishWords(in: "paso sin definir \"the value\" en the value is 3", without: lines).isEmpty)
    }
}

/// The fixtures' failure paths (`Tests/FixtureRunner`).
enum FixtureFailures {
    static let files = [
        "values.feature": """
        # language: es
        Característica: valores
          Escenario: cuenta mal
            Dado the value is 3
            Entonces the value should be 4
          Escenario: nadie lo escribió
            Dado a step nobody wrote
          Escenario: falla
            Dado a step that fails
          Escenario: tarda
            Dado a step that sleeps 3000 ms

        """,
        "parse/keyword.feature": "# language: es\nCaracterística: c\n  Escenario: e\n    Dadoo a step that passes\n",
        "parse/table.feature": """
        # language: es
        Característica: c
          Escenario: e
            Dado a step that passes
              | a | b |
              | 1 |
              | 1 | 2

        """,
        "worker.feature": "# language: es\nCaracterística: c\n  Escenario: e\n    Dado a step that calls _exit 3\n",
        "parse/doc.feature":
            "# language: es\nCaracterística: c\n  Escenario: e\n    Dado a step that passes\n      \"\"\"\n      x\n",
    ]

    static let paths = [
        ["values.feature", "--timeout", "1", "--format", "pretty", "--format", "summary"],
        ["values.feature", "--timeout", "1", "--format", "progress", "--coverage-min", "100"],
        ["parse/keyword.feature", "--coverage-min", "100"], ["parse/table.feature"], ["parse/doc.feature"],
        ["values.feature", "--colour"], ["values.feature", "--tags", "@a and"],
        ["values.feature", "--tags", "@humo", "--coverage-min", "100"], ["worker.feature", "--jobs", "1"],
        ["values.feature", "--timeout", "1", "--format", "github", "--coverage-min", "100"],
        ["values.feature", "--timeout", "1", "--format", "markdown", "--coverage-min", "100"],
        ["parse/keyword.feature", "--format", "github", "--coverage-min", "100"],
        ["parse/table.feature", "--format", "github"],
    ]
}
