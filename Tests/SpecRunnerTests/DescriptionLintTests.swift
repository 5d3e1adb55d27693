import Foundation
import Testing

@testable import Gherkin
@testable import SpecRunnerCore

/// Lines a product owner meant as Gherkin but the grammar reads as description text: each gets a located warning
/// with a hint in the output language (with the file's keywords), and what it lost is counted; prose stays silent,
/// measured on the official corpus, the Compatibility Kit, the benchmark corpus and this repository's features.
@Suite struct DescriptionLintTests {
    /// The warnings and losses of `text`, read as `a.feature`; `defined` tells which step texts a definition matches.
    static func lint(
        _ text: String, defined: @escaping (String) -> Bool = { _ in false }, catalog: MessageCatalog = .english
    ) throws -> LintFindings {
        let document = try GherkinParser().parse(text, uri: "a.feature", ids: IncrementingIdGenerator())
        var vocabularies: [String: DescriptionLint.Vocabulary] = [:]
        return DescriptionLint.findings(
            for: document, source: Array(text.utf8), path: "a.feature", matchesStep: defined,
            vocabularies: &vocabularies, catalog: catalog)
    }

    @Test func aLineOfPlainProseIsLetGoBeforeAReaderLooksAtIt() throws {
        let vocabulary = DescriptionLint.Vocabulary(try #require(GherkinDialect.named("es")))
        let closely = ["- Dado que", "* Dado", "_Dado_ que", "1. Dado que", "Dado\u{A0}que", "Dadoque", "dadoque"]
        // A first word that is not ASCII, or a space a mark may join to the next word, is left to a reader.
        for line in closely + ["Cuandoquiera", "• Dado que", "Dadoqué algo", "Dado \u{301}que"] {
            #expect(ReaderLine.mayHoldStep(line[...], glued: vocabulary.gluedKeywords), "\(line)")
        }
        // Without an invisible character or markup, a line holds a step for a reader only glued to a keyword: the
        // other rules judge `Given que`. Accents elsewhere in the line change nothing.
        let plain = ["Lorem ipsum dolor", "Las cosas van bien", "Obviamente todo", "Given que", "Dado que", "Dado"]
        for line in plain + ["Quiero iniciar sesión", "Para acceder a la información"] {
            #expect(!ReaderLine.mayHoldStep(line[...], glued: vocabulary.gluedKeywords), "\(line)")
        }
    }

    @Test(arguments: [
        (" el  servidor\tacepta ", "el servidor acepta"), ("el servidor acepta", "el servidor acepta"),
        ("\t", ""), ("año nuevo", "año nuevo"),
    ])
    func theRestOfALineIsItsWordsOneSpaceApart(text: String, spaced: String) {
        #expect(ReaderLine.spaced(text[...]) == spaced)
    }

    static let spanish =
        "# language: es\nCaracterística: Inicio de sesión\n  Como usuario registrado\n"
        + "  Quiero iniciar sesión\n  Para acceder a la tienda\n\n"

    @Test(
        arguments: [
            // A step keyword in another letter case, before new step text (no definition matches it).
            (
                "  Escenario: s\n    dado que el servidor acepta algo nuevo\n    Cuando el usuario entra\n", 8,
                "¿Quisiste decir el paso «Dado que el servidor acepta algo nuevo»?", LostContent.Kind.step
            ),
            (
                "  Escenario: s\n    DADO que el servidor acepta algo nuevo\n    Cuando el usuario entra\n", 8,
                "¿Quisiste decir el paso «Dado que el servidor acepta algo nuevo»?", .step
            ),
            // One letter from a keyword, then new step text.
            (
                "  Escenario: s\n    Dao que el servidor acepta algo nuevo\n    Cuando el usuario entra\n", 8,
                "¿Quisiste decir el paso «Dado que el servidor acepta algo nuevo»?", .step
            ),
            (
                "  Escenario: s\n    Cunado el usuario entra\n    Entonces algo\n", 8,
                "¿Quisiste decir el paso «Cuando el usuario entra»?", .step
            ),
            // A keyword of another dialect, named with its `# language:`.
            (
                "  Escenario: s\n    Given que el servidor acepta algo nuevo\n    Cuando el usuario entra\n", 8,
                "«Given» es de Gherkin en English («en»), no en español: ¿Quisiste decir el paso «Dado que el servidor"
                    + " acepta algo nuevo»? (o escribe «# language: en»", .step
            ),
            (
                "  Scenario: s\n    Dado que algo\n", 7,
                "«Scenario:» es de Gherkin en English («en»), no en español: usa «Escenario:»", .scenario
            ),
            // Title near misses: the scenario is lost.
            ("  Escenaro: s\n    Dado que algo\n", 7, "¿Quisiste decir «Escenario:»?", .scenario),
            ("  Esenario: s\n    Dado que algo\n", 7, "¿Quisiste decir «Escenario:»?", .scenario),
            ("  ESCENARIO: s\n    Dado que algo\n", 7, "¿Quisiste decir «Escenario:»?", .scenario),
            (
                "  Antecedente:\n    Dado que algo\n\n  Escenario: s\n    Cuando algo\n", 7,
                "¿Quisiste decir «Antecedentes:»?", .line
            ),
            // `Ejemplo:` for `Ejemplos:` in an outline starts a scenario, whose table is description text.
            (
                "  Esquema del escenario: s\n    Dado que <algo>\n\n    Ejemplo:\n      | algo |\n      | uno |\n", 10,
                "¿Quisiste decir «Ejemplos:»? «Ejemplo:» empieza un escenario nuevo", .examples
            ),
            (
                "  Esquema del escenario: s\n    Dado que <algo>\n\n    Ejemplos:\n      | algo |\n      | uno |\n\n"
                    + "    Ejemplo:\n      | algo |\n      | dos |\n", 14,
                "¿Quisiste decir «Ejemplos:»? «Ejemplo:» empieza un escenario nuevo", .examples
            ),
        ] as [(String, Int, String, LostContent.Kind?)])
    func aLineMeantAsGherkinInASpanishFileIsFlaggedAndCounted(
        body: String, line: Int, hint: String, lost: LostContent.Kind?
    ) throws {
        let findings = try Self.lint(Self.spanish + body, catalog: .spanish)
        #expect(findings.warnings.map(\.line) == [line], "\(findings.warnings)")
        #expect(findings.warnings.first?.hint?.hasPrefix(hint) == true, "\(findings.warnings.first?.hint ?? "")")
        #expect(findings.lost.map(\.kind) == (lost.map { [$0] } ?? []))
        #expect(findings.lost.allSatisfy { $0.line == line })
    }

    @Test func aLineWhoseRestIsADefinedStepIsFlaggedWhateverItsFirstWord() throws {
        let text = Self.spanish + "  Escenario: s\n    Luego el usuario entra\n    Entonces algo\n"
        let findings = try Self.lint(text, defined: { $0 == "el usuario entra" }, catalog: .spanish)
        #expect(findings.warnings.map(\.line) == [8])
        #expect(
            findings.warnings.first?.hint
                == "parece el paso «el usuario entra» sin su palabra clave: empiézalo con «Dado», «Cuando», «Entonces»,"
                + " «Y» o «Pero»")
        #expect(findings.lost.map(\.kind) == [.step])
        #expect(try Self.lint(text).warnings.isEmpty, "without the definition it is prose")
    }

