/// Finds every expression that matches a step text, skipping those whose leading literal text rules
/// them out without calling them.
///
/// The result is exactly that of trying every expression in order (ambiguity included); only the
/// work differs. Expressions are grouped by the first byte of their literal prefix (`I add {int} …`
/// starts with `I add `), so a step is tried only against the expressions sharing its first byte and
/// those without a literal prefix (starting with a parameter, or types other than `CucumberExpression`
/// and anchored `RegularExpression`).
public struct StepExpressionIndex: Sendable {
    /// The expressions, in the order given.
    public let expressions: [any StepExpression]
    /// Expression indices by the first byte of their literal prefix, each list merged in order with
    /// the expressions that have none.
    private let candidatesByFirstByte: [[Int]]
    /// The expressions without a literal prefix (tried on every text, the empty one included).
    private let unprefixed: [Int]

    /// Indexes `expressions`.
    public init(_ expressions: [any StepExpression]) {
        self.expressions = expressions
        var byByte = Array(repeating: [Int](), count: 256)
        var unprefixed: [Int] = []
        for (index, expression) in expressions.enumerated() {
            let prefix: [UInt8]
            switch expression {
            case let cucumber as CucumberExpression: prefix = cucumber.requiredPrefix
            case let regular as RegularExpression: prefix = regular.requiredPrefix
            default: prefix = []
            }
            if let first = prefix.first {
                byByte[Int(first)].append(index)
            } else {
                unprefixed.append(index)
                for byte in 0..<256 {
                    byByte[byte].append(index)
                }
            }
        }
        candidatesByFirstByte = byByte
        self.unprefixed = unprefixed
    }

    /// Every expression matching `text`, in the order given, with its arguments.
    public func matches(_ text: String) -> [(index: Int, arguments: [Argument])] {
        let candidates = text.utf8.first.map { candidatesByFirstByte[Int($0)] } ?? unprefixed
        var result: [(index: Int, arguments: [Argument])] = []
        for index in candidates {
            if let arguments = expressions[index].match(text) {
                result.append((index, arguments))
            }
        }
        return result
    }
}
