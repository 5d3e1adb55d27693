import Foundation
import SpecRunner
import StackMyArchitectureSpecs
import Testing

/// The glossary of `docs/es/guia-product-owner.md`: every step this repository defines, in the library's order,
/// each with one plain-language line.
///
/// The table is generated from the step index; the lines are kept from the guide itself. After adding, removing
/// or rewording a step, run
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter ProductOwnerGuideTests
///
/// and write the line each new step gets (it reads «FALTA»): until then the first test fails.
@MainActor
@Suite(.serialized) struct ProductOwnerGuideTests {
    static let path = packageRoot + "/docs/es/guia-product-owner.md"
    static let begin =
        "<!-- glosario: generado del índice de pasos por ProductOwnerGuideTests; no editar más que las explicaciones -->"
    static let end = "<!-- fin del glosario -->"
    static let missing = "FALTA: explica este paso en una línea"
    /// The heading of each step file's part of the glossary, by what its steps are about.
    static let areas = [
        "LoginSteps.swift": "Inicio de sesión",
        "NavigationSteps.swift": "Navegación y sesión",
        "CatalogSteps.swift": "Catálogo: los ocho escenarios de la especificación BDD",
        "CatalogScreenSteps.swift": "Catálogo: la pantalla y las respuestas del servidor",
    ]

    /// The guide's text, and its glossary section (between ``begin`` and ``end``).
    private func guide() throws -> (text: String, glossary: Range<String.Index>) {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "the guide has no glossary marker").upperBound
        let stop = try #require(text.range(of: Self.end, range: start..<text.endIndex)).lowerBound
        return (text, start..<stop)
    }

    /// The plain-language line of each step, by its expression, as the glossary's rows give them.
    private func meanings(in glossary: Substring) -> [String: String] {
        var meanings: [String: String] = [:]
        for line in glossary.split(separator: "\n") {
            guard let row = line.wholeMatch(of: #/\| `(.+)` \| (.*) \|/#) else { continue }
            meanings[String(row.1).replacing("\\|", with: "|")] = String(row.2)
        }
        return meanings
    }

    /// The glossary section for the step index, with `meanings`' lines (``missing`` where there is none).
    private func glossary(explaining meanings: [String: String]) -> String {
        let entries = EditorSupport(libraries: SpecLibraries.all).definitions
        var files: [String] = []
        for entry in entries where !files.contains(entry.file) { files.append(entry.file) }
        var text = "\n"
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            text += "\n### \(Self.areas[name] ?? name)\n\n| Paso | Qué comprueba o prepara |\n|---|---|\n"
            for entry in entries where entry.file == file {
                let expression = entry.expression.replacing("|", with: "\\|")
                text += "| `\(expression)` | \(meanings[entry.expression] ?? Self.missing) |\n"
            }
        }
        return text + "\n"
    }

    @Test func everyStepOfTheLibraryHasAPlainLanguageLineInTheGuide() throws {
        let (text, range) = try guide()
        let meanings = meanings(in: text[range])
        for entry in EditorSupport(libraries: SpecLibraries.all).definitions {
            let meaning = meanings[entry.expression] ?? ""
            #expect(
                !meaning.isEmpty && meaning != Self.missing,
                "the guide's glossary does not explain «\(entry.expression)» (\(entry.file):\(entry.line))")
        }
    }

    @Test func theGuidesGlossaryIsTheStepIndexAsItIsNow() throws {
        let (text, range) = try guide()
        let expected = glossary(explaining: meanings(in: text[range]))
        if ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1" {
            var updated = text
            updated.replaceSubrange(range, with: expected)
            try updated.write(toFile: Self.path, atomically: false, encoding: .utf8)
        }
        #expect(String(text[range]) == expected, "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1 and read the diff")
    }
}
