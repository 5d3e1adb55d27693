import CucumberExpressions
import SpecRunnerCore

extension EditorSupport {
    /// The feature files under the folder `root`, found as a run finds them (`*.feature`, `*.feature.md`, hidden
    /// folders left out), in a stable order.
    public static func featureFiles(under root: String) -> [String] {
        Array(FeatureLoader(defaultLanguage: "en").inputPaths([FeatureLocation(parsing: root)]).dropFirst())
    }

    /// Where the matched `groups` of `boundText` are in `stepText`, the step as written, in Unicode scalars.
    ///
    /// They differ in an outline's step, whose placeholders (`<code>`) the bound text has replaced with a row's
    /// values: a group inside a replaced value stands for the whole placeholder. `nil` for a group that did not
    /// take part, or when the two texts cannot be lined up.
    nonisolated static func ranges(of groups: [Group], boundText: String, stepText: String) -> [Range<Int>?] {
        let pieces = Self.pieces(bound: Array(boundText.unicodeScalars), step: Array(stepText.unicodeScalars))
        return groups.map { group in
            guard let start = group.start, let end = group.end, let pieces,
                let lower = position(start, in: pieces, closing: false),
                let upper = end == start ? lower : position(end, in: pieces, closing: true)
            else { return nil }
            return lower..<max(lower, upper)
        }
    }

    /// The stretches of a step as written and of its bound text that stand for each other: the same literal text,
    /// or a placeholder and the value that replaced it.
    private typealias Piece = (step: Range<Int>, bound: Range<Int>, literal: Bool)

    nonisolated private static func pieces(bound: [Unicode.Scalar], step: [Unicode.Scalar]) -> [Piece]? {
        if bound == step { return [(0..<step.count, 0..<bound.count, true)] }
        // The step as written, cut into literal text and `<placeholder>`s.
        var parts: [(range: Range<Int>, literal: Bool)] = []
        var index = 0
        while index < step.count {
            if step[index] == "<", let close = step[(index + 1)...].firstIndex(where: { $0 == ">" || $0 == "<" }),
                step[close] == ">", close > index + 1
            {
                parts.append((index..<(close + 1), false))
                index = close + 1
            } else {
                if let last = parts.last, last.literal {
                    parts[parts.count - 1].range = last.range.lowerBound..<(index + 1)
                } else {
                    parts.append((index..<(index + 1), true))
                }
                index += 1
            }
        }
        var pieces: [Piece] = []
        var at = 0
        for (number, part) in parts.enumerated() {
            let text = Array(step[part.range])
            if part.literal {
                guard bound.count >= at + text.count, Array(bound[at..<(at + text.count)]) == text else { return nil }
                pieces.append((part.range, at..<(at + text.count), true))
                at += text.count
                continue
            }
            // A placeholder's value runs up to where the literal text after it starts again.
            var end = bound.count
            if number + 1 < parts.count {
                guard parts[number + 1].literal else { return nil }
                let next = Array(step[parts[number + 1].range])
                guard
                    let found = (at...max(at, bound.count - next.count)).first(where: {
                        bound.count >= $0 + next.count && Array(bound[$0..<($0 + next.count)]) == next
                    })
                else { return nil }
                end = found
            }
            pieces.append((part.range, at..<end, false))
            at = end
        }
        return at == bound.count ? pieces : nil
    }

    /// The position in the step as written of `offset` in the bound text: a group's start (`closing` false) or
    /// end; inside a placeholder's value, the placeholder's start or end.
    nonisolated private static func position(_ offset: Int, in pieces: [Piece], closing: Bool) -> Int? {
        let piece = pieces.first {
            closing
                ? $0.bound.lowerBound < offset && offset <= $0.bound.upperBound
                : $0.bound.lowerBound <= offset && offset < $0.bound.upperBound
        }
        guard let piece else { return offset == 0 ? 0 : nil }
        guard piece.literal else { return closing ? piece.step.upperBound : piece.step.lowerBound }
        return piece.step.lowerBound + offset - piece.bound.lowerBound
    }
}
