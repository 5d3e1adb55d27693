/// A matched parameter of a step: its capture group and the parameter type that converts it.
public struct Argument: Sendable {
    /// The capture group the parameter matched.
    public let group: Group
    /// The parameter type of the parameter.
    public let parameterType: ParameterType
    /// A problem found while matching that makes the value unavailable (an ambiguous regexp).
    let deferredError: CucumberExpressionError?

    init(group: Group, parameterType: ParameterType, deferredError: CucumberExpressionError? = nil) {
        self.group = group
        self.parameterType = parameterType
        self.deferredError = deferredError
    }

    /// The parameter type's transformer applied to the group; nil when the group did not participate.
    public func value() throws -> (any Sendable)? {
        if let deferredError {
            throw deferredError
        }
        guard group.value != nil else { return nil }
        return try parameterType.transform(group.values)
    }
}
