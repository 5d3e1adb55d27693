import Foundation
import MessageSamples
import SpecRunner
import SpecRunnerCore
import Testing

/// With `LANG=es_ES.UTF-8`, nothing the runner itself says is English.
///
/// Every output (terminal and report files for people) of a failing, an undefined, a parse-error and a
/// usage-error run, and of `merge`, `steps` and `gherkin`, is walked for English sentences. The features' own
/// text, step definitions' expressions and source names, code snippets and the step code's own failure message
/// (`expected:`/`got:`, which Messages carries too) are not the runner's words and are left out; so is
/// `spec-runner gherkin FILE`'s output, the official tool's.
@Suite struct SpanishRunOutputTests {
    static let feature = """
        # language: es
        Característica: Valores
          Escenario: cuenta mal
            Dado the value is 3
            Entonces the value should be 4
          Escenario: un paso sin definir
            Dado un paso que nadie ha escrito
          Escenario: casi
            Dado the value iss 3

        """
    static let broken = "# language: es\nCaracterística: rota\n  Escenario: a\n    Dado algo\n  | a |\n Ejemplos\n"
    /// The step texts of the features, in English on purpose (the fixture runner's steps).
    static let stepTexts = ["the value is 3", "the value should be 4", "the value iss 3", "the value iss {int}"]

    static let runs: [[String]] = [
        [
            "falla.feature", "--format", "pretty", "--format", "summary:summary.txt", "--format",
            "progress:progress.txt", "--format", "usage:usage.txt", "--format", "rerun:rerun.txt",
        ],
        ["rota.feature"],
        ["--bogus"],
        ["nowhere/"],
        ["falla.feature", "--tags", "@a and"],
        ["falla.feature", "--format", "junit:missing/x.xml"],
        ["falla.feature", "--format", "junit:.", "--format", "html:x.html"],
        ["falla.feature", "--shard", "1/2", "--shard-timings", "missing.xml"],
        ["merge"],
        ["merge", "missing.ndjson"],
        ["merge", "falla.feature", "--tags", "x"],
        ["steps", "--x"],
        ["gherkin"],
        ["gherkin", "missing.feature"],
    ]

    /// Words that only English sentences have (none is a Spanish word; `steps` is also a command's name).
    static let englishWords: Set<String> = [
        "the", "is", "are", "was", "were", "not", "cannot", "with", "and", "of", "to", "for", "this", "that", "it",
        "from", "has", "have", "be", "file", "folder", "step", "scenarios", "passed", "failed",
        "undefined", "skipped", "pending", "hint", "warning", "did", "you", "mean", "finished", "expected", "got",
        "scenario",
        "usage", "unknown", "option", "needs", "invalid", "write", "give", "read", "does", "exist", "run", "at", "in",
    ]

    /// The runner's own text in `output`: without what others wrote (see the suite's comment).
    static func runnersText(_ output: String) -> String {
        var lines: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Snippets (code to paste), the step code's own failure message, lines naming a step definition by
            // its expression and source, and machine messages.
            if trimmed.contains("{ world in") || trimmed.contains("{ (world") || trimmed == "}"
                || trimmed.hasPrefix("throw Pending()") || trimmed.hasPrefix("expected:") || trimmed.hasPrefix("got:")
                || trimmed.contains(".swift:") || trimmed.hasPrefix("{\"")
            {
                continue
            }
            var text = String(line)
            for step in stepTexts { text = text.replacing(step, with: " ") }
            // Quoted text, source locations and paths are the user's, not sentences.
            text = text.replacing(#/"[^"]*"|«[^»]*»|`[^`]*`|#.*$/#, with: " ")
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// The runner's own words in `output`.
    static func runnersWords(_ output: String) -> [String] {
        runnersText(output).split(whereSeparator: \.isWhitespace).filter {
            !$0.hasPrefix("-") && !$0.contains("/") && !$0.contains(".feature") && !$0.contains(".swift")
        }.flatMap { $0.split { !$0.isLetter } }.map { $0.lowercased() }
    }

    @Test func noOutputOfASpanishRunIsEnglish() async throws {
        let scratch = try Scratch()
        try scratch.write("falla.feature", Self.feature)
        try scratch.write("rota.feature", Self.broken)
        var outputs: [String] = []
        for arguments in Self.runs {
            let run = try await FixtureProcess.run(
                arguments, in: scratch.path, through: ["/usr/bin/env", "LANG=es_ES.UTF-8"])
            #expect(run.status != 0 || arguments.first == "gherkin", "\(arguments)")
            outputs.append(run.output + run.errors)
        }
        for report in ["summary.txt", "progress.txt", "usage.txt"] {
            outputs.append(try String(contentsOfFile: scratch.path + "/" + report, encoding: .utf8))
        }
        let all = outputs.joined(separator: "\n")
        // The walk saw each kind of output.
        for expected in [
            "Escenarios que fallan", "Paso sin definir", "aquí se esperaba", "opción desconocida",
            "no se puede escribir el informe", "merge necesita", "uso: spec-runner gherkin", "Uso de las definiciones",
        ] {
            #expect(all.contains(expected), "\(expected)")
        }
        let english = Set(Self.runnersWords(all)).intersection(Self.englishWords)
        #expect(english.isEmpty, "English words in the Spanish output: \(english.sorted())\n\(all)")
        // And no text of the English catalog.
        let catalog = MessageCatalog.named("en")!
        let phrases = MessageSamples.all.flatMap {
            catalog.text($0).split(separator: #/‹[A-Za-z]+›|(?:^|[\s(])[12](?:\s|$)/#)
        }.map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { $0.count >= 6 && $0.contains(" ") }
        // Compared word by word: `para steps` does not hold `a step`.
        func words(_ text: String) -> String { " " + text.split { !$0.isLetter }.joined(separator: " ") + " " }
        let own = words(Self.runnersText(all))
        for phrase in phrases {
            #expect(!own.contains(words(phrase)), "English in the Spanish output: \(phrase)")
        }
    }

    @Test func theWalkFindsEnglishWhereThereIsSome() {
        #expect(
            Set(Self.runnersWords("error: cannot write the report")).intersection(Self.englishWords) == [
                "cannot", "write", "the",
            ])
        #expect(Self.runnersWords("    Given(\"x\") { world in\n  # falla.feature:3\n«the»").isEmpty)
    }
}
