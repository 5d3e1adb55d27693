import CucumberExpressions
import CucumberMessages
import Gherkin
import TagExpressions

/// The support code of a run: every library's step definitions, hooks and parameter types, in definition
/// order, with their message ids, checked once and compiled for each dialect in use.
package final class SupportCode {
    /// A step definition of the run.
    struct Definition {
        let id: String
        let source: StepDefinitionSource
        /// What the closure takes after the expression's arguments.
        let trailing: TrailingArgument
        /// The parameter type the expression names but nobody defined, if any: such a definition matches nothing.
        let undefinedParameterType: String?
    }

    /// A hook of the run.
    package struct Hook {
        package let id: String
        package let source: HookSource
        let tagExpression: TagExpression?

        func applies(to tags: Set<String>) -> Bool {
            tagExpression?.evaluate(tags) ?? true
        }
    }

    private(set) var definitions: [Definition] = []
    package private(set) var hooks: [Hook] = []
    /// Hooks by kind (see ``slot(of:)``), asked for at every step: an array, since a dictionary keyed by the kind
    /// hashed its raw text at each lookup.
    private var hooksByKind: [[Hook]] = Array(repeating: [], count: SupportCode.kindCount)
    /// The support-code messages, in definition order: parameter types, step definitions, undefined
    /// parameter types and hooks interleaved as written.
    package private(set) var envelopes: [Envelope] = []
    /// Problems found while registering; any error stops the run before it starts.
    package private(set) var diagnostics: [Diagnostic] = []

    /// The custom parameter types that registered, in definition order.
    private(set) var customParameterTypes: [ParameterTypeSource] = []
    private var matchers: [String: StepMatcher] = [:]
    /// The expressions compiled while registering (with the English registry) by definition, reused for English
    /// steps.
    private(set) var englishExpressions: [Int: any StepExpression] = [:]

    /// Registers the support code of `libraries`; its problems are worded in `catalog`'s language.
    ///
    /// Each item's file is made relative to `workingDirectory` here, once, so that every message, report and
    /// problem shows it so; an empty `workingDirectory` keeps the compiler's absolute paths (the language server
    /// needs them for its `file://` URIs).
    package init(
        libraries: [Steps], ids: any IdGenerator, catalog: MessageCatalog = .english, workingDirectory: String = ""
    ) {
        let items = SupportCodeContent.relative(libraries.flatMap(\.items), to: workingDirectory)
        var englishRegistry = ParameterTypeRegistry()
        for case .parameterType(let source) in items {
            do {
                try englishRegistry.define(source.parameterType)
                customParameterTypes.append(source)
            } catch {
                let (message, hint) = ExpressionErrorText.problem(error, in: source.parameterType.name, catalog)
                diagnostics.append(Self.diagnostic(message, hint: hint, at: source.sourceReference))
            }
        }
        let definedTypes = Set(customParameterTypes.map { $0.parameterType.name })
        for item in items {
            switch item {
            case .parameterType(let source):
                guard definedTypes.contains(source.parameterType.name) else { continue }
                let type = source.parameterType
                let message = ParameterTypeMessage(
                    id: ids.newId(), name: type.name, regularExpressions: type.regexps,
                    preferForRegularExpressionMatch: type.preferForRegexpMatch, useForSnippets: type.useForSnippets,
                    sourceReference: source.sourceReference)
                envelopes.append(.parameterType(message))
            case .step(let source):
                register(source, registry: englishRegistry, ids: ids, catalog)
            case .hook(let source):
                register(source, ids: ids, catalog)
            }
        }
    }

    /// The matcher for steps written in the dialect `language` (number formats differ between dialects).
    package func matcher(for language: String) -> StepMatcher {
        if let matcher = matchers[language] { return matcher }
        var registry = ParameterTypeRegistry(language: language)
        for source in customParameterTypes {
            try? registry.define(source.parameterType)
        }
        var expressions: [(Int, any StepExpression)] = []
        for (index, definition) in definitions.enumerated() where definition.undefinedParameterType == nil {
            if language == "en", let expression = englishExpressions[index] {
                expressions.append((index, expression))
            } else if let expression = try? Self.compile(definition.source.pattern, registry: registry) {
                expressions.append((index, expression))
            }
        }
        let matcher = StepMatcher(expressions: expressions, definitionIds: definitions.map(\.id))
        matchers[language] = matcher
        return matcher
    }

    /// Hooks of `kind` in definition order.
    func hooks(_ kind: HookMessage.Kind) -> [Hook] {
        hooksByKind[Self.slot(of: kind)]
    }

    /// How many slots ``slot(of:)`` gives.
    private static let kindCount = 6

    private static func slot(of kind: HookMessage.Kind) -> Int {
        switch kind {
        case .beforeTestRun: 0
        case .afterTestRun: 1
        case .beforeTestCase: 2
        case .afterTestCase: 3
        case .beforeTestStep: 4
        case .afterTestStep: 5
        }
    }

    private func register(
        _ source: StepDefinitionSource, registry: ParameterTypeRegistry, ids: any IdGenerator,
        _ catalog: MessageCatalog
    ) {
        let expression: any StepExpression
        do {
            expression = try Self.compile(source.pattern, registry: registry)
        } catch {
            if case .undefinedParameterType(let name, let expressionText) = error.kind {
                envelopes.append(
                    .undefinedParameterType(UndefinedParameterTypeMessage(name: name, expression: expressionText))
                )
                definitions.append(
                    Definition(id: ids.newId(), source: source, trailing: .none, undefinedParameterType: name)
                )
                var warning = Self.diagnostic(
                    catalog.text(.supportUndefinedParameterType(expression: source.pattern.source, name: name)),
                    hint: catalog.text(.exprDefineItHint(name: name)), at: source.sourceReference)
                warning.severity = .warning
                diagnostics.append(warning)
            } else {
                let (message, hint) = ExpressionErrorText.problem(error, in: source.pattern.source, catalog)
                diagnostics.append(Self.diagnostic(message, hint: hint, at: source.sourceReference))
            }
            return
        }
        let trailing: TrailingArgument
        do {
            trailing = try Self.check(source, against: expression, catalog)
        } catch {
            diagnostics.append(Self.diagnostic(error.description, at: source.sourceReference))
            return
        }
        let definition = Definition(id: ids.newId(), source: source, trailing: trailing, undefinedParameterType: nil)
        englishExpressions[definitions.count] = expression
        definitions.append(definition)
        let pattern = StepDefinitionMessage.Pattern(
            source: source.pattern.source,
            type: source.pattern.kind == .regularExpression ? .regularExpression : .cucumberExpression)
        envelopes.append(
            .stepDefinition(
                StepDefinitionMessage(id: definition.id, pattern: pattern, sourceReference: source.sourceReference)))
    }

    private func register(_ source: HookSource, ids: any IdGenerator, _ catalog: MessageCatalog) {
        var tagExpression: TagExpression?
        if let text = source.tagExpression {
            do {
                tagExpression = try TagExpression.parse(text)
            } catch {
                diagnostics.append(
                    Self.diagnostic(
                        catalog.text(
                            .supportInvalidHookTags(
                                expression: text, reason: ExpressionErrorText.reason(error, catalog))),
                        hint: catalog.text(.runTagsHint), at: source.sourceReference)
                )
                return
            }
        }
        let hook = Hook(id: ids.newId(), source: source, tagExpression: tagExpression)
        hooks.append(hook)
        hooksByKind[Self.slot(of: hook.source.kind)].append(hook)
        let message = HookMessage(
            id: hook.id, type: source.kind, name: source.name, tagExpression: source.tagExpression,
            sourceReference: source.sourceReference)
        envelopes.append(.hook(message))
    }

    private static func compile(
        _ pattern: StepPattern,
        registry: ParameterTypeRegistry
    ) throws(CucumberExpressionError) -> any StepExpression {
        switch pattern.kind {
        case .cucumberExpression: try CucumberExpression(pattern.source, registry: registry)
        case .regularExpression: try RegularExpression(pattern.source, registry: registry)
        }
    }

    /// Checks the closure's parameters against the expression: one per expression parameter, of the type its
    /// parameter type produces, then optionally a `DataTable`, `DocString` or `String` (the doc string's content).
    private static func check(
        _ source: StepDefinitionSource,
        against expression: any StepExpression,
        _ catalog: MessageCatalog
    ) throws(RegistrationError) -> TrailingArgument {
        let parameters = expression.parameterTypes
        let arguments = source.argumentTypes
        let expressionName = "\"\(source.pattern.source)\""
        guard arguments.count == parameters.count || arguments.count == parameters.count + 1 else {
            let listed = parameters.map { "{\($0.name)}" }.joined(separator: ", ")
            let count = catalog.text(
                .supportArgumentCount(
                    count: arguments.count, expression: expressionName, parameters: String(parameters.count)))
            let end = (listed.isEmpty ? "" : " (\(listed))") + catalog.text(.supportArgumentCountEnd)
            throw RegistrationError(description: count + end)
        }
        for (index, (parameter, argument)) in zip(parameters, arguments).enumerated()
        where !argument.accepts(parameter.valueType) {
            let produced = String(reflecting: parameter.valueType).replacing("Swift.", with: "")
            let message = Message.supportArgumentType(
                position: String(index + 1), type: argument.name, parameterType: parameter.name,
                expression: expressionName, produced: produced)
            throw RegistrationError(description: catalog.text(message))
        }
        guard arguments.count == parameters.count + 1, let last = arguments.last else { return .none }
        if last.accepts(SpecRunnerDSL.DataTable.self) { return .dataTable }
        if last.accepts(SpecRunnerDSL.DocString.self) { return .docString }
        if last.accepts(String.self) { return .docStringContent }
        throw RegistrationError(description: catalog.text(.supportLastArgument(name: last.name)))
    }

    private static func diagnostic(_ message: String, hint: String? = nil, at reference: SourceReference) -> Diagnostic
    {
        Diagnostic(.error, path: reference.uri, line: reference.location.line, message: message, hint: hint)
    }
}

/// A step definition that cannot be registered as written.
struct RegistrationError: Error, CustomStringConvertible {
    let description: String
}
