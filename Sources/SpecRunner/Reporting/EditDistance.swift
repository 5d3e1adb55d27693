/// The Levenshtein distance between two texts, in Unicode scalars.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
}

/// The Levenshtein distance between two sequences of Unicode scalars.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The step definitions whose expressions read most like `text`: a reworded step is the usual reason a step
/// is undefined.
func closestDefinitions(to text: String, among definitions: [StepDefinitionMessage], limit: Int = 3)
    -> [StepDefinitionMessage]
{
    let scored = definitions.map { definition -> (StepDefinitionMessage, Double) in
        let source = definition.pattern.source
        let distance = Double(editDistance(text.lowercased(), source.lowercased()))
        let length = Double(max(text.unicodeScalars.count, source.unicodeScalars.count, 1))
        return (definition, 1 - distance / length)
    }
    return scored.filter { $0.1 >= 0.6 }.sorted { $0.1 > $1.1 }.prefix(limit).map(\.0)
}
