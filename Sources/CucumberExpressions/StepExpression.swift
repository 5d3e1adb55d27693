/// An expression that step definitions are written with: a Cucumber Expression or a regular expression.
public protocol StepExpression: Sendable {
    /// The expression as written.
    var source: String { get }
    /// The parameter types of the arguments a match yields, in order.
    var parameterTypes: [ParameterType] { get }
    /// The arguments when `text` matches; nil otherwise.
    func match(_ text: String) -> [Argument]?
}
