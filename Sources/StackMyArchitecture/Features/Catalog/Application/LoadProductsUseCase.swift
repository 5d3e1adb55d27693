/// Loads the catalog: the single entry point the Catalog screen uses.
///
/// It is also the one place where the duplicate-ids policy is enforced (`docs/adr/0001`): when
/// several products share an id, only the first one is kept and the order is preserved, whatever the
/// repository.
public struct LoadProductsUseCase: Sendable {
    private let repository: any ProductRepository

    /// Creates the use case over the repository it delegates to.
    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Loads the products, one per id, in the repository's order.
    ///
    /// An empty list is a valid result, not an error.
    ///
    /// - Throws: the repository's ``CatalogError`` unchanged; `CancellationError` whenever the calling
    ///   task has been cancelled, even if the repository answered anyway, so a cancelled load never
    ///   turns into a false success or a false failure.
    public func execute() async throws -> [Product] {
        let products: [Product]
        do {
            products = try await repository.loadAll()
        } catch {
            try Task.checkCancellation()
            throw error
        }
        try Task.checkCancellation()
        return Self.keepingFirstOfEachID(products)
    }

    private static func keepingFirstOfEachID(_ products: [Product]) -> [Product] {
        var seen = Set<Product.ID>()
        return products.filter { seen.insert($0.id).inserted }
    }
}
