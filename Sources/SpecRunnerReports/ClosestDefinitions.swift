import CucumberMessages
import Gherkin
import SpecRunnerCore

/// The step definitions whose expressions read most like `text` (a reworded or misspelt step is the usual reason
/// a step is undefined), with the letters by which `text` misses each: a slip of at most ``slipLimit`` letters
/// means the definition was meant, and a snippet for the step would duplicate it.
///
/// A Cucumber Expression is compared by its literal words: each parameter (`{string}`), optional text (`(s)`)
/// and set of alternative words stands for any text, so an argument with doubled, missing or typographic quotes
/// costs nothing and a slip of a letter or two in the words is found however long the arguments are.
///
/// Typographic quotes are read as straight ones, and each quoted text as the `{string}` it was meant to fill.
/// Returns positions in `definitions`, closest first.
package func closeDefinitions(toUndefined text: String, among definitions: [StepDefinitionMessage], limit: Int = 3)
    -> [(position: Int, slips: Int)]
{
    let straightened = SummaryReport.straighteningQuotes(text)
    let text = straightened == text ? text : SummaryReport.quotedAsParameters(straightened)
    let step = Array(text.lowercased().unicodeScalars)
    let scored = definitions.indices.map { position -> (Int, Int, Double) in
        let pattern = definitions[position].pattern
        guard pattern.type == .cucumberExpression else {
            let distance = EditDistance.between(text.lowercased(), pattern.source.lowercased())
            let length = max(text.unicodeScalars.count, pattern.source.unicodeScalars.count, 1)
            return (position, distance, 1 - Double(distance) / Double(length))
        }
        let literal = literalPattern(pattern.source.lowercased())
        let distance = wildcardDistance(step, literal)
        let literals = max(literal.filter { $0 != nil }.count, 1)
        return (position, distance, 1 - Double(distance) / Double(literals))
    }
    return scored.filter { $0.1 <= slipLimit || $0.2 >= 0.6 }.sorted { ($0.1, -$0.2) < ($1.1, -$1.2) }
        .prefix(limit).map { ($0.0, $0.1) }
}

/// The letters a step may miss a definition by and still be taken for it.
let slipLimit = 2

/// A Cucumber Expression as literal scalars, `nil` where a parameter, optional text or alternative words
/// (`petición/peticiones`) stand for any text.
private func literalPattern(_ source: String) -> [Unicode.Scalar?] {
    var pattern: [Unicode.Scalar?] = []
    // What ends the part being skipped: a parameter's `}`, an optional text's `)`, an alternative word's space.
    var closing: Unicode.Scalar?
    var escaped = false
    for scalar in source.unicodeScalars {
        if let end = closing {
            guard scalar == end else { continue }
            closing = nil
            if end == " " { pattern.append(" ") }
        } else if escaped {
            pattern.append(scalar)
            escaped = false
        } else if scalar == "\\" {
            escaped = true
        } else if scalar == "/" || scalar == "{" || scalar == "(" {
            // Before a slash, the word written is one alternative: it is taken back.
            while scalar == "/", let last = pattern.last, let literal = last, literal != " " { pattern.removeLast() }
            if pattern.last != .some(nil) { pattern.append(nil) }
            closing = scalar == "/" ? " " : scalar == "{" ? "}" : ")"
        } else {
            pattern.append(scalar)
        }
    }
    return pattern
}

/// The fewest letters to insert, delete or replace in `text` to read as `pattern`, whose `nil`s take any text: free
/// within quotes and for letters, a letter each for the spaces of unquoted words (so that a parameter at the end
/// does not take the rest of a longer step).
private func wildcardDistance(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar?]) -> Int {
    var quoted = false
    let absorbing = text.map { scalar -> Int in
        if "\"“”«»‘’".unicodeScalars.contains(scalar) { quoted.toggle() }
        return scalar == " " && !quoted ? 1 : 0
    }
    // One row per pattern element, over the text's prefixes.
    var previous = Array(0...text.count)
    for element in pattern {
        var current = [Int](repeating: 0, count: text.count + 1)
        current[0] = element == nil ? previous[0] : previous[0] + 1
        for index in stride(from: 1, through: text.count, by: 1) {
            if element == nil {
                current[index] = min(previous[index], current[index - 1] + absorbing[index - 1])
            } else {
                let replace = previous[index - 1] + (text[index - 1] == element ? 0 : 1)
                current[index] = min(replace, previous[index] + 1, current[index - 1] + 1)
            }
        }
        previous = current
    }
    return previous[text.count]
}