    @Test(
        arguments: [
            // Invisible characters where a space belongs, the exact hint with the step written plainly.
            (
                "    Dado\u{00A0}que el servidor acepta algo\n",
                "un carácter invisible (U+00A0) ocupa el lugar de un"
                    + " espacio normal: escribe «Dado que el servidor acepta algo»"
            ),
            ("    Cuando\u{202F}el usuario entra\n", "un carácter invisible (U+202F)"),
            ("    Dado\u{200D}que algo pasa\n", "un carácter invisible (U+200D)"),
            // Markdown before the step, or around its keyword.
            (
                "    - Dado que el servidor acepta algo\n",
                "«-» delante del paso lo convierte en texto de la descripción: escribe «Dado que el servidor acepta algo»"
            ),
            ("    + Dado que algo pasa\n", "«+» delante del paso"),
            ("    10) dado que algo pasa\n", "«10)» delante del paso"),
            ("    3. Entonces algo pasa\n", "«3.» delante del paso"),
            (
                "    _Dado_ que algo pasa\n",
                "«_» delante del paso lo convierte en texto de la descripción: escribe «Dado que algo pasa»"
            ),
            // A keyword glued to the next word, right above the steps.
            (
                "    Dadoque el servidor acepta algo\n",
                "la palabra clave «Dado» está pegada a la siguiente: escribe «Dado que el servidor acepta algo»"
            ),
            (
                "    Entoncesel usuario ve algo\n",
                "la palabra clave «Entonces» está pegada a la siguiente: escribe «Entonces el usuario ve algo»"
            ),
        ])
    func aStepAReaderSeesInADescriptionIsFlaggedWithThePlainStep(body: String, hint: String) throws {
        // The step's scenario has another step after it: the lost one is the first.
        let text = Self.spanish + "  Escenario: s\n" + body + "    Cuando algo más\n"
        let findings = try Self.lint(text, catalog: .spanish)
        #expect(findings.warnings.map(\.line) == [8], "\(findings.warnings)")
        #expect(findings.warnings.first?.hint?.hasPrefix(hint) == true, "\(findings.warnings.first?.hint ?? "")")
        #expect(findings.lost.map(\.kind) == [.step])
        #expect(findings.lost.map(\.owners) == [[7]])
    }

