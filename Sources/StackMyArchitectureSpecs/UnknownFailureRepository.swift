import StackMyArchitecture

/// A product repository that fails with an error the app has no name for (not a `CatalogError`), as a future
/// repository might: the Catalog must still say something sensible.
struct UnknownFailureRepository: ProductRepository {
    struct Failure: Error {}

    func loadAll() async throws -> [Product] {
        throw Failure()
    }
}
