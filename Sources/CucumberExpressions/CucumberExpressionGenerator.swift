import StepRegex

/// Proposes Cucumber Expressions for a step's text, as the official generator does for snippets.
///
/// Where the text holds a whole word (bounded by white space, punctuation or symbols) that a snippet
/// parameter type (`useForSnippets`) matches, the expression gets that parameter; when several types
/// match the same words, one expression per combination is proposed (preferential types first, at
/// most 256 expressions).
public struct CucumberExpressionGenerator: Sendable {
    /// The snippet parameter types' regexps, compiled once: compiling them for every text was most of the cost of
    /// a snippet (a suite of thousands of undefined steps took seconds).
    private let snippetTypes: [(parameterType: ParameterType, regex: CompiledRegex)]

    /// The most expressions one text yields.
    static let maximumExpressions = 256

    /// A generator proposing the registry's snippet parameter types.
    public init(registry: ParameterTypeRegistry) {
        var snippetTypes: [(parameterType: ParameterType, regex: CompiledRegex)] = []
        for type in registry.parameterTypes where type.useForSnippets {
            for regexp in type.regexps {
                guard let regex = try? CompiledRegex.shared(regexp) else { continue }
                snippetTypes.append((type, regex))
            }
        }
        self.snippetTypes = snippetTypes
    }

    /// The expressions for `text`, best first.
    public func generateExpressions(_ text: String) -> [GeneratedExpression] {
        let scalarText = ScalarText(text)
        let scalars = scalarText.scalars
        var matchers = snippetTypes.map { ParameterTypeMatcher(parameterType: $0.parameterType, regex: $0.regex) }
        var combinations: [[ParameterType]] = []
        var segments: [String] = []
        var position = 0
        while true {
            var found: [(match: ParameterTypeMatcher.Match, type: ParameterType, order: Int)] = []
            for order in matchers.indices {
                if let match = matchers[order].firstWordMatch(in: scalarText, from: position) {
                    found.append((match, matchers[order].parameterType, order))
                }
            }
            guard !found.isEmpty else { break }
            found.sort { first, second in
                if first.match.start != second.match.start {
                    return first.match.start < second.match.start
                }
                if first.match.length != second.match.length {
                    return first.match.length > second.match.length
                }
                return first.order < second.order
            }
            let best = found[0].match
            var types: [ParameterType] = []
            for candidate in found where candidate.match == best {
                if !types.contains(where: { $0.name == candidate.type.name }) {
                    types.append(candidate.type)
                }
            }
            combinations.append(types.sorted(by: ParameterType.precedes))
            segments.append(CucumberExpressionGenerator.escape(scalars[position..<best.start]))
            position = best.start + best.length
            if position >= scalars.count {
                break
            }
        }
        segments.append(CucumberExpressionGenerator.escape(scalars[min(position, scalars.count)...]))

        var expressions: [GeneratedExpression] = []
        func permute(_ depth: Int, _ current: [ParameterType]) {
            guard expressions.count < CucumberExpressionGenerator.maximumExpressions else { return }
            if depth == combinations.count {
                expressions.append(GeneratedExpression(textSegments: segments, parameterTypes: current))
                return
            }
            for type in combinations[depth] {
                guard expressions.count < CucumberExpressionGenerator.maximumExpressions else { return }
                permute(depth + 1, current + [type])
            }
        }
        permute(0, [])
        return expressions
    }

    /// Escapes what would otherwise start an optional, a parameter or an alternation, and backslashes (which
    /// the official generator leaves as they are, proposing an expression that does not compile or match).
    private static func escape(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == "(" || scalar == "{" || scalar == "/" || scalar == "\\" {
                result.append("\\")
            }
            result.append(scalar)
        }
        return String(result)
    }
}

/// Finds where one regexp of a parameter type matches whole words of a text.
///
/// The generator asks again after each parameter it places, from further on; the last answer is kept, so that
/// a text is searched about once per matcher rather than once per parameter (a step with hundreds of quotes or
/// numbers took minutes).
private struct ParameterTypeMatcher {
    struct Match: Equatable {
        var start: Int
        var length: Int
    }

