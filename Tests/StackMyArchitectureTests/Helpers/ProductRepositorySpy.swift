import StackMyArchitecture

/// Counts loads and answers each with the same result; an `actor`, so counting is race-free (the
/// seeds' spy).
actor ProductRepositorySpy: ProductRepository {
    private(set) var loadCallCount = 0
    private let result: Result<[Product], CatalogError>

    init(result: Result<[Product], CatalogError>) {
        self.result = result
    }

    func loadAll() async throws -> [Product] {
        loadCallCount += 1
        return try result.get()
    }
}
