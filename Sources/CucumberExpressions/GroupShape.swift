/// The nesting of a regular expression's capture groups, read from its source as the official `TreeRegexp`
/// reads it: non-capturing groups (`(?:`, lookarounds) hand their children to their parent.
struct GroupShape: Sendable {
    /// The group's source between its parentheses (the whole pattern for the root).
    var source: String
    var children: [GroupShape]

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
        var next = 0
        return build(captures, &next)
    }

    private func build(_ captures: [CaptureMatch?], _ next: inout Int) -> Group {
        let index = next
        next += 1
        let children = self.children.map { $0.build(captures, &next) }
        let capture = index < captures.count ? captures[index] : nil
        return Group(value: capture?.value, start: capture?.start, end: capture?.end, children: children)
    }
}
