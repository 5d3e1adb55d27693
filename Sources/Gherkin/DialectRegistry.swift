/// The decoded dialect table and the byte-level keyword tables the token matchers use, built once on first use.
final class DialectRegistry: Sendable {
    static let shared = DialectRegistry()

    let dialects: [GherkinDialect]
    let compiled: [CompiledDialect]
    private let indexByCode: [String: Int]

    private init() {
        let dialects = GherkinDialectTable.records.map(GherkinDialect.init(record:))
        self.dialects = dialects
        compiled = dialects.enumerated().map { CompiledDialect(dialect: $0.element, index: $0.offset) }
        var indexByCode: [String: Int] = [:]
        for (index, dialect) in dialects.enumerated() { indexByCode[dialect.code] = index }
        self.indexByCode = indexByCode
    }

    func index(of code: String) -> Int? { indexByCode[code] }

    func code(at index: Int) -> String { dialects[index].code }
}
