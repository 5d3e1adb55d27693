/// A Cucumber Expression proposed for a step's text, as snippets show it (`I have {int} cukes`).
public struct GeneratedExpression: Sendable {
    /// The expression.
    public let source: String
    /// Names for the snippet's parameters, as officially: the type name, numbered from its second use
    /// (`int`, `int2`, `string`).
    public let parameterNames: [String]
    /// The parameter types, in order.
    public let parameterTypes: [ParameterType]

    init(textSegments: [String], parameterTypes: [ParameterType]) {
        var source = textSegments[0]
        for (index, type) in parameterTypes.enumerated() {
            source += "{\(type.name)}" + textSegments[index + 1]
        }
        self.source = source
        self.parameterTypes = parameterTypes
        var uses: [String: Int] = [:]
        parameterNames = parameterTypes.map { type in
            let count = (uses[type.name] ?? 0) + 1
            uses[type.name] = count
            return count == 1 ? type.name : "\(type.name)\(count)"
        }
    }
}