    @Test(arguments: [
        // Lists and emphasis in prose: no keyword starts them, or they end as a sentence does.
        "Feature: f\n  Scenario: s\n    - the user has an account\n    1. they open the app\n    Given a step\n",
        "Feature: f\n  Scenario: s\n    - Given the server is down, the page shows an error.\n    Given a step\n",
        "Feature: f\n  Scenario: s\n    **Note**: the kiosk is shared\n    Given a step\n",
        // A word that starts with a keyword is not a keyword glued to a short word.
        "Feature: f\n  Scenario: s\n    Whenever the user logs in\n    Given a step\n",
        "Feature: f\n  Scenario: s\n    Thenceforth the order is final\n    Given a step\n",
        // A glued keyword in a paragraph that does not end above the steps.
        "# language: es\nCaracterística: f\n\n  Escenario: s\n    Dadoque es raro\n\n    Dado algo\n",
        // Under the feature, where no step follows, lists are prose.
        "Feature: f\n  - Given some context\n  * When it happens\n\n  Scenario: s\n    Given a step\n",
    ])
    func proseAReaderWouldNotTakeForAStepStaysSilent(text: String) throws {
        let findings = try Self.lint(text)
        #expect(findings.warnings.isEmpty, "\(findings.warnings)")
    }

    @Test func theCaretPointsAtTheInvisibleCharacter() throws {
        let text = Self.spanish + "  Escenario: s\n    Dado\u{00A0}que algo pasa\n    Cuando algo más\n"
        let warning = try #require(try Self.lint(text, catalog: .spanish).warnings.first)
        #expect(warning.column == 9, "after «    Dado»")
        #expect(warning.context.last == "     |         ^", "\(warning.context)")
    }

