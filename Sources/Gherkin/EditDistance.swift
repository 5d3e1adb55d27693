/// Levenshtein distance between two short strings, in Unicode scalars.
enum EditDistance {
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
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
