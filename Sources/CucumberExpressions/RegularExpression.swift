import StepRegex

/// A step definition's regular expression (ECMAScript syntax), matched as the official implementations do.
///
/// The match is a search (anchor with `^…$` to match whole steps). Each top-level capture group becomes an
/// argument whose parameter type is the registry's type with exactly that regexp (so `(\d+)` yields an
/// `Int`), or an unnamed type yielding the text. Nested groups appear as the argument group's children;
/// non-capturing and lookaround groups are not groups.
public struct RegularExpression: StepExpression {
    /// One reference: the runner copies expressions around while it tries every step on every one.
    private final class Storage: Sendable {
        let source: String
        let parameterTypes: [ParameterType]
        let regex: CompiledRegex
        let shape: GroupShape
        /// For each top-level group whose regexp several non-preferential types share: those types.
        let ambiguousTypes: [Int: [ParameterType]]
        let registry: ParameterTypeRegistry

        init(source: String, regex: CompiledRegex, registry: ParameterTypeRegistry) {
            self.source = source
            self.regex = regex
            self.registry = registry
            shape = GroupShape(pattern: source)
            var types: [ParameterType] = []
            var ambiguous: [Int: [ParameterType]] = [:]
            for (index, group) in shape.children.enumerated() {
                let candidates = registry.parameterTypes(matchingRegexp: group.source)
                if let preferred = registry.preferredParameterType(forRegexp: group.source) {
                    types.append(preferred)
                } else if let first = candidates.first {
                    types.append(first)
                    ambiguous[index] = candidates
                } else {
                    types.append(.unnamed(regexp: group.source))
                }
            }
            parameterTypes = types
            ambiguousTypes = ambiguous
        }
    }

    private let storage: Storage

    /// The pattern as written.
    public var source: String { storage.source }
    /// The parameter types of the top-level capture groups, in order.
    public var parameterTypes: [ParameterType] { storage.parameterTypes }

    /// How many capture groups the pattern has, nested and named ones included: the groups of a match (each
    /// argument's group and its children) in the order of their opening parenthesis.
    package var groupCount: Int { storage.shape.groupCount }

    /// Compiles `pattern`; throws when it is not a regular expression.
    public init(_ pattern: String, registry: ParameterTypeRegistry) throws(CucumberExpressionError) {
        let regex: CompiledRegex
        do {
            regex = try CompiledRegex(pattern)
        } catch {
            throw CucumberExpressionError(
                kind: .invalidRegularExpression(pattern: pattern),
                message: "Invalid regular expression /\(pattern)/")
        }
        storage = Storage(source: pattern, regex: regex, registry: registry)
    }

    /// The literal UTF-8 bytes every matching text starts with (empty when there are none).
    var requiredPrefix: [UInt8] {
        storage.regex.requiredPrefix
    }

    /// The arguments when the pattern is found in `text`; nil otherwise.
    ///
    /// An argument whose group's regexp is ambiguous throws the official explanation from `value()`.
    public func match(_ text: String) -> [Argument]? {
        let regex = storage.regex
        guard regex.mayMatch(text), let root = storage.shape.firstGroup(of: regex, in: text) else { return nil }
        return zip(root.children, storage.parameterTypes).enumerated().map { index, pair in
            let error = storage.ambiguousTypes[index].map {
                ambiguityError(regexp: storage.shape.children[index].source, $0, text)
            }
            return Argument(group: pair.0, parameterType: pair.1, deferredError: error)
        }
    }

    private func ambiguityError(regexp: String, _ candidates: [ParameterType], _ text: String)
        -> CucumberExpressionError
    {
        let generated = CucumberExpressionGenerator(registry: storage.registry).generateExpressions(text)
        let message = """
            Your Regular Expression /\(source)/
            matches multiple parameter types with regexp \(regexp):
               \(candidates.map { "{\($0.name)}" }.joined(separator: "\n   "))

            I couldn't decide which one to use. You have two options:

            1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
               \(generated.map(\.source).joined(separator: "\n   "))

            2) Make one of the parameter types preferential and continue to use a Regular Expression.

            """
        return CucumberExpressionError(
            kind: .ambiguousParameterType(regexp: regexp, parameterTypeNames: candidates.map(\.name)),
            message: message)
    }
}
