import CucumberExpressions
import TagExpressions

/// The runtime's wording of the problems the expression libraries report as facts, in the output language.
///
/// `CucumberExpressions` and `TagExpressions` keep only the official messages (which their conformance suites
/// check); people read these instead, as `GherkinDiagnostic.hint(in:)` words the Gherkin library's advice.
package enum ExpressionErrorText {
    /// What `error` means, for the step definition or parameter type whose expression is `expression`.
    static func problem(_ error: CucumberExpressionError, in expression: String, _ catalog: MessageCatalog) -> (
        message: String, hint: String?
    ) {
        let quoted = "\"\(expression)\""
        func plain(_ problem: Message, _ hint: Message?) -> (message: String, hint: String?) {
            (catalog.text(problem), hint.map(catalog.text))
        }
        func located(_ problem: Message, _ hint: Message) -> (message: String, hint: String?) {
            let column = error.column.map(String.init) ?? "1"
            return plain(.exprProblemAt(expression: quoted, column: column, problem: catalog.text(problem)), hint)
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
            return plain(.exprBadParameterTypeName(name: name), .exprBadParameterNameHint)
        case .undefinedParameterType(let name, _):
            return plain(.exprUndefinedParameterType(quoted: quoted, name: name), .exprDefineItHint(name: name))
        case .duplicateParameterTypeName(let name):
            return plain(.exprDuplicateParameterType(name: name), .exprDuplicateParameterTypeHint)
        case .duplicatePreferentialParameterType(let regexp):
            return plain(.exprTwoPreferential(regexp: regexp), .exprTwoPreferentialHint)
        case .ambiguousParameterType(let regexp, let names):
            let listed = catalog.list(names.map { "{\($0)}" })
            return plain(.exprAmbiguousParameterType(regexp: regexp, listed: listed), .exprAmbiguousHint)
        case .invalidRegularExpression(let pattern): return plain(.exprInvalidRegularExpression(pattern: pattern), nil)
        case .transformFailed(let name, let text): return plain(.exprTransformFailed(name: name, text: text), nil)
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
