import CucumberExpressions

/// Matches step text against every step definition of one dialect, remembering the answer per text.
///
/// Every definition is tried, so that a step matching two definitions is reported ambiguous rather than
/// silently bound to the first; the cache makes the repeated steps of a large suite cost one lookup.
final class StepMatcher {
    /// One definition that matches a step, with the arguments it extracted.
    struct Match {
        /// The definition's index in `SupportCode.definitions`.
        let definition: Int
        let arguments: [Argument]
    }

    private let definitions: [Int]
    private let index: StepExpressionIndex
    private var cache: [String: [Match]] = [:]

    init(expressions: [(Int, any StepExpression)]) {
        definitions = expressions.map(\.0)
        index = StepExpressionIndex(expressions.map(\.1))
    }

    /// The definitions matching `text`, in definition order.
    func matches(_ text: String) -> [Match] {
        if let cached = cache[text] { return cached }
        let found = index.matches(text).map { Match(definition: definitions[$0.index], arguments: $0.arguments) }
        cache[text] = found
        return found
    }
}
