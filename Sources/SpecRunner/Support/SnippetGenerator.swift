import CucumberExpressions
import Gherkin

/// Writes the Swift step definitions to paste for an undefined step, one per expression the official
/// generator proposes (`I have {int} cukes` and `I have {float} cukes` for "I have 42 cukes").
@MainActor
final class SnippetGenerator {
    private let supportCode: SupportCode
    private var generators: [String: CucumberExpressionGenerator] = [:]

    init(supportCode: SupportCode) {
        self.supportCode = supportCode
    }

    /// The snippets for an undefined pickle step, as a `suggestion` message.
    func suggestion(for step: PickleStep, in pickle: Pickle, ids: any IdGenerator) -> Suggestion? {
        let snippets = self.snippets(for: step, language: pickle.language)
        guard !snippets.isEmpty else { return nil }
        return Suggestion(
            id: ids.newId(),
            pickleStepId: step.id,
            snippets: snippets.map { Suggestion.Snippet(language: "swift", code: $0) }
        )
    }

    /// The snippets' code, most specific expression first.
    func snippets(for step: PickleStep, language: String) -> [String] {
        let generator = generator(for: language)
        let keyword: String
        switch step.type {
        case .action?: keyword = "When"
        case .outcome?: keyword = "Then"
        default: keyword = "Given"
        }
        var trailing: [String] = []
        switch step.argument {
        case .dataTable?: trailing = ["table: DataTable"]
        case .docString?: trailing = ["docString: DocString"]
        case .docStringAndDataTable?: trailing = ["table: DataTable"]
        case nil: break
        }
        return generator.generateExpressions(step.text).map { expression in
            let parameters = zip(expression.parameterNames, expression.parameterTypes).map { name, type in
                "\(name): \(String(reflecting: type.valueType).replacing("Swift.", with: ""))"
            }
            let closureParameters = (["world"] + parameters + trailing).joined(separator: ", ")
            let signature = parameters.isEmpty && trailing.isEmpty ? "world" : "(\(closureParameters))"
            return """
                \(keyword)("\(Self.escape(expression.source))") { \(signature) in
                    throw Pending()
                }
                """
        }
    }

    private func generator(for language: String) -> CucumberExpressionGenerator {
        if let generator = generators[language] { return generator }
        var registry = ParameterTypeRegistry(language: language)
        for source in supportCode.customParameterTypeSources {
            try? registry.define(source.parameterType)
        }
        let generator = CucumberExpressionGenerator(registry: registry)
        generators[language] = generator
        return generator
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
