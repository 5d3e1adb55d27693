import Synchronization

/// The dialect table, and the byte-level keyword tables the token matchers use, each dialect decoded and built on
/// first use: a run meets one or two of the 80 dialects, and decoding them all costs as much as parsing a hundred
/// small files (a noticeable part of a small suite's start).
final class DialectRegistry: Sendable {
    static let shared = DialectRegistry()

    /// The dialect codes, in table order (each record starts with its code).
    let codes: [String]
    private let indexByCode: [String: Int]
    /// The dialects decoded and the keyword tables built so far, by index.
    private struct Tables {
        var decoded: [GherkinDialect?]
        var built: [CompiledDialect?]

        /// The dialect at `index`, decoded the first time it is asked for.
        mutating func decodedDialect(at index: Int) -> GherkinDialect {
            if let dialect = decoded[index] { return dialect }
            let dialect = GherkinDialect(record: GherkinDialectTable.records[index])
            decoded[index] = dialect
            return dialect
        }
    }

    private let tables: Mutex<Tables>

    private init() {
        let records = GherkinDialectTable.records
        let codes = records.map { record in
            String(decoding: record.utf8.prefix { $0 != UInt8(ascii: "|") }, as: UTF8.self)
        }
        self.codes = codes
        tables = Mutex(
            Tables(
                decoded: Array(repeating: nil, count: codes.count), built: Array(repeating: nil, count: codes.count)))
        var indexByCode: [String: Int] = [:]
        indexByCode.reserveCapacity(codes.count)
        for (index, code) in codes.enumerated() { indexByCode[code] = index }
        self.indexByCode = indexByCode
    }

    func index(of code: String) -> Int? { indexByCode[code] }

    func code(at index: Int) -> String { codes[index] }

    /// The dialect at `index`, decoded the first time it is asked for.
    func dialect(at index: Int) -> GherkinDialect {
        tables.withLock { $0.decodedDialect(at: index) }
    }

    /// Every dialect, in table order.
    var dialects: [GherkinDialect] {
        tables.withLock { tables in codes.indices.map { tables.decodedDialect(at: $0) } }
    }

    /// The keyword tables of the dialect at `index`, built the first time they are asked for.
    func compiled(at index: Int) -> CompiledDialect {
        tables.withLock { tables in
            if let dialect = tables.built[index] { return dialect }
            let dialect = CompiledDialect(dialect: tables.decodedDialect(at: index), index: index)
            tables.built[index] = dialect
            return dialect
        }
    }
}
