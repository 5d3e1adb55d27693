import Gherkin

/// The outline of a feature file as LSP document symbols: the feature, its rules, backgrounds, scenarios and
/// their examples, each spanning the lines up to the next one.
enum DocumentSymbols {
    /// A node of the outline before its end line is known.
    private struct Node {
        let name: String
        let detail: String
        let kind: Int
        let line: Int
        var children: [Node]
    }

    static func symbols(of document: GherkinDocument?, in text: TextDocument) -> JSONValue {
        guard let feature = document?.feature else { return [] }
        let root = Node(
            name: feature.name.isEmpty ? feature.keyword : feature.name, detail: feature.keyword, kind: 2,
            line: feature.location.line - 1, children: feature.children.map(node))
        return [symbol(root, end: max(text.lines.count - 1, 0), in: text)]
    }

    private static func node(_ child: Feature.Child) -> Node {
        switch child {
        case .background(let background): node(.background(background) as Rule.Child)
        case .scenario(let scenario): node(.scenario(scenario) as Rule.Child)
        case .rule(let rule):
            Node(
                name: rule.name, detail: rule.keyword, kind: 3, line: rule.location.line - 1,
                children: rule.children.map(node))
        }
    }

    private static func node(_ child: Rule.Child) -> Node {
        switch child {
        case .background(let background):
            Node(
                name: background.name.isEmpty ? background.keyword : background.name, detail: background.keyword,
                kind: 5, line: background.location.line - 1, children: [])
        case .scenario(let scenario):
            Node(
                name: scenario.name, detail: scenario.keyword, kind: 12, line: scenario.location.line - 1,
                children: scenario.examples.map {
                    Node(
                        name: $0.name.isEmpty ? $0.keyword : $0.name, detail: $0.keyword, kind: 18,
                        line: $0.location.line - 1, children: [])
                })
        }
    }

    /// A node as a `DocumentSymbol` whose range ends on `end` (the line before what follows it).
    private static func symbol(_ node: Node, end: Int, in text: TextDocument) -> JSONValue {
        var children: [JSONValue] = []
        for (index, child) in node.children.enumerated() {
            let childEnd = index + 1 < node.children.count ? node.children[index + 1].line - 1 : end
            children.append(symbol(child, end: max(childEnd, child.line), in: text))
        }
        let last = max(end, node.line)
        return [
            "name": .string(node.name.isEmpty ? node.detail : node.name),
            "detail": .string(node.detail),
            "kind": .integer(node.kind),
            "range": [
                "start": ["line": .integer(node.line), "character": 0],
                "end": ["line": .integer(last), "character": .integer(text.utf16Length(of: last))],
            ],
            "selectionRange": LanguageServer.range(line: node.line, start: 0, end: text.utf16Length(of: node.line)),
            "children": .array(children),
        ]
    }
}
