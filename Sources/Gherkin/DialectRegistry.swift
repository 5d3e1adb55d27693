#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The decoded dialect table, and the byte-level keyword tables the token matchers use, each dialect's built on
/// first use: a run meets one or two of the 80 dialects, and building them all costs as much as parsing a
/// hundred small files.
final class DialectRegistry: @unchecked Sendable {
    static let shared = DialectRegistry()

    let dialects: [GherkinDialect]
    private let indexByCode: [String: Int]
    /// Guards `built`; `@unchecked Sendable` above rests on it.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var built: [CompiledDialect?]

    private init() {
        let dialects = GherkinDialectTable.records.map(GherkinDialect.init(record:))
        self.dialects = dialects
        built = Array(repeating: nil, count: dialects.count)
        var indexByCode: [String: Int] = [:]
        for (index, dialect) in dialects.enumerated() { indexByCode[dialect.code] = index }
        self.indexByCode = indexByCode
        pthread_mutex_init(lock, nil)
    }

    func index(of code: String) -> Int? { indexByCode[code] }

    func code(at index: Int) -> String { dialects[index].code }

    /// The keyword tables of the dialect at `index`, built the first time they are asked for.
    func compiled(at index: Int) -> CompiledDialect {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let dialect = built[index] { return dialect }
        let dialect = CompiledDialect(dialect: dialects[index], index: index)
        built[index] = dialect
        return dialect
    }
}
