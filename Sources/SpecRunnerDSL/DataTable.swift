import SpecRunnerCatalog

/// A step's data table, passed to a step closure whose last parameter is a `DataTable`.
public struct DataTable: Sendable, Equatable {
    /// Every row, the first one included, as written in the feature file.
    public let rows: [[String]]

    /// Creates a table from its rows.
    public init(_ rows: [[String]]) {
        self.rows = rows
    }

    /// The table with rows and columns swapped.
    public func transposed() -> DataTable {
        guard let width = rows.first?.count else { return self }
        return DataTable((0..<width).map { column in rows.map { $0[column] } })
    }

    /// Every row after the first, keyed by the first row's cells (the header).
    public var maps: [[String: String]] {
        guard let header = rows.first else { return [] }
        return rows.dropFirst().map { row in
            Dictionary(zip(header, row), uniquingKeysWith: { first, _ in first })
        }
    }

    /// Every row after the first (the header).
    public var bodyRows: [[String]] { Array(rows.dropFirst()) }

    /// A two-column table as a dictionary from the first column to the second.
    ///
    /// Throws when a row does not have exactly two cells, or when a key repeats.
    public func keyValues() throws -> [String: String] {
        var result: [String: String] = [:]
        for (index, row) in rows.enumerated() {
            guard row.count == 2 else {
                throw ExpectationFailure(
                    LocalizedText(.dataTableRowCells(row: String(index + 1), cells: String(row.count))))
            }
            guard result.updateValue(row[1], forKey: row[0]) == nil else {
                throw ExpectationFailure(LocalizedText(.dataTableRepeatedKey(key: row[0])))
            }
        }
        return result
    }
}
