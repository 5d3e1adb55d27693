/// A data table argument of a pickle step: rows of cell values.
public struct PickleTable: Sendable, Hashable, Encodable {
    /// The cell values, row by row, with outline placeholders replaced.
    public var rows: [[String]]
    /// 1 or 2 when the step also has a doc string: the position of this argument among the two.
    public var argumentIndex: Int?

    /// Creates a data table argument.
    public init(rows: [[String]], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }

    private enum CodingKeys: String, CodingKey {
        case rows, argumentIndex
    }

    private enum RowKeys: String, CodingKey {
        case cells
    }

    private enum CellKeys: String, CodingKey {
        case value
    }

    /// Encodes as the Cucumber Messages `PickleTable`: `{"rows": [{"cells": [{"value": …}]}]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var rowsContainer = container.nestedUnkeyedContainer(forKey: .rows)
        for row in rows {
            var rowContainer = rowsContainer.nestedContainer(keyedBy: RowKeys.self)
            var cellsContainer = rowContainer.nestedUnkeyedContainer(forKey: .cells)
            for value in row {
                var cellContainer = cellsContainer.nestedContainer(keyedBy: CellKeys.self)
                try cellContainer.encode(value, forKey: .value)
            }
        }
        try container.encodeIfPresent(argumentIndex, forKey: .argumentIndex)
    }
}
