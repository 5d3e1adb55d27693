import Foundation
import SpecRunner
import SpecRunnerCore
import StackMyArchitectureSpecs
import Testing

/// The glossary of `docs/es/guia-product-owner.md`: every step this repository defines, in the library's order,
/// each with its plain-language line, the `description:` of its definition.
///
/// The table is generated from the step index. After adding, removing or rewording a step or its description, run
///
///     SPEC_RUNNER_UPDATE_GOLDENS=1 swift test --filter ProductOwnerGuideTests
@MainActor
@Suite(.serialized) struct ProductOwnerGuideTests {
    static let path = packageRoot + "/docs/es/guia-product-owner.md"
    static let begin =
        "<!-- glosario: generado del índice de pasos (la descripción de cada definición) por ProductOwnerGuideTests; no editar -->"
    static let end = "<!-- fin del glosario -->"
    /// The heading of each step file's part of the glossary, by what its steps are about.
    static let areas = [
        "LoginSteps.swift": "Inicio de sesión",
        "NavigationSteps.swift": "Navegación y sesión",
        "CatalogSteps.swift": "Catálogo: los ocho escenarios de la especificación BDD",
        "CatalogScreenSteps.swift": "Catálogo: la pantalla y las respuestas del servidor",
        "CatalogScreenSteps+Then.swift": "Catálogo: la pantalla y las respuestas del servidor",
    ]

    /// The guide's text, and its glossary section (between ``begin`` and ``end``).
    private func guide() throws -> (text: String, glossary: Range<String.Index>) {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "the guide has no glossary marker").upperBound
        let stop = try #require(text.range(of: Self.end, range: start..<text.endIndex)).lowerBound
        return (text, start..<stop)
    }

    /// The glossary section for the step index: a table per area, each step with its description.
    private func glossary() -> String {
        let entries = EditorSupport(libraries: SpecLibraries.all).definitions
        func area(_ entry: StepDefinitionIndex.Entry) -> String {
            let name = URL(fileURLWithPath: entry.file).lastPathComponent
            return Self.areas[name] ?? name
        }
        var areas: [String] = []
        for entry in entries where !areas.contains(area(entry)) { areas.append(area(entry)) }
        var text = "\n"
        for name in areas {
            text += "\n### \(name)\n\n| Paso | Qué comprueba o prepara |\n|---|---|\n"
            for entry in entries where area(entry) == name {
                let expression = entry.expression.replacing("|", with: "\\|")
                text += "| `\(expression)` | \(entry.description ?? "") |\n"
            }
        }
        return text + "\n"
    }

    @Test func theGuidesGlossaryIsTheStepIndexAsItIsNow() throws {
        let (text, range) = try guide()
        let expected = glossary()
        if ProcessInfo.processInfo.environment["SPEC_RUNNER_UPDATE_GOLDENS"] == "1" {
            var updated = text
            updated.replaceSubrange(range, with: expected)
            try updated.write(toFile: Self.path, atomically: false, encoding: .utf8)
        }
        #expect(String(text[range]) == expected, "regenerate with SPEC_RUNNER_UPDATE_GOLDENS=1 and read the diff")
    }
}
