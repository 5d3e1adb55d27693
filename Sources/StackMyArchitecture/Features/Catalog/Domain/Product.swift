import Foundation

/// A product the catalog offers: what the user sees in each row.
public struct Product: Identifiable, Equatable, Hashable, Sendable {
    /// The server's identifier; unique within a catalog (see `docs/adr/0001`).
    public let id: String
    /// The name shown to the user.
    public let name: String
    /// The price.
    public let price: Price
    /// The product's picture.
    public let imageURL: URL

    /// Creates a product.
    public init(id: String, name: String, price: Price, imageURL: URL) {
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}
