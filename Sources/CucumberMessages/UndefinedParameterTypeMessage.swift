/// A step definition that could not be registered because its expression names an unknown parameter type.
public struct UndefinedParameterTypeMessage: Codable, Sendable, Equatable {
    /// The unknown type's name.
    public var name: String
    /// The expression that uses it.
    public var expression: String

    package init(name: String, expression: String) {
        self.name = name
        self.expression = expression
    }
}