    let parameterType: ParameterType
    let regex: CompiledRegex
    /// The last answer: the position asked from, the position whose search found the match, and the match (nil
    /// when no search from the position asked from on found one).
    private var lastAnswer: (from: Int, foundFrom: Int, match: Match?)?

    init(parameterType: ParameterType, regex: CompiledRegex) {
        self.parameterType = parameterType
        self.regex = regex
    }

    /// The first non-empty match at or after `position` that is a whole word: as officially, the search
    /// restarts one scalar further each time the first match found is not.
    ///
    /// When the regex ignores the text before a match, the restarts that would find the same match again are
    /// skipped, and a search that finds nothing ends the search.
    mutating func firstWordMatch(in text: ScalarText, from position: Int) -> Match? {
        if let lastAnswer, lastAnswer.from <= position, lastAnswer.match == nil || lastAnswer.foundFrom >= position {
            // The searches from `position` up to where the last answer was found are the ones that failed before.
            return lastAnswer.match
        }
        let scalars = text.scalars
        var searchFrom = position
        var answer: (foundFrom: Int, match: Match)?
        while searchFrom < scalars.count {
            guard let whole = firstMatch(in: text, from: searchFrom) else {
                if regex.ignoresPrecedingText { break }
                searchFrom += 1
                continue
            }
            let match = Match(start: searchFrom + whole.lowerBound, length: whole.count)
            if match.length > 0 && isBoundary(scalars, before: match.start)
                && isBoundary(scalars, at: match.start + match.length)
            {
                answer = (searchFrom, match)
                break
            }
            searchFrom = regex.ignoresPrecedingText ? max(searchFrom, match.start) + 1 : searchFrom + 1
        }
        lastAnswer = (position, answer?.foundFrom ?? scalars.count, answer?.match)
        return answer?.match
    }

    /// The scalars the first match in the text from scalar `position` on covers, counted from `position` (the
    /// regex sees that rest of the text alone, as the official generator's does).
    private func firstMatch(in text: ScalarText, from position: Int) -> Range<Int>? {
        guard regex.isNative else {
            let rest = String(String.UnicodeScalarView(text.scalars[position...]))
            guard let captures = regex.firstMatch(in: rest), let whole = captures.first, let whole else { return nil }
            return whole.start..<whole.end
        }
        let base = text.byteOffsets[position]
        let bytes = text.utf8.withUnsafeBufferPointer { utf8 in
            regex.firstMatchRange(inUTF8: UnsafeBufferPointer(rebasing: utf8[base...]))
        }
        guard let bytes else { return nil }
        let start = text.scalarIndex(atByte: base + bytes.lowerBound)
        let end = text.scalarIndex(atByte: base + bytes.upperBound)
        return (start - position)..<(end - position)
    }

    private func isBoundary(_ scalars: [Unicode.Scalar], before index: Int) -> Bool {
        index == 0 || ParameterTypeMatcher.separates(scalars[index - 1])
    }

    private func isBoundary(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index == scalars.count || ParameterTypeMatcher.separates(scalars[index])
    }

    /// White space, punctuation or a symbol (`\p{Z}|\p{P}|\p{S}`).
    private static func separates(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}

/// A text as its scalars and its UTF-8, with where each scalar starts in the UTF-8: the generator reasons in
/// scalars, the regex engine runs on bytes.
private struct ScalarText {
    let scalars: [Unicode.Scalar]
    let utf8: [UInt8]
    /// The UTF-8 offset of each scalar, and the text's length in bytes last.
    let byteOffsets: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        utf8 = Array(text.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        byteOffsets = offsets
    }

    /// The index of the scalar starting at UTF-8 offset `byte` (a match starts and ends on scalar boundaries).
    func scalarIndex(atByte byte: Int) -> Int {
        var low = 0
        var high = byteOffsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if byteOffsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
