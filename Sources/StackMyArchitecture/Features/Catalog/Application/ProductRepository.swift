/// The port the catalog is loaded through; implemented in Infrastructure (remote or stub).
public protocol ProductRepository: Sendable {
    /// Loads every product the catalog offers, as domain values.
    ///
    /// - Throws: a ``CatalogError`` for the failures the business distinguishes.
    func loadAll() async throws -> [Product]
}
