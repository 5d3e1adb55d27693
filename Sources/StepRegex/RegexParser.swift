/// Why a pattern could not be turned into a `RegexNode`.
package enum RegexParseFailure: Error, Equatable {
    /// Valid in some engine, but outside the native subset (backreferences, inline flags, `\p{…}`, …):
    /// the Foundation engine runs it instead.
    case unsupported(String)
    /// Not a regular expression (unbalanced parentheses, nothing to repeat, …).
    case invalid(String)
}

/// Parses the ECMAScript regular-expression subset that Cucumber's expressions and step definitions use.
///
/// Syntax: alternation, groups (capturing, `(?:`, `(?<name>`), lookahead and lookbehind, classes with
/// ranges and `\d \w \s` (and negations), `.`, `^`, `$`, `\b`, `\B`, the quantifiers `* + ? {n} {n,}
/// {n,m}` greedy or lazy, and the character escapes `\t \n \r \f \v \0 \xHH \uHHHH \cX`.
struct RegexParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var captureCount = 0
    private var depth = 0

    /// Groups nested deeper than this are left to the Foundation engine (the parser recurses).
    static let maximumDepth = 200

    /// Repetition counts above this are left to the Foundation engine rather than unrolled.
    static let maximumUnrolledCount = 1000

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// Parses the whole pattern.
    mutating func parse() throws(RegexParseFailure) -> RegexNode {
        let node = try parseDisjunction()
        if index < scalars.count {
            // Only an unbalanced ')' stops a disjunction early.
            throw .invalid("Unmatched ')'")
        }
        return node
    }

    private var current: Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func parseDisjunction() throws(RegexParseFailure) -> RegexNode {
        var alternatives = [try parseAlternative()]
        while current == "|" {
            index += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseAlternative() throws(RegexParseFailure) -> RegexNode {
        var terms: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            terms.append(try parseTerm())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .concatenation(terms)
        }
    }

    private mutating func parseTerm() throws(RegexParseFailure) -> RegexNode {
        guard let scalar = current else { throw .invalid("Unexpected end of pattern") }
        let atom: RegexNode
        var quantifiable = true
        switch scalar {
        case "^":
            index += 1
            atom = .startOfInput
            quantifiable = false
        case "$":
            index += 1
            atom = .endOfInput
            quantifiable = false
        case "(":
            (atom, quantifiable) = try parseGroup()
        case ".":
            index += 1
            atom = .scalar(.dot)
        case "[":
            atom = .scalar(try parseClass())
        case "\\":
            atom = try parseEscape()
            if case .wordBoundary = atom {
                quantifiable = false
            }
        case "*", "+", "?":
            throw .invalid("Nothing to repeat")
        case "{":
            if isQuantifierBrace() {
                throw .invalid("Nothing to repeat")
            }
            index += 1
            atom = .scalar(ScalarSet(scalar: scalar.value))
        default:
            index += 1
            atom = .scalar(ScalarSet(scalar: scalar.value))
        }
        return try parseQuantifier(on: atom, quantifiable: quantifiable)
    }

    private mutating func parseQuantifier(on atom: RegexNode, quantifiable: Bool) throws(RegexParseFailure)
        -> RegexNode
    {
        guard let scalar = current else { return atom }
        var minimum: Int
        var maximum: Int?
        switch scalar {
        case "*":
            index += 1
            (minimum, maximum) = (0, nil)
        case "+":
            index += 1
            (minimum, maximum) = (1, nil)
        case "?":
            index += 1
            (minimum, maximum) = (0, 1)
        case "{" where isQuantifierBrace():
            (minimum, maximum) = try parseBraceQuantifier()
        default:
            return atom
        }
        guard quantifiable else { throw .invalid("Nothing to repeat") }
        var greedy = true
        if current == "?" {
            index += 1
            greedy = false
        } else if current == "+" {
            throw .unsupported("possessive quantifier")
        }
        if let maximum, maximum < minimum {
            throw .invalid("Numbers out of order in {} quantifier")
        }
        if minimum > RegexParser.maximumUnrolledCount || (maximum ?? 0) > RegexParser.maximumUnrolledCount {
            throw .unsupported("large repetition count")
        }
        return .repetition(atom, min: minimum, max: maximum, greedy: greedy)
    }

    /// Whether the `{` at the cursor starts `{n}`, `{n,}` or `{n,m}` (otherwise it is a literal, as in
    /// web-compatible ECMAScript).
    private func isQuantifierBrace() -> Bool {
        var offset = 1
        var digits = 0
        while let scalar = peek(offset), scalar.properties.numericType == .decimal, scalar.isASCII {
            offset += 1
            digits += 1
        }
        guard digits > 0 else { return false }
        if peek(offset) == "}" { return true }
        guard peek(offset) == "," else { return false }
        offset += 1
        while let scalar = peek(offset), scalar.isASCII, scalar.properties.numericType == .decimal {
            offset += 1
        }
        return peek(offset) == "}"
    }

    private mutating func parseBraceQuantifier() throws(RegexParseFailure) -> (Int, Int?) {
        index += 1
        let minimum = parseNumber()
        var maximum: Int? = minimum
        if current == "," {
            index += 1
            maximum = current == "}" ? nil : parseNumber()
        }
        index += 1  // "}"
        return (minimum, maximum)
    }

    private mutating func parseNumber() -> Int {
        var value = 0
        while let scalar = current, scalar.isASCII, let digit = Int(String(scalar)) {
            value = min(value * 10 + digit, Int(Int32.max))
            index += 1
        }
        return value
    }

    private mutating func parseGroup() throws(RegexParseFailure) -> (RegexNode, Bool) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= RegexParser.maximumDepth else { throw .unsupported("deep nesting") }
        index += 1  // "("
        var capture: Int?
        var lookaround: (behind: Bool, negated: Bool)?
        if current == "?" {
            switch (peek(1), peek(2)) {
            case (":", _):
                index += 2
            case ("=", _):
                index += 2
                lookaround = (false, false)
            case ("!", _):
                index += 2
                lookaround = (false, true)
            case ("<", "="):
                index += 3
                lookaround = (true, false)
            case ("<", "!"):
                index += 3
                lookaround = (true, true)
            case ("<", _):
                index += 2
                guard skipGroupName() else { throw .invalid("Invalid capture group name") }
                captureCount += 1
                capture = captureCount
            default:
                throw .unsupported("group modifier")
            }
        } else {
            captureCount += 1
            capture = captureCount
        }
        let inner = try parseDisjunction()
        guard current == ")" else { throw .invalid("Unterminated group") }
        index += 1
        if let lookaround {
            // Web-compatible ECMAScript lets a lookahead be quantified; nobody relies on it here.
            return (.lookaround(inner, behind: lookaround.behind, negated: lookaround.negated), false)
        }
        return (.group(inner, capture: capture), true)
    }

    private mutating func skipGroupName() -> Bool {
        var length = 0
        while let scalar = current, scalar != ">" {
            let isDigit = scalar.isASCII && scalar.properties.numericType == .decimal
            guard scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" || (length > 0 && isDigit) else {
                return false
            }
            length += 1
            index += 1
        }
        guard current == ">", length > 0 else { return false }
        index += 1
        return true
    }

    private mutating func parseEscape() throws(RegexParseFailure) -> RegexNode {
        index += 1  // "\"
        guard let scalar = current else { throw .invalid("\\ at end of pattern") }
        switch scalar {
        case "b":
            index += 1
            return .wordBoundary(negated: false)
        case "B":
            index += 1
            return .wordBoundary(negated: true)
        case "1"..."9":
            throw .unsupported("backreference")
        default:
            return .scalar(try parseClassOrCharacterEscape(insideClass: false))
        }
    }

    /// Parses the escape after a `\` (the cursor is on the escaped character) into the set it matches.
    private mutating func parseClassOrCharacterEscape(insideClass: Bool) throws(RegexParseFailure) -> ScalarSet {
        guard let scalar = current else { throw .invalid("\\ at end of pattern") }
        index += 1
        switch scalar {
        case "d": return .digits
        case "D": return ScalarSet(ranges: ScalarSet.digits.ranges, negated: true)
        case "w": return .wordCharacters
        case "W": return ScalarSet(ranges: ScalarSet.wordCharacters.ranges, negated: true)
        case "s": return .whiteSpace
        case "S": return ScalarSet(ranges: ScalarSet.whiteSpaceRanges, negated: true)
        case "t": return ScalarSet(scalar: 0x09)
        case "n": return ScalarSet(scalar: 0x0A)
        case "v": return ScalarSet(scalar: 0x0B)
        case "f": return ScalarSet(scalar: 0x0C)
        case "r": return ScalarSet(scalar: 0x0D)
        case "b" where insideClass: return ScalarSet(scalar: 0x08)
        case "0":
            if let next = current, next.isASCII, next.properties.numericType == .decimal {
                throw .unsupported("octal escape")
            }
            return ScalarSet(scalar: 0)
        case "x":
            guard let value = parseHex(digits: 2) else { throw .unsupported("\\x escape") }
            return ScalarSet(scalar: value)
        case "u":
            guard let value = parseHex(digits: 4) else { throw .unsupported("\\u escape") }
            return ScalarSet(scalar: value)
        case "c":
            guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else {
                throw .unsupported("\\c escape")
            }
            index += 1
            return ScalarSet(scalar: letter.value % 32)
        default:
            if scalar.isASCII, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                // \p{…}, \A, \z, \Q…\E, \h, \k<name>, …: other engines' syntax.
                throw .unsupported("escape \\\(scalar)")
            }
            return ScalarSet(scalar: scalar.value)
        }
    }

    private mutating func parseHex(digits: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let scalar = peek(offset), scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
                return nil
            }
            value = value * 16 + digit
        }
        index += digits
        return value
    }

    private mutating func parseClass() throws(RegexParseFailure) -> ScalarSet {
        index += 1  // "["
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        while true {
            guard let scalar = current else { throw .invalid("Unterminated character class") }
            if scalar == "]" {
                index += 1
                break
            }
            let (lowSet, low) = try parseClassAtom()
            if current == "-", let next = peek(1), next != "]" {
                index += 1
                let (highSet, high) = try parseClassAtom()
                if let low, let high {
                    guard low <= high else { throw .invalid("Range out of order in character class") }
                    ranges.append(low...high)
                    continue
                }
                // A class escape at either end makes '-' a literal (web-compatible ECMAScript).
                ranges += lowSet.ranges + [45...45] + highSet.ranges
                continue
            }
            ranges += lowSet.ranges
        }
        return ScalarSet(ranges: ranges, negated: negated)
    }

    /// One class member: its set, and its scalar when it is a single character (a range end).
    private mutating func parseClassAtom() throws(RegexParseFailure) -> (ScalarSet, UInt32?) {
        guard let scalar = current else { throw .invalid("Unterminated character class") }
        if scalar == "\\" {
            index += 1
            guard let escaped = current else { throw .invalid("\\ at end of pattern") }
            let isClassEscape = "dDwWsS".unicodeScalars.contains(escaped)
            let set = try parseClassOrCharacterEscape(insideClass: true)
            return (set, isClassEscape ? nil : set.singleScalar)
        }
        index += 1
        return (ScalarSet(scalar: scalar.value), scalar.value)
    }
}
