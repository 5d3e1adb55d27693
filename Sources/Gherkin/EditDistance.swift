/// The Levenshtein distance between two short texts, in Unicode scalars: the one implementation of the package,
/// behind the parser's keyword suggestions and the runtime's and command line's "did you mean".
package enum EditDistance {
    /// The distance between `lhs` and `rhs`.
    package static func between(_ lhs: String, _ rhs: String) -> Int {
        between(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    /// The distance between two sequences of Unicode scalars.
    package static func between(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (row, leftScalar) in left.enumerated() {
            current[0] = row + 1
            for (column, rightScalar) in right.enumerated() {
                let substitution = previous[column] + (leftScalar == rightScalar ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
