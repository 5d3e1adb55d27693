import CucumberExpressions
import TagExpressions

/// The runtime's wording of the problems the expression libraries report as facts, in the output language.
///
/// `CucumberExpressions` and `TagExpressions` keep only the official messages (which their conformance suites
/// check); people read these instead, as `GherkinAdviceText` words the Gherkin library's advice.
package enum ExpressionErrorText {
    /// What `error` means, for the step definition or parameter type whose expression is `expression`.
    static func problem(_ error: CucumberExpressionError, in expression: String, _ catalog: MessageCatalog) -> (
        message: String, hint: String?
    ) {
        let quoted = "\"\(expression)\""
        func located(_ problem: Message, _ hint: Message) -> (message: String, hint: String?) {
            let column = error.column.map(String.init) ?? "1"
            return (
                catalog.text(.exprProblemAt(expression: quoted, column: column, problem: catalog.text(problem))),
                catalog.text(hint)
            )
        }
        switch error.kind {
        case .cantEscape: return located(.exprCantEscape, .exprCantEscapeHint)
        case .endOfLineCanNotBeEscaped: return located(.exprEndEscaped, .exprEndEscapedHint)
        case .missingEndToken:
            // The column points at the opening `(` or `{`.
            let scalars = Array(expression.unicodeScalars)
            let index = (error.column ?? 1) - 1
            let symbol = scalars.indices.contains(index) ? String(scalars[index]) : "("
            return located(
                .exprNotClosed(symbol: symbol, closing: symbol == "{" ? "}" : ")"), .exprNotClosedHint(symbol: symbol))
        case .alternationNotAllowedInOptional: return located(.exprAlternationInOptional, .exprEscapeSlashHint)
        case .alternativeMayNotBeEmpty: return located(.exprEmptyAlternative, .exprEscapeSlashHint)
        case .alternativeMayNotExclusivelyContainOptionals:
            return located(.exprOptionalsOnlyAlternative, .exprEscapeParenthesisHint)
        case .optionalMayNotBeEmpty: return located(.exprEmptyOptional, .exprEscapeParenthesisHint)
        case .parameterIsNotAllowedInOptional: return located(.exprParameterInOptional, .exprEscapeBraceHint)
        case .optionalIsNotAllowedInOptional: return located(.exprOptionalInOptional, .exprEscapeParenthesisHint)
        case .invalidParameterTypeName(let name):
            if error.column != nil { return located(.exprBadParameterName, .exprBadParameterNameHint) }
            return (catalog.text(.exprBadParameterTypeName(name: name)), catalog.text(.exprBadParameterNameHint))
        case .undefinedParameterType(let name, _):
            return (
                catalog.text(.exprUndefinedParameterType(quoted: quoted, name: name)),
                catalog.text(.exprDefineItHint(name: name))
            )
        case .duplicateParameterTypeName(let name):
            return (
                catalog.text(.exprDuplicateParameterType(name: name)), catalog.text(.exprDuplicateParameterTypeHint)
            )
        case .duplicatePreferentialParameterType(let regexp):
            return (catalog.text(.exprTwoPreferential(regexp: regexp)), catalog.text(.exprTwoPreferentialHint))
        case .ambiguousParameterType(let regexp, let names):
            let listed = catalog.list(names.map { "{\($0)}" })
            return (
                catalog.text(.exprAmbiguousParameterType(regexp: regexp, listed: listed)),
                catalog.text(.exprAmbiguousHint)
            )
        case .invalidRegularExpression(let pattern):
            return (catalog.text(.exprInvalidRegularExpression(pattern: pattern)), nil)
        case .transformFailed(let name, let text):
            return (catalog.text(.exprTransformFailed(name: name, text: text)), nil)
        }
    }

    /// Why a tag expression does not parse.
    package static func reason(_ error: TagExpressionError, _ catalog: MessageCatalog) -> String {
        switch error.problem {
        case .expectedOperand: catalog.text(.htmlTagReasonsOperand)
        case .expectedOperator: catalog.text(.htmlTagReasonsOperator)
        case .unmatchedOpen: catalog.text(.htmlTagReasonsOpen)
        case .unmatchedClose: catalog.text(.htmlTagReasonsClose)
        case .illegalEscape(let scalar): catalog.text(.tagIllegalEscape(scalar: String(scalar)))
        case .escapeAtEnd: catalog.text(.tagEscapeAtEnd)
        }
    }
}
