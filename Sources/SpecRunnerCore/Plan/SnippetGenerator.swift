import CucumberExpressions
import CucumberMessages
import Gherkin

/// Writes the Swift step definitions to paste for an undefined step, one per expression the official
/// generator proposes (`I have {int} cukes` and `I have {float} cukes` for "I have 42 cukes").
@MainActor
package final class SnippetGenerator {
    private let supportCode: SupportCode
    private var generators: [String: CucumberExpressionGenerator] = [:]
    /// The snippets made so far, by what they depend on: a suite's undefined steps repeat (backgrounds, outlines),
    /// and each snippet tries every parameter type on every word of its text.
    private var made: [Key: [String]] = [:]
    private var typeNames: [ObjectIdentifier: String] = [:]
    /// How many made snippets are kept before starting over (a bound for suites of countless distinct texts).
    private static let capacity = 1 << 12

    private struct Key: Hashable {
        let language: String
        let keyword: String
        let trailing: [String]
        let text: String
    }

    package init(supportCode: SupportCode) {
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
    package func snippets(for step: PickleStep, language: String) -> [String] {
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
        let key = Key(language: language, keyword: keyword, trailing: trailing, text: step.text)
        if let snippets = made[key] { return snippets }
        let snippets = generator(for: language).generateExpressions(step.text).map { expression in
            let parameters = zip(expression.parameterNames, expression.parameterTypes).map { name, type in
                "\(name): \(typeName(of: type.valueType))"
            }
            let closureParameters = (["world"] + parameters + trailing).joined(separator: ", ")
            let signature = parameters.isEmpty && trailing.isEmpty ? "world" : "(\(closureParameters))"
            return """
                \(keyword)("\(Self.escape(expression.source))") { \(signature) in
                    throw Pending()
                }
                """
        }
        if made.count >= Self.capacity { made.removeAll(keepingCapacity: true) }
        made[key] = snippets
        return snippets
    }

    /// How a snippet's closure names a parameter's type (`Int`, `MyApp.Color`), worked out once per type.
    private func typeName(of type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(reflecting: type).replacing("Swift.", with: "")
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    private func generator(for language: String) -> CucumberExpressionGenerator {
        if let generator = generators[language] { return generator }
        var registry = ParameterTypeRegistry(language: language)
        for source in supportCode.customParameterTypes {
            try? registry.define(source.parameterType)
        }
        let generator = CucumberExpressionGenerator(registry: registry)
        generators[language] = generator
        return generator
    }

    /// `text` as the inside of a Swift string literal: quotes and backslashes escaped, and characters that a
    /// literal cannot hold or a terminal must not get raw (see ``ReportEscaping/terminal(_:)``) written as
    /// `\u{…}`, so that the snippet compiles and still matches the step (the build plugin's generated tests quote
    /// with it too).
    nonisolated package static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\t", "\n", "\r": escaped += ReportEscaping.visible(scalar)
            default:
                if ReportEscaping.needsTerminalEscaping(scalar) {
                    escaped += ReportEscaping.visible(scalar)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
