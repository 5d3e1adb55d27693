import StepRegex

/// The nesting of a regular expression's capture groups, read from its source as the official `TreeRegexp`
/// reads it: non-capturing groups (`(?:`, lookarounds) hand their children to their parent.
///
/// A class, so that matching (which builds a `Group` tree from it for every match) copies no arrays.
final class GroupShape: Sendable {
    /// The group's source between its parentheses (the whole pattern for the root).
    let source: String
    let children: [GroupShape]
    /// For each group of the tree in pre-order: its number of direct children and its subtree's size.
    private let childCounts: [Int]
    private let subtreeSizes: [Int]

    private init(source: String, children: [GroupShape]) {
        self.source = source
        self.children = children
        var counts: [Int] = []
        var sizes: [Int] = []
        func flatten(_ shape: GroupShape?) {
            let index = counts.count
            let children = shape?.children ?? children
            counts.append(children.count)
            sizes.append(0)
            for child in children {
                flatten(child)
            }
            sizes[index] = counts.count - index
        }
        flatten(nil)
        childCounts = counts
        subtreeSizes = sizes
    }

    /// The tree of `pattern`'s capture groups under a root standing for the whole match.
    convenience init(pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        var stack: [(children: [GroupShape], capturing: Bool, start: Int)] = [([], true, -1)]
        var escaping = false
        var inClass = false
        for (index, scalar) in scalars.enumerated() {
            if scalar == "[" && !escaping {
                inClass = true
            } else if scalar == "]" && !escaping {
                inClass = false
            } else if scalar == "(" && !escaping && !inClass {
                stack.append(([], !GroupShape.isNonCapturing(scalars, index), index))
            } else if scalar == ")" && !escaping && !inClass && stack.count > 1 {
                let closed = stack.removeLast()
                if closed.capturing {
                    let source = String(String.UnicodeScalarView(scalars[(closed.start + 1)..<index]))
                    stack[stack.count - 1].children.append(GroupShape(source: source, children: closed.children))
                } else {
                    stack[stack.count - 1].children += closed.children
                }
            }
            escaping = scalar == "\\" && !escaping
        }
        self.init(source: pattern, children: stack[0].children)
    }

    /// How many capture groups the tree has under its root: the values a match holds, numbered in pre-order (by
    /// their opening parenthesis), named groups included, as the engine numbers its captures.
    var groupCount: Int { childCounts.count - 1 }

    private static func isNonCapturing(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        guard at(1) == "?" else { return false }  // (X)
        guard at(2) == "<" else { return true }  // (?:X) (?=X) (?!X)
        return at(3) == "=" || at(3) == "!"  // (?<=X) (?<!X), else (?<name>X)
    }

    /// The `Group` tree of `regex`'s first match in `text`, shaped by this shape; nil when nothing matches.
    func firstGroup(of regex: CompiledRegex, in text: String) -> Group? {
        var root: Group?
        _ = regex.withFirstMatch(in: text) { root = group($0) }
        return root
    }

    /// The `Group` tree of a match whose group number `index` is `capture(index)`.
    func group(_ capture: (Int) -> CaptureMatch?) -> Group {
        func build(_ index: Int) -> Group {
            let match = capture(index)
            var children: [Group] = []
            let count = childCounts[index]
            if count > 0 {
                children.reserveCapacity(count)
                var child = index + 1
                for _ in 0..<count {
                    children.append(build(child))
                    child += subtreeSizes[child]
                }
            }
            return Group(value: match?.value, start: match?.start, end: match?.end, children: children)
        }
        return build(0)
    }
}
