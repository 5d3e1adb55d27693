import Foundation

/// A ``ProductRepository`` that needs no server, for previews, local runs and specs.
///
/// After an optional delay it either fails with the configured ``CatalogError`` or answers its
/// products (``sampleProducts`` unless told otherwise).
public struct StubProductRepository: ProductRepository {
    /// A small, valid catalog in euros.
    public static let sampleProducts: [Product] = [
        sample(id: "1", name: "Camiseta básica", amount: "29.99"),
        sample(id: "2", name: "Sudadera con capucha", amount: "49.95"),
        sample(id: "3", name: "Gorra bordada", amount: "15"),
    ]

    private let products: [Product]
    private let delayNanoseconds: UInt64
    private let failure: CatalogError?

    /// Creates a stub that waits `delayNanoseconds` (so that previews show the loading state), then
    /// throws `failure` if there is one, else answers `products`.
    public init(
        products: [Product] = StubProductRepository.sampleProducts,
        delayNanoseconds: UInt64 = 0,
        failure: CatalogError? = nil
    ) {
        self.products = products
        self.delayNanoseconds = delayNanoseconds
        self.failure = failure
    }

    /// Waits, then fails or answers as configured.
    ///
    /// - Throws: the configured ``CatalogError``, or `CancellationError` if cancelled while waiting.
    public func loadAll() async throws -> [Product] {
        if delayNanoseconds > 0 {
            try await Task.sleep(nanoseconds: delayNanoseconds)
        }
        if let failure { throw failure }
        return products
    }

    private static func sample(id: String, name: String, amount: String) -> Product {
        Product(
            id: id,
            name: name,
            price: Price(amount: Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))!, currency: "EUR"),
            imageURL: URL(string: "https://example.com/images/products/\(id).png")!
        )
    }
}
