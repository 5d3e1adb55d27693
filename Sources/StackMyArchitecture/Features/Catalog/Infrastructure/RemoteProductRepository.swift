import Foundation

/// The production ``ProductRepository``: `GET {baseURL}/products` through an ``HTTPClient``.
///
/// | answer | result |
/// |---|---|
/// | `200` with a valid body (contract in `docs/app.md`) | the products, in the server's order |
/// | `200` with malformed JSON, an unexpected shape, or any item that is not a valid product | ``CatalogError/invalidData`` |
/// | any other status | ``CatalogError/invalidData`` |
/// | no answer (transport failure) | ``CatalogError/connectivity`` |
/// | the calling task was cancelled | `CancellationError` |
///
/// One invalid item rejects the whole answer: the user never sees corrupt data as if it were a valid
/// catalog. Duplicate ids are not this type's concern (``LoadProductsUseCase`` applies that policy).
public struct RemoteProductRepository: ProductRepository {
    private let httpClient: any HTTPClient
    private let baseURL: URL

    /// Creates the repository for the server at `baseURL`, such as `https://api.example.com`.
    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.baseURL = baseURL
    }

    /// Gets the products and maps the answer as the table above says.
    public func loadAll() async throws -> [Product] {
        let request = HTTPRequest(
            method: .get,
            url: baseURL.appendingPathComponent("products"),
            headers: ["Accept": "application/json"]
        )
        let response = try await httpClient.execute(request, failingAs: CatalogError.connectivity)
        guard response.statusCode == 200,
            let dto = try? JSONDecoder().decode(ProductsResponseDTO.self, from: response.body)
        else { throw CatalogError.invalidData }
        var products: [Product] = []
        for item in dto.products {
            guard let product = item.product else { throw CatalogError.invalidData }
            products.append(product)
        }
        return products
    }
}
