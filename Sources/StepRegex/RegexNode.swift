/// The syntax tree of a regular expression in the subset the native engine runs (ECMAScript semantics).
indirect enum RegexNode: Sendable, Equatable {
    case empty
    /// One scalar from a set (a literal character is a one-element set).
    case scalar(ScalarSet)
    case startOfInput
    case endOfInput
    case wordBoundary(negated: Bool)
    /// A group; `capture` is its 1-based capture index, nil for `(?:…)`.
    case group(RegexNode, capture: Int?)
    case lookaround(RegexNode, behind: Bool, negated: Bool)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// `max` nil means unbounded.
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)

    /// Whether the node looks at text before the position it is matched at (`^`, a word boundary, a lookbehind).
    ///
    /// A regex without such nodes finds the same match at a position wherever the search started, so a search
    /// that fails finds nothing from any later start either.
    var looksBehind: Bool {
        switch self {
        case .startOfInput, .wordBoundary:
            return true
        case .empty, .endOfInput, .scalar:
            return false
        case .lookaround(let node, let behind, _):
            return behind || node.looksBehind
        case .group(let node, _), .repetition(let node, _, _, _):
            return node.looksBehind
        case .concatenation(let nodes), .alternation(let nodes):
            return nodes.contains(where: \.looksBehind)
        }
    }

    /// Whether the node can match without consuming input.
    var isNullable: Bool {
        switch self {
        case .empty, .startOfInput, .endOfInput, .wordBoundary, .lookaround:
            return true
        case .scalar:
            return false
        case .group(let node, _):
            return node.isNullable
        case .concatenation(let nodes):
            return nodes.allSatisfy(\.isNullable)
        case .alternation(let nodes):
            return nodes.contains(where: \.isNullable)
        case .repetition(let node, let min, _, _):
            return min == 0 || node.isNullable
        }
    }

    /// The capture indices inside the node (they are contiguous, numbered by their opening parenthesis).
    var captureRange: ClosedRange<Int>? {
        var low = Int.max
        var high = Int.min
        func visit(_ node: RegexNode) {
            switch node {
            case .group(let inner, let capture):
                if let capture {
                    low = min(low, capture)
                    high = max(high, capture)
                }
                visit(inner)
            case .lookaround(let inner, _, _), .repetition(let inner, _, _, _):
                visit(inner)
            case .concatenation(let nodes), .alternation(let nodes):
                nodes.forEach(visit)
            case .empty, .scalar, .startOfInput, .endOfInput, .wordBoundary:
                break
            }
        }
        visit(self)
        return low <= high ? low...high : nil
    }
}