    @Test(arguments: ["    - el usuario entra\n", "    2) el usuario entra\n", "    el\u{00A0}usuario entra\n"])
    func aDefinedStepBehindMarkupWithoutItsKeywordIsFlagged(body: String) throws {
        let text = Self.spanish + "  Escenario: s\n" + body + "    Cuando algo más\n"
        let findings = try Self.lint(text, defined: { $0 == "el usuario entra" }, catalog: .spanish)
        #expect(findings.warnings.map(\.line) == [8], "\(findings.warnings)")
        #expect(
            findings.warnings.first?.hint
                == "parece el paso «el usuario entra» sin su palabra clave: empiézalo con «Dado», «Cuando», «Entonces»,"
                + " «Y» o «Pero»")
        #expect(try Self.lint(text, catalog: .spanish).warnings.isEmpty, "without the definition it is prose")
    }

    @Test func aLostBackgroundStepCostsEveryScenarioItRunsBefore() throws {
        let findings = try Self.lint(
            Self.spanish + "  Antecedentes:\n    dado que algo nuevo\n    Y otra cosa\n\n  Escenario: a\n    Dado x\n\n"
                + "  Regla: r\n    Escenario: b\n      Dado y\n")
        #expect(findings.lost.map(\.owners) == [[11, 15]])
    }

    @Test(arguments: [
        // Prose one letter from a keyword, above the steps but ending as a sentence does.
        "Feature: f\n  Scenario: s\n    The user logs in from the kiosk.\n    Given a step\n",
        // Prose whose first word is a keyword in lower case, with a blank line before the steps.
        "Feature: f\n  Scenario: s\n    This matters\n    and a comment in the middle\n\n    Given a step\n",
        // Ordinary Spanish prose under the feature: "Para" is two letters from "Pero", "Cada" one from "Dada".
        "# language: es\nCaracterística: f\n  Como usuario\n  Quiero entrar\n  Para comprar\n  Cada producto cuenta\n"
            + "\n  Escenario: s\n    Dado algo\n",
        // A rarer dialect's keyword starting prose right above the steps (`Sed` is Esperanto's `But`).
        "Feature: f\n  Scenario: s\n    Sed ut perspiciatis unde omnis\n    Given a step\n",
        // `y` and `e` lower case are conjunctions.
        "# language: es\nCaracterística: f\n\n  Escenario: s\n    Una línea\n    y otra que sigue\n    Dado algo\n",
    ])
    func proseStaysSilent(text: String) throws {
        let findings = try Self.lint(text)
        #expect(findings.warnings.isEmpty, "\(findings.warnings)")
    }

    /// The feature files of the official Gherkin corpus, of the CCK and of this repository, beside the checkout.
    static let corpora = [
        ReportFixtureRun.root + "/../shared/conformance/gherkin/good",
        ReportFixtureRun.root + "/../shared/conformance/cck",
        ReportFixtureRun.root + "/Features", ReportFixtureRun.root + "/Tests/Fixtures/Reports",
    ]

    /// Every warning about the corpora's feature files, by file and line: each one justified here.
    ///
    /// Measured without definitions, and with a definition for every step of the file. No description line is
    /// flagged; the outline lint's are true: examples with a header and no rows run nothing, and the columns of
    /// these syntax tests are used by no step (`| name |` under steps that take no `<name>`).
    static let justifiedWarnings: Set<String> = [
        "good/incomplete_scenario_outline.feature:13", "good/incomplete_scenario_outline.feature:17",
        "good/incomplete_scenario_outline.feature:23", "good/tagged_feature_with_scenario_outline.feature:8",
        "good/rule_with_tag.feature:27", "good/descriptions_with_comments.feature:53", "good/descriptions.feature:51",
        "good/descriptions.crlf.feature:51",
    ]

    static func stepTexts(of document: GherkinDocument) -> [String] {
        func texts(_ scenario: Scenario) -> [String] { scenario.steps.map(\.text) }
        var result: [String] = []
        for child in document.feature?.children ?? [] {
            switch child {
            case .scenario(let scenario): result += texts(scenario)
            case .background(let background): result += background.steps.map(\.text)
            case .rule(let rule):
                for child in rule.children {
                    switch child {
                    case .scenario(let scenario): result += texts(scenario)
                    case .background(let background): result += background.steps.map(\.text)
                    }
                }
            }
        }
        return result
    }

    /// The lines of `folder`'s feature files that any lint warns about (`folder/name:line`), and how many files.
    static func flaggedLines(in folder: String) throws -> (flagged: Set<String>, files: Int) {
        var flagged: Set<String> = []
        var files = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".feature") else { continue }
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            files += 1
            // No definition, then a definition for every step the file has (as its own suite would).
            let document = try GherkinParser().parse(text, uri: name, ids: IncrementingIdGenerator())
            let steps = Set(Self.stepTexts(of: document))
            for defined in [{ (_: String) in false }, { steps.contains($0) }] {
                let findings = try Self.lint(text, defined: defined)
                let outlines = OutlineLint.findings(for: document, source: Array(text.utf8), path: name).warnings
                for warning in findings.warnings + outlines {
                    flagged.insert("\((folder as NSString).lastPathComponent)/\(name):\(warning.line!)")
                }
            }
        }
        return (flagged, files)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpora[0]), "needs ../shared beside the checkout"))
    func theOfficialCorporaAndThisRepositorysFeaturesRaiseNoUnjustifiedWarning() throws {
        let results = try Self.corpora.map(Self.flaggedLines(in:))
        #expect(results.map(\.files).reduce(0, +) > 90)
        #expect(results.reduce(into: Set<String>()) { $0.formUnion($1.flagged) } == Self.justifiedWarnings)
    }

    static let corpusGenerator = ReportFixtureRun.root + "/../shared/bench/gen_corpus.py"

    /// The benchmark corpus (`gen_corpus.py`: descriptions, rules, outlines, tables, doc strings, Spanish files)
    /// is ordinary Gherkin: not one line of it is warned about.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusGenerator), "needs ../shared beside the checkout"))
    func theBenchmarkCorpusRaisesNoWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", Self.corpusGenerator, "--files", "60", "--scenarios-per-file", "10", "--seed", "1",
            "--out", folder.path,
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0)
        let result = try Self.flaggedLines(in: folder.path)
        #expect(result.files == 60)
        #expect(result.flagged.isEmpty, "\(result.flagged.sorted())")
    }
}
