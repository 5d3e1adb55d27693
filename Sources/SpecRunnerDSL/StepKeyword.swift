// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The step-definition DSL is capitalised like the Gherkin keywords it mirrors. Cucumber matches step text
// regardless of its keyword, so `Given`, `When`, `Then` and `Step` are one definer under the names
// that make a library read like its features.

import CucumberMessages
import SpecRunnerCatalog

/// Defines a step for the world `W`: the closure receives the world, then one typed value per parameter of the
/// expression (`{int}` → `Int`…), then the step's `DataTable` or `DocString` if it has one.
///
/// ```swift
/// Given("el servidor responde con {int} productos", description: "El servidor devuelve N productos") {
///     (world, count: Int) in …
/// }
/// ```
///
/// `description:` is the definition's line in the glossary: one sentence, in the language the team writes its
/// features in, that completion, hover, `spec-runner steps --json` and `spec-runner mcp` show beside the
/// expression (a `///` comment cannot be read when the runner runs).
public let Given = StepKeyword()

/// Defines a step for the world `W`; see ``Given``.
public let When = StepKeyword()

/// Defines a step for the world `W`; see ``Given``.
public let Then = StepKeyword()

/// Defines a step for the world `W`, whatever its keyword; see ``Given``.
public let Step = StepKeyword()

/// What `Given`, `When`, `Then` and `Step` are: a definer of steps, called like a function.
public struct StepKeyword: Sendable {
    /// A step definition of the world `W` for the steps `pattern` matches, whose closure takes the world and one
    /// value per parameter; `description` is its one-line glossary entry.
    public func callAsFunction<W: World, each A>(
        _ pattern: StepPattern,
        description: String? = nil,
        file: String = #filePath,
        line: Int = #line,
        _ body: @escaping @MainActor @Sendable (W, repeat each A) async throws -> Void
    ) -> SupportCodeItem<W> {
        var argumentTypes: [ArgumentType] = []
        for type in repeat (each A).self {
            argumentTypes.append(ArgumentType(type))
        }
        let source = StepDefinitionSource(
            pattern: pattern,
            description: description,
            sourceReference: SourceReference(uri: file, line: line),
            argumentTypes: argumentTypes
        ) { [parameterCount = argumentTypes.count] worlds, invocation in
            // A table or doc string the closure has no parameter for would be ignored: what the feature says
            // there would go unchecked, so the step fails instead (as Cucumber's arity check does).
            if let argument = invocation.argument, parameterCount == invocation.values.count {
                throw StepArgumentError(
                    argument.dataTable != nil ? .stepTableWithoutParameter : .stepDocStringWithoutParameter)
            }
            let world = worlds.world(W.self)
            var arguments = ArgumentCursor(invocation)
            try await body(world, repeat try arguments.next((each A).self))
        }
        return SupportCodeItem(content: .step(source))
    }
}

/// Hands a step closure its arguments one by one, in parameter order.
///
/// The registry has already checked every parameter's type against the expression, so a mismatch here means
/// the step's data table or doc string is missing or of the other kind.
private struct ArgumentCursor {
    private let invocation: StepInvocation
    private var index = 0

    init(_ invocation: StepInvocation) {
        self.invocation = invocation
    }

    mutating func next<T>(_ type: T.Type) throws -> T {
        defer { index += 1 }
        if index < invocation.values.count {
            if let value = invocation.values[index] as? T { return value }
            guard let value = invocation.values[index] else {
                throw StepArgumentError(.stepArgumentMissing(position: String(index + 1), type: "\(T.self)"))
            }
            throw StepArgumentError(
                .stepArgumentType(position: String(index + 1), value: "\(Swift.type(of: value))", type: "\(T.self)"))
        }
        let argument = invocation.argument
        if let table = argument?.dataTable, let value = DataTable(table.rows) as? T { return value }
        if let docString = argument?.docString {
            if let value = DocString(docString.content, mediaType: docString.mediaType) as? T { return value }
            if let value = docString.content as? T { return value }
        }
        switch argument {
        case .dataTable?:
            throw StepArgumentError(.stepTableButParameter(type: "\(T.self)"))
        case .docString?, .docStringAndDataTable?:
            throw StepArgumentError(.stepDocStringButParameter(type: "\(T.self)"))
        case nil:
            throw StepArgumentError(.stepNoArgumentButParameter(type: "\(T.self)"))
        }
    }
}

/// A step closure whose parameters don't fit what the step provides, worded in the run's language when reported.
package struct StepArgumentError: Error, CustomStringConvertible {
    package let message: Message

    init(_ message: Message) {
        self.message = message
    }

    /// The message, in English.
    package var description: String { MessageCatalog.english.text(message) }
}
