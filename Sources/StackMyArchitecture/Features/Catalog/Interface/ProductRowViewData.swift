import Foundation

/// What one row of the catalog shows, ready to display: the view only lays it out.
public struct ProductRowViewData: Identifiable, Equatable, Sendable {
    /// The product's id, so that rows keep their identity across reloads.
    public let id: Product.ID
    /// The product's name.
    public let name: String
    /// The price formatted for the reader's locale, such as `"29,99\u{A0}€"`.
    ///
    /// See ``Price/formatted(locale:)``.
    public let price: String
    /// The picture to load.
    public let imageURL: URL

    /// Presents `product` for a reader of `locale`.
    public init(product: Product, locale: Locale) {
        id = product.id
        name = product.name
        price = product.price.formatted(locale: locale)
        imageURL = product.imageURL
    }
}
