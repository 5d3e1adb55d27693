/// `text` worded as the Cucumber Expression `expression` reads, with the text's own values where the expression
/// has a parameter, optional text or alternative words: what a step that misses a definition by a slip is fixed to.
///
/// The text is aligned with the expression's literal words as ``closeDefinitions(toUndefined:among:limit:)``
/// compares them (letters compared in any case, typographic quotes made straight): each literal is written as the
/// expression has it, each wildcard keeps the text it took, so `I have 5 cucumbrs` against `I have {int}
/// cucumbers` reads `I have 5 cucumbers`. A `{string}` keeps its value, in straight quotes however it was quoted
/// (doubled, single, typographic or not at all).
package func nearMissWording(of text: String, as expression: String) -> String {
    let text = Array(SummaryReport.straighteningQuotes(text).unicodeScalars)
    let pattern = literalPattern(expression)
    let absorbing = wildcardCosts(text)
    let costs = alignmentCosts(text, pattern, absorbing)
    // Walked back from the end: a literal is written as the expression has it, a wildcard keeps what it took.
    var parts: [(wildcard: Int?, scalar: Unicode.Scalar)] = []
    var wildcard = pattern.filter { $0 == nil }.count
    var row = pattern.count
    var column = text.count
    while row > 0 || column > 0 {
        let cost = costs[row][column]
        guard row > 0 else {
            column -= 1
            continue
        }
        if let literal = pattern[row - 1] {
            if column > 0, cost == costs[row - 1][column - 1] + (sameLetter(text[column - 1], literal) ? 0 : 1) {
                parts.append((nil, literal))
                column -= 1
                row -= 1
            } else if cost == costs[row - 1][column] + 1 {
                parts.append((nil, literal))
                row -= 1
            } else {
                column -= 1
            }
        } else if column > 0, cost == costs[row][column - 1] + absorbing[column - 1] {
            parts.append((wildcard - 1, text[column - 1]))
            column -= 1
        } else {
            wildcard -= 1
            row -= 1
        }
    }
    let strings = stringWildcards(expression, count: pattern.filter { $0 == nil }.count)
    var worded = ""
    var taken = String.UnicodeScalarView()
    var current: Int?
    for part in parts.reversed() + [(nil, " ")] {
        if part.wildcard != current, let wildcard = current {
            worded += strings.contains(wildcard) ? quoted(String(taken)) : String(taken)
            taken = String.UnicodeScalarView()
        }
        current = part.wildcard
        if part.wildcard == nil { worded.unicodeScalars.append(part.scalar) } else { taken.append(part.scalar) }
    }
    return String(worded.dropLast())
}

/// costs[row][column]: the fewest letters by which the text's first `column` scalars miss the pattern's first `row`
/// elements, as `wildcardDistance` counts them, kept whole to be walked back.
private func alignmentCosts(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar?], _ absorbing: [Int]) -> [[Int]] {
    var costs = [Array(0...text.count)]
    for element in pattern {
        let previous = costs[costs.count - 1]
        var current = [element == nil ? previous[0] : previous[0] + 1]
        for index in text.indices {
            if let literal = element {
                let replace = previous[index] + (sameLetter(text[index], literal) ? 0 : 1)
                current.append(min(replace, previous[index + 1] + 1, current[index] + 1))
            } else {
                current.append(min(previous[index + 1], current[index] + absorbing[index]))
            }
        }
        costs.append(current)
    }
    return costs
}

private func sameLetter(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
    a == b || a.properties.lowercaseMapping == b.properties.lowercaseMapping
}

/// The positions, among the `count` wildcards of `expression`'s literal pattern, of its `{string}` parameters,
/// found as ``literalPattern(_:)`` finds wildcards (side by side, they are one, and not a `{string}`).
private func stringWildcards(_ expression: String, count: Int) -> Set<Int> {
    var kinds: [Bool] = []
    var afterWildcard = false
    var closing: Unicode.Scalar?
    var escaped = false
    let scalars = Array(expression.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
        if let end = closing {
            guard scalar == end else { continue }
            closing = nil
            if end == " " { afterWildcard = false }
        } else if escaped || (scalar != "\\" && scalar != "/" && scalar != "{" && scalar != "(") {
            escaped = false
            afterWildcard = false
        } else if scalar == "\\" {
            escaped = true
        } else {
            let isString = scalar == "{" && scalars[(index + 1)...].starts(with: "string}".unicodeScalars)
            if afterWildcard {
                kinds[kinds.count - 1] = false
            } else {
                kinds.append(isString)
            }
            afterWildcard = true
            closing = scalar == "/" ? " " : scalar == "{" ? "}" : ")"
        }
    }
    guard kinds.count == count else { return [] }
    return Set(kinds.indices.filter { kinds[$0] })
}

/// `value` between straight double quotes, whatever quotes it had around it.
private func quoted(_ value: String) -> String {
    let quotes: Set<Unicode.Scalar> = ["\"", "'", "‘", "’", "“", "”", "„", "«", "»"]
    var scalars = Substring(value).unicodeScalars
    while let first = scalars.first, quotes.contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, quotes.contains(last) { scalars = scalars.dropLast() }
    let inner = String(scalars)
    return inner.contains("\"") ? value : "\"\(inner)\""
}
