import Foundation

/// The JSON body of a `200` answer to `GET {base}/products` (contract in `docs/app.md`):
/// `{"products":[{"id":"1","name":"…","price":29.99,"currency":"EUR","image_url":"https://…"}]}`.
struct ProductsResponseDTO: Decodable {
    struct Item: Decodable {
        let id: String
        let name: String
        let price: Decimal
        let currency: String
        let imageURL: String

        enum CodingKeys: String, CodingKey {
            case id
            case name
            case price
            case currency
            case imageURL = "image_url"
        }

        /// The product, or `nil` when the item decodes but is not a product the user may see: an empty
        /// id, a blank name, a negative price, a currency that is not three capital letters, or an
        /// image URL that is not absolute `http(s)`.
        var product: Product? {
            guard !id.isEmpty,
                !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                price >= 0,
                Self.isCurrencyCode(currency),
                let url = Self.webURL(imageURL)
            else { return nil }
            return Product(id: id, name: name, price: Price(amount: price, currency: currency), imageURL: url)
        }

        private static func isCurrencyCode(_ text: String) -> Bool {
            text.unicodeScalars.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
        }

        private static func webURL(_ text: String) -> URL? {
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
                url.host?.isEmpty == false
            else { return nil }
            return url
        }
    }

    let products: [Item]
}
