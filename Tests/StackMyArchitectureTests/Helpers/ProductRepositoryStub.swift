import StackMyArchitecture

/// Answers every load with the same result (the seeds' stub).
struct ProductRepositoryStub: ProductRepository, Sendable {
    let result: Result<[Product], CatalogError>

    func loadAll() async throws -> [Product] {
        try result.get()
    }
}
