/// The nesting of a regular expression's capture groups, read from its source as the official `TreeRegexp`
/// reads it: non-capturing groups (`(?:`, lookarounds) hand their children to their parent.
struct GroupShape: Sendable {
    /// The group's source between its parentheses (the whole pattern for the root).
    var source: String
    var children: [GroupShape]
    /// For each group in pre-order: its number of direct children and the size of its subtree, so that
    /// a match's tree is built without walking (and retaining) the shapes.
    private var childCounts: [Int] = []
    private var subtreeSizes: [Int] = []

    init(source: String, children: [GroupShape] = []) {
        self.source = source
        self.children = children
    }

    /// The tree of `pattern`'s capture groups under a root standing for the whole match.
    init(pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        var stack: [(shape: GroupShape, capturing: Bool, start: Int)] = [(GroupShape(source: pattern), true, -1)]
        var escaping = false
        var inClass = false
        for (index, scalar) in scalars.enumerated() {
            if scalar == "[" && !escaping {
                inClass = true
            } else if scalar == "]" && !escaping {
                inClass = false
            } else if scalar == "(" && !escaping && !inClass {
                stack.append((GroupShape(source: ""), !GroupShape.isNonCapturing(scalars, index), index))
            } else if scalar == ")" && !escaping && !inClass && stack.count > 1 {
                var closed = stack.removeLast()
                if closed.capturing {
                    closed.shape.source = String(String.UnicodeScalarView(scalars[(closed.start + 1)..<index]))
                    stack[stack.count - 1].shape.children.append(closed.shape)
                } else {
                    stack[stack.count - 1].shape.children += closed.shape.children
                }
            }
            escaping = scalar == "\\" && !escaping
        }
        self = stack[0].shape
        flatten(self)
    }

    private mutating func flatten(_ shape: GroupShape) {
        let index = childCounts.count
        childCounts.append(shape.children.count)
        subtreeSizes.append(0)
        for child in shape.children {
            flatten(child)
        }
        subtreeSizes[index] = childCounts.count - index
    }

    private static func isNonCapturing(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        guard at(1) == "?" else { return false }  // (X)
        guard at(2) == "<" else { return true }  // (?:X) (?=X) (?!X)
        return at(3) == "=" || at(3) == "!"  // (?<=X) (?<!X), else (?<name>X)
    }

    /// The number of capture groups in the tree, the root included.
    var count: Int {
        1 + children.reduce(0) { $0 + $1.count }
    }

    /// The `Group` tree of a match, numbering groups in pre-order as capture indices are numbered.
    func group(from captures: [CaptureMatch?]) -> Group {
        group { $0 < captures.count ? captures[$0] : nil }
    }

    /// The `Group` tree of a match whose group number `index` is `capture(index)`.
    func group(_ capture: (Int) -> CaptureMatch?) -> Group {
        childCounts.withUnsafeBufferPointer { childCounts in
            subtreeSizes.withUnsafeBufferPointer { subtreeSizes in
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
    }
}
