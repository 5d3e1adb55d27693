import Foundation
import Testing

/// `docs/traceability.md` stays true: every location it names is a scenario or an examples row that exists,
/// and every test the seeds list has a row.
@Suite struct TraceabilityTests {
    static let table = packageRoot + "/docs/traceability.md"
    static let seeds = packageRoot + "/../shared/seeds"

    @Test func everyLocationIsAScenarioOrAnExamplesRow() throws {
        let text = try String(contentsOfFile: Self.table, encoding: .utf8)
        let locations = Self.locations(in: text)
        #expect(locations.count > 100, "the table names \(locations.count) locations")
        for (path, line) in locations {
            let lines = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            guard line >= 1, line <= lines.count else {
                Issue.record("\(path):\(line) is past the end of the file (\(lines.count) lines)")
                continue
            }
            let source = lines[line - 1].trimmingCharacters(in: .whitespaces)
            let isScenario = ["Scenario:", "Escenario:", "Esquema del escenario:"].contains(where: source.hasPrefix)
            let isExamplesRow = source.hasPrefix("|") && Self.isUnderExamples(lines, line: line)
            #expect(isScenario || isExamplesRow, "\(path):\(line) is neither a scenario nor an examples row: \(source)")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: seeds), "the seeds are not beside the package"))
    func everyTestTheSeedsListHasARow() throws {
        let table = try String(contentsOfFile: Self.table, encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds).filter { $0.hasSuffix(".md") }
            .flatMap { file in
                Self.testNames(in: try String(contentsOfFile: Self.seeds + "/" + file, encoding: .utf8))
            }
        #expect(names.count >= 25, "the seeds list \(names.count) tests")
        let missing = Set(names).filter { !table.contains("`\($0)`") }
        #expect(missing.isEmpty, "tests of the seeds without a row: \(missing.sorted())")
    }

    /// Every `Features/…:N` in `text`, with a range `A to B` counting as both ends.
    static func locations(in text: String) -> [(path: String, line: Int)] {
        let pattern = /`(Features\/[^`:]+):(\d+)`/
        return text.matches(of: pattern).compactMap { match in
            Int(match.output.2).map { (String(match.output.1), $0) }
        }
    }

    /// The `test_…` names the seeds list, in code (`func test_…`) and in their traceability tables.
    static func testNames(in text: String) -> [String] {
        text.matches(of: /test_[A-Za-z0-9_]+/).map { String($0.output) }
    }

    /// Whether the table row at `line` belongs to an examples table (the first non-row line above it is an
    /// examples keyword line), not to a step's data table.
    static func isUnderExamples(_ lines: [Substring], line: Int) -> Bool {
        var index = line - 2
        while index >= 0, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|") { index -= 1 }
        guard index >= 0 else { return false }
        let keywordLine = lines[index].trimmingCharacters(in: .whitespaces)
        return ["Examples:", "Ejemplos:", "Scenarios:"].contains(where: keywordLine.hasPrefix)
    }
}
