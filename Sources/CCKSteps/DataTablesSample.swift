import SpecRunner

/// *data-tables*: a data table as the step's last argument.
enum DataTablesSample {
    @MainActor
    final class Table: World {
        var transposed: DataTable?
        init() {}
    }

    static let steps = Steps(Table.self) {
        When("the following table is transposed:") { (world, table: DataTable) in
            world.transposed = table.transposed()
        }
        Then("it should be:") { (world, expected: DataTable) in
            try expect(world.transposed?.rows ?? [], equals: expected.rows)
        }
    }
}
