/// A problem with a Cucumber Expression, a regular expression or a parameter type, with the official message.
///
/// Problems located in an expression render as the official implementations do: the expression, a caret
/// line under the offending part, the problem and a hint. `column` is the 1-based Unicode-scalar column.
public struct CucumberExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, with the data a caller may want to report separately.
    public enum Kind: Sendable, Equatable {
        /// `\` before a character that can't be escaped.
        case cantEscape
        /// The expression ends with a lone `\`.
        case endOfLineCanNotBeEscaped
        /// A `(` or `{` without its closing partner.
        case missingEndToken
        /// A `/` inside `( … )`.
        case alternationNotAllowedInOptional
        /// A parameter name with one of `{ } ( ) \ /`.
        case invalidParameterTypeName(name: String)
        /// `a//b`, or an alternative reduced to nothing by an adjacent parameter.
        case alternativeMayNotBeEmpty
        /// An alternative made of optionals only.
        case alternativeMayNotExclusivelyContainOptionals
        /// `()`.
        case optionalMayNotBeEmpty
        /// `({int})`.
        case parameterIsNotAllowedInOptional
        /// `((a))`.
        case optionalIsNotAllowedInOptional
        /// `{name}` with no parameter type of that name in the registry.
        case undefinedParameterType(name: String, expression: String)
        /// A second parameter type with a name already defined.
        case duplicateParameterTypeName(name: String)
        /// A second preferential parameter type for one regexp.
        case duplicatePreferentialParameterType(regexp: String)
        /// A regular expression's capture group matches several parameter types, none preferential.
        case ambiguousParameterType(regexp: String, parameterTypeNames: [String])
        /// A pattern that is not a regular expression.
        case invalidRegularExpression(pattern: String)
        /// A parameter type's transformer could not convert the matched text.
        case transformFailed(parameterTypeName: String, text: String)
    }

    /// What went wrong.
    public let kind: Kind
    /// The complete message, identical to the official implementations' where they have one.
    public let message: String
    /// The 1-based column (in Unicode scalars) of the problem in the expression, when it has one.
    public let column: Int?

    /// Creates an error; `message` is the complete text shown to users.
    public init(kind: Kind, message: String, column: Int? = nil) {
        self.kind = kind
        self.message = message
        self.column = column
    }

    /// The message.
    public var description: String { message }

    /// The official layout for a problem at scalar offset `start` (a caret, or `^--^` spanning to `end`).
    static func located(
        _ kind: Kind, expression: String, start: Int, end: Int? = nil, problem: String, solution: String
    ) -> CucumberExpressionError {
        var pointer = String(repeating: " ", count: start) + "^"
        if let end, start + 1 < end {
            pointer += String(repeating: "-", count: end - start - 2) + "^"
        }
        let message = """
            This Cucumber Expression has a problem at column \(start + 1):

            \(expression)
            \(pointer)
            \(problem).
            \(solution)
            """
        return CucumberExpressionError(kind: kind, message: message, column: start + 1)
    }
}
