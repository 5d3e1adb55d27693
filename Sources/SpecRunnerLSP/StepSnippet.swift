import SpecRunnerCore

/// A step definition's expression as completion text: its parameters become snippet placeholders holding a
/// sample value (`el servidor responde ${1:200} con lista vacía`).
struct StepSnippet {
    /// The snippet, in the LSP snippet syntax.
    let snippet: String
    /// The same text with the sample values, for filtering and ranking.
    let plain: String

    /// Renders a Cucumber Expression: each `{type}` a placeholder holding `samples[i]` (or a value of its type,
    /// worded in `catalog`'s language), optional text kept, the first of each alternative, escapes undone.
    init(cucumberExpression source: String, samples: [String?], catalog: MessageCatalog) {
        var snippet = ""
        var plain = ""
        var parameter = 0
        var scalars = Array(source.unicodeScalars)[...]
        var skippingAlternatives = false
        while let scalar = scalars.popFirst() {
            if skippingAlternatives {
                if scalar == " " {
                    skippingAlternatives = false
                } else {
                    continue
                }
            }
            switch scalar {
            case "\\":
                if let next = scalars.popFirst() {
                    snippet += Self.escaped(next)
                    plain.unicodeScalars.append(next)
                }
            case "{":
                var name = ""
                while let next = scalars.popFirst(), next != "}" { name.unicodeScalars.append(next) }
                let known = parameter < samples.count ? samples[parameter] : nil
                let sample = known ?? Self.sample(of: name, catalog)
                parameter += 1
                snippet += "${\(parameter):\(sample.unicodeScalars.map(Self.escaped).joined())}"
                plain += sample
            case "(", ")":
                continue
            case "/":
                skippingAlternatives = true
            default:
                snippet += Self.escaped(scalar)
                plain.unicodeScalars.append(scalar)
            }
        }
        self.snippet = snippet + "$0"
        self.plain = plain
    }

    /// Renders a regular expression's definition as its text without anchors (its groups are left to the writer).
    init(regularExpression source: String) {
        var text = Substring(source)
        if text.hasPrefix("^") { text = text.dropFirst() }
        if text.hasSuffix("$") { text = text.dropLast() }
        plain = String(text)
        snippet = text.unicodeScalars.map(Self.escaped).joined()
    }

    /// A value of the built-in parameter type `name`, or the name itself.
    private static func sample(of name: String, _ catalog: MessageCatalog) -> String {
        switch name {
        case "int", "biginteger", "long", "short", "byte": "1"
        case "float", "double", "bigdecimal": "1.5"
        case "string": "\"\(catalog.text(.completionSampleText))\""
        case "word": catalog.text(.completionSampleWord)
        case "": catalog.text(.completionSampleText)
        default: name
        }
    }

    /// A scalar as snippet text: `$`, `}` and `\` are escaped.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "$", "}", "\\": "\\" + String(scalar)
        default: String(scalar)
        }
    }
}
