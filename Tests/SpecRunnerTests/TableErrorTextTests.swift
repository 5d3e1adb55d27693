import Testing

@testable import Gherkin
@testable import SpecRunnerCore

/// A table row with another number of cells than its table's first row is explained in the output language: how
/// many cells each has, a caret at the first missing or extra cell, and a row that lacks its final `|`.
@Suite struct TableErrorTextTests {
    private func diagnostic(_ rows: [String], language: String) throws -> Diagnostic {
        let source = "Feature: F\n  Scenario: S\n    Given t\n" + rows.map { "      \($0)\n" }.joined()
        var found: GherkinError?
        do {
            _ = try GherkinParser().parse(source, uri: "x.feature", ids: IncrementingIdGenerator())
        } catch {
            found = error.errors.first
        }
        let catalog = try #require(MessageCatalog.named(language))
        return Diagnostic(try #require(found), source: source, defaultLanguage: "en", catalog: catalog)
    }

    @Test(arguments: [
        (["| a | b |", "| 1 |"], "en", "this row has 1 cell, and the first row of its table has 2", 12),
        (["| a | b |", "| 1 |"], "es", "esta fila tiene 1 celda, y la primera fila de su tabla tiene 2", 12),
        (
            ["| a |", "# a comment", "| 1 | 2 | 3 |"], "es",
            "esta fila tiene 3 celdas, y la primera fila de su tabla tiene 1", 13
        ),
        (
            ["| a | b | c |", "| 1 | 2 |", "| 1 | 2 | 3 | 4 |"], "en",
            "this row has 2 cells, and the first row of its table has 3", 16
        ),
    ])
    func aRowWithOtherCellsSaysHowManyAndPointsAtTheFirstMissingOrExtraCell(
        rows: [String], language: String, message: String, column: Int
    ) throws {
        let diagnostic = try diagnostic(rows, language: language)
        #expect(diagnostic.message == message)
        #expect(diagnostic.column == column)
        #expect(!diagnostic.rendered(.english).contains("inconsistent cell count"))
    }

    @Test(arguments: [
        ("en", "the row does not end with «|»: what follows its last «|» is not a cell; end the row with «|»"),
        ("es", "la fila no termina con «|»: lo que sigue a su última «|» no es una celda; termina la fila con «|»"),
    ])
    func aRowWithoutItsFinalBarSaysSoAndPointsAtTheTextAfterItsLastBar(language: String, hint: String) throws {
        let diagnostic = try diagnostic(["| a | b |", "| 1 | 2"], language: language)
        #expect(diagnostic.hint == hint)
        #expect(diagnostic.column == 13)
    }

    @Test func anEscapedBarIsPartOfItsCell() throws {
        let diagnostic = try diagnostic(["| a | b |", "| 1 \\| 2 |"], language: "en")
        #expect(diagnostic.message == "this row has 1 cell, and the first row of its table has 2")
        #expect(diagnostic.column == 17)
    }
}
