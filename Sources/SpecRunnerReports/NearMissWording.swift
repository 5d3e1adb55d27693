import SpecRunnerCore

/// `text` worded as the Cucumber Expression `expression` reads, with the text's own values where the expression
/// has a parameter, optional text or alternative words: what a step that misses a definition by a slip is fixed to.
///
/// The text is aligned with the expression's literal words as ``closeDefinitions(toUndefined:among:limit:)``
/// compares them (letters compared in any case, typographic quotes made straight): each literal is written as the
/// expression has it, each wildcard keeps the text it took, so `I have 5 cucumbrs` against `I have {int}
/// cucumbers` reads `I have 5 cucumbers`, and a `{string}` keeps its quoted value.
package func nearMissWording(of text: String, as expression: String) -> String {
    let text = Array(SummaryReport.straighteningQuotes(text).unicodeScalars)
    let pattern = literalPattern(expression)
    let absorbing = wildcardCosts(text)
    let same = { (a: Unicode.Scalar, b: Unicode.Scalar) in
        a == b || a.properties.lowercaseMapping == b.properties.lowercaseMapping
    }
    // costs[row][column]: the fewest letters by which the text's first `column` scalars miss the pattern's first
    // `row` elements (as `wildcardDistance` counts them), kept whole to be walked back.
    var costs = [Array(0...text.count)]
    for element in pattern {
        let previous = costs[costs.count - 1]
        var current = [element == nil ? previous[0] : previous[0] + 1]
        for index in text.indices {
            if let literal = element {
                let replace = previous[index] + (same(text[index], literal) ? 0 : 1)
                current.append(min(replace, previous[index + 1] + 1, current[index] + 1))
            } else {
                current.append(min(previous[index + 1], current[index] + absorbing[index]))
            }
        }
        costs.append(current)
    }
    // Walked back from the end: a literal is written as the expression has it, a wildcard keeps what it took.
    var worded: [Unicode.Scalar] = []
    var row = pattern.count
    var column = text.count
    while row > 0 || column > 0 {
        let cost = costs[row][column]
        guard row > 0 else {
            column -= 1
            continue
        }
        if let literal = pattern[row - 1] {
            if column > 0, cost == costs[row - 1][column - 1] + (same(text[column - 1], literal) ? 0 : 1) {
                worded.append(literal)
                column -= 1
                row -= 1
            } else if cost == costs[row - 1][column] + 1 {
                worded.append(literal)
                row -= 1
            } else {
                column -= 1
            }
        } else if column > 0, cost == costs[row][column - 1] + absorbing[column - 1] {
            worded.append(text[column - 1])
            column -= 1
        } else {
            row -= 1
        }
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: worded.reversed())
    return String(result)
}
