import SpecRunnerCore
import StackMyArchitectureSpecs
import Testing

/// Every step definition of the specification has its line in the glossary, one sentence in Spanish, as a
/// product owner reads it (completion, hover, `spec-runner steps --json` and `spec-runner mcp` show it).
@MainActor
struct GlossaryTests {
    @Test func every_step_definition_has_a_one_line_description() {
        let entries = StepDefinitionIndex(libraries: SpecLibraries.all).entries
        #expect(entries.count > 100)
        for entry in entries {
            let description = entry.description ?? ""
            #expect(!description.isEmpty, "«\(entry.expression)» (\(entry.file):\(entry.line)) has no description")
            #expect(!description.contains("\n"), "«\(entry.expression)»: one line")
            #expect(description.first?.isUppercase == true, "«\(entry.expression)»: a sentence")
        }
    }
}
