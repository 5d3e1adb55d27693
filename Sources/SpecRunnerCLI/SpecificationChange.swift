import Gherkin

/// How a scenario, or one examples row of an outline, differs between two versions of the feature files, found
/// by content rather than by line: what `spec-runner diff` reports and `--changed-since` runs.
struct SpecificationChange: Equatable {
    /// A scenario, or an outline's examples row, as the change compares it.
    struct Item: Equatable {
        /// The feature file, as the command was given it.
        let file: String
        /// The scenario's line, or the examples row's.
        let line: Int
        /// The scenario's name (an outline's, placeholders filled).
        let name: String
        /// Each step's text with its doc string or table: what the scenario checks (an outline's row: the
        /// outline's steps as written, placeholders and all, so that a row's values change the row alone).
        let steps: [String]
        /// The examples row's values, for an outline's row.
        let row: [String]?
        /// The outline's line and the row's place among its rows, for an outline's row.
        let rowPlace: RowPlace?

        /// Where an examples row stands in its outline.
        struct RowPlace: Hashable {
            let outlineLine: Int
            let index: Int
        }

        /// `file:line`, as a run selects it.
        var location: String { "\(file):\(line)" }
    }

    /// What happened to an item.
    enum Kind: Equatable {
        case added
        case removed
        /// Steps or an examples row's values changed: the lines removed and added, in order.
        case changed(removed: [String], added: [String])
        case renamed
        /// To another file.
        case moved
    }

    let kind: Kind
    /// The item as it was; `nil` when added.
    let before: Item?
    /// The item as it is; `nil` when removed.
    let after: Item?

    /// The changes that make `before` into `after`, in the order of `after`'s items, removals last.
    ///
    /// An item is the same when its name, steps and examples row are; it is changed when in the same file under
    /// the same name (and, for a row, at the same place in its outline) its steps or values differ; renamed when
    /// only its name differs; moved when it is the same in another file.
    static func between(_ before: [Item], _ after: [Item]) -> [SpecificationChange] {
        var unmatched = Array(before.indices)
        var matched: Set<Int> = []
        var changed: [Int: SpecificationChange] = [:]
        /// Pairs each item of `after` not yet paired with the first unpaired item of `before` that is `same`; the
        /// pair is a change of `kind`, or none.
        func pair(_ same: (Item, Item) -> Bool, _ kind: ((Item, Item) -> Kind)?) {
            for index in after.indices where !matched.contains(index) {
                guard let position = unmatched.firstIndex(where: { same(before[$0], after[index]) }) else { continue }
                let old = before[unmatched.remove(at: position)]
                matched.insert(index)
                if let kind { changed[index] = .init(kind: kind(old, after[index]), before: old, after: after[index]) }
            }
        }
        let content = { (old: Item, new: Item) in old.name == new.name && old.steps == new.steps && old.row == new.row }
        pair({ content($0, $1) && $0.file == $1.file }, nil)
        pair(content, { _, _ in .moved })
        pair(
            { $0.file == $1.file && $0.name == $1.name && $0.rowPlace?.index == $1.rowPlace?.index },
            { old, new in
                let (removed, added) = Self.difference(old.lines, new.lines)
                return .changed(removed: removed, added: added)
            })
        pair({ $0.file == $1.file && $0.steps == $1.steps && $0.row == $1.row }, { _, _ in .renamed })
        let kept = after.indices.compactMap { index in
            matched.contains(index) ? changed[index] : .init(kind: .added, before: nil, after: after[index])
        }
        return kept + unmatched.map { .init(kind: .removed, before: before[$0], after: nil) }
    }

    /// The lines removed from `old` and added in `new`, around their longest common subsequence.
    private static func difference(_ old: [String], _ new: [String]) -> (removed: [String], added: [String]) {
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        var removed: [String] = []
        var added: [String] = []
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                (i, j) = (i + 1, j + 1)
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                added.append(new[j])
                j += 1
            } else {
                removed.append(old[i])
                i += 1
            }
        }
        return (removed, added)
    }
}

extension SpecificationChange.Item {
    /// What a change shows of the item: its steps, then its examples row.
    fileprivate var lines: [String] { steps + (row.map { ["| " + $0.joined(separator: " | ") + " |"] } ?? []) }

    /// The items of a parsed feature file: one per pickle, in file order.
    static func items(of document: GherkinDocument, pickles: [Pickle], file: String) -> [Self] {
        var rows: [String: (values: [String], place: RowPlace)] = [:]
        var written: [String: String] = [:]
        func visit(_ scenario: Scenario) {
            for step in scenario.steps where !scenario.examples.isEmpty { written[step.id] = step.text }
            var index = 0
            for examples in scenario.examples {
                for row in examples.tableBody {
                    rows[row.id] = (row.cells.map(\.value), RowPlace(outlineLine: scenario.location.line, index: index))
                    index += 1
                }
            }
        }
        for child in document.feature?.children ?? [] {
            switch child {
            case .scenario(let scenario): visit(scenario)
            case .rule(let rule):
                for case .scenario(let scenario) in rule.children { visit(scenario) }
            case .background: break
            }
        }
        return pickles.map { pickle in
            let row = pickle.examplesRowId.flatMap { rows[$0] }
            let steps = pickle.steps.map { step in
                step.astNodeId.flatMap { written[$0] }.map { step.checked(as: $0) } ?? step.checked(as: step.text)
            }
            return Self(
                file: file, line: pickle.location?.line ?? 0, name: pickle.name, steps: steps, row: row?.values,
                rowPlace: row?.place)
        }
    }
}

extension PickleStep {
    /// The step's `text` and its argument: what changes what it checks (its keyword does not).
    fileprivate func checked(as text: String) -> String {
        switch argument {
        case nil: text
        case .docString(let docString)?: text + "\n" + docString.content
        case .dataTable(let table)?: text + table.rows.map { "\n| " + $0.joined(separator: " | ") + " |" }.joined()
        case .docStringAndDataTable(let docString, let table)?:
            text + "\n" + docString.content + table.rows.map { "\n| " + $0.joined(separator: " | ") + " |" }.joined()
        }
    }
}
