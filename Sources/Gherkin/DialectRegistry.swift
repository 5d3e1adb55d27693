#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The dialect table, and the byte-level keyword tables the token matchers use, each dialect decoded and built on
/// first use: a run meets one or two of the 80 dialects, and decoding them all costs as much as parsing a hundred
/// small files (a noticeable part of a small suite's start).
final class DialectRegistry: @unchecked Sendable {
    static let shared = DialectRegistry()

    /// The dialect codes, in table order (each record starts with its code).
    let codes: [String]
    private let indexByCode: [String: Int]
    /// Guards `decoded` and `built`; `@unchecked Sendable` above rests on it.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var decoded: [GherkinDialect?]
    private var built: [CompiledDialect?]

    private init() {
        let records = GherkinDialectTable.records
        let codes = records.map { record in
            String(decoding: record.utf8.prefix { $0 != UInt8(ascii: "|") }, as: UTF8.self)
        }
        self.codes = codes
        decoded = Array(repeating: nil, count: codes.count)
        built = Array(repeating: nil, count: codes.count)
        var indexByCode: [String: Int] = [:]
        indexByCode.reserveCapacity(codes.count)
        for (index, code) in codes.enumerated() { indexByCode[code] = index }
        self.indexByCode = indexByCode
        pthread_mutex_init(lock, nil)
    }

    func index(of code: String) -> Int? { indexByCode[code] }

    func code(at index: Int) -> String { codes[index] }

    /// The dialect at `index`, decoded the first time it is asked for.
    func dialect(at index: Int) -> GherkinDialect {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return decodedDialect(at: index)
    }

    /// Every dialect, in table order.
    var dialects: [GherkinDialect] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return codes.indices.map(decodedDialect(at:))
    }

    /// The keyword tables of the dialect at `index`, built the first time they are asked for.
    func compiled(at index: Int) -> CompiledDialect {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let dialect = built[index] { return dialect }
        let dialect = CompiledDialect(dialect: decodedDialect(at: index), index: index)
        built[index] = dialect
        return dialect
    }

    /// Call with `lock` held.
    private func decodedDialect(at index: Int) -> GherkinDialect {
        if let dialect = decoded[index] { return dialect }
        let dialect = GherkinDialect(record: GherkinDialectTable.records[index])
        decoded[index] = dialect
        return dialect
    }
}
