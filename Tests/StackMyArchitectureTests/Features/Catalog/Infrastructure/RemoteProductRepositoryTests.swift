import Foundation
import StackMyArchitecture
import Testing

struct RemoteProductRepositoryTests {
    @Test func getsProductsFromTheBaseURL() async throws {
        let client = HTTPClientSpy(statusCode: 200, body: productsBody([]))
        let sut = RemoteProductRepository(httpClient: client, baseURL: URL(string: "https://api.example.com/v1")!)

        _ = try await sut.loadAll()

        let requests = await client.requests
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.method == .get)
        #expect(request.url.absoluteString == "https://api.example.com/v1/products")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.body == nil)
    }

    @Test func loadProductsDeliversProductsOn200ValidData() async throws {
        let body = productsBody([
            productJSON(id: "1", name: "Camiseta básica", price: "29.99", imageURL: "https://example.com/1.png"),
            productJSON(id: "2", name: "Gorra", price: "15", currency: "USD", imageURL: "http://example.com/2.png"),
        ])
        let sut = RemoteProductRepository(httpClient: HTTPClientSpy(statusCode: 200, body: body), baseURL: anyBaseURL)

        let products = try await sut.loadAll()

        #expect(
            products == [
                Product(
                    id: "1",
                    name: "Camiseta básica",
                    price: Price(amount: decimal("29.99"), currency: "EUR"),
                    imageURL: URL(string: "https://example.com/1.png")!
                ),
                Product(
                    id: "2",
                    name: "Gorra",
                    price: Price(amount: 15, currency: "USD"),
                    imageURL: URL(string: "http://example.com/2.png")!
                ),
            ]
        )
    }

    @Test func decodesPricesExactly() async throws {
        let body = productsBody([productJSON(price: "0.1"), productJSON(id: "2", price: "1234567.89")])
        let sut = RemoteProductRepository(httpClient: HTTPClientSpy(statusCode: 200, body: body), baseURL: anyBaseURL)

        let amounts = try await sut.loadAll().map(\.price.amount)

        #expect(amounts == [decimal("0.1"), decimal("1234567.89")])
    }

    @Test func deliversAnEmptyCatalogOn200WithNoProducts() async throws {
        let sut = RemoteProductRepository(
            httpClient: HTTPClientSpy(statusCode: 200, body: productsBody([])), baseURL: anyBaseURL)

        #expect(try await sut.loadAll().isEmpty)
    }

    @Test func keepsDuplicateIdsForTheUseCaseToNormalise() async throws {
        let body = productsBody([productJSON(id: "1"), productJSON(id: "1", name: "Copia")])
        let sut = RemoteProductRepository(httpClient: HTTPClientSpy(statusCode: 200, body: body), baseURL: anyBaseURL)

        #expect(try await sut.loadAll().map(\.id) == ["1", "1"])
    }

    @Test func ignoresFieldsTheContractDoesNotName() async throws {
        let item =
            #"{"id":"1","name":"Camiseta","price":29.99,"currency":"EUR","image_url":"https://example.com/1.png","stock":3}"#
        let body = Data(#"{"products":[\#(item)],"next_page":null}"#.utf8)
        let sut = RemoteProductRepository(httpClient: HTTPClientSpy(statusCode: 200, body: body), baseURL: anyBaseURL)

        #expect(try await sut.loadAll().map(\.id) == ["1"])
    }

    @Test func loadProductsDeliversConnectivityErrorOnTransportFailure() async {
        let client = HTTPClientSpy(result: .failure(URLError(.notConnectedToInternet)))
        let sut = RemoteProductRepository(httpClient: client, baseURL: anyBaseURL)

        await #expect(throws: CatalogError.connectivity) { try await sut.loadAll() }
    }

    @Test(arguments: [
        "", "not json", "[]", "{}", #"{"products":{}}"#, #"{"items":[]}"#, #"{"products":[1,2]}"#, #"{"products":[]"#,
    ])
    func loadProductsDeliversInvalidDataOnMalformedPayload(_ body: String) async {
        let sut = RemoteProductRepository(
            httpClient: HTTPClientSpy(statusCode: 200, body: Data(body.utf8)), baseURL: anyBaseURL)

        await #expect(throws: CatalogError.invalidData) { try await sut.loadAll() }
    }

    @Test(arguments: [
        #"{"name":"Camiseta","price":29.99,"currency":"EUR","image_url":"https://example.com/1.png"}"#,
        #"{"id":1,"name":"Camiseta","price":29.99,"currency":"EUR","image_url":"https://example.com/1.png"}"#,
        #"{"id":"1","name":"Camiseta","price":"29.99","currency":"EUR","image_url":"https://example.com/1.png"}"#,
        #"{"id":"1","name":"Camiseta","price":29.99,"image_url":"https://example.com/1.png"}"#,
        #"{"id":"1","name":"Camiseta","price":29.99,"currency":"EUR","imageURL":"https://example.com/1.png"}"#,
        productJSON(id: ""),
        productJSON(name: ""),
        productJSON(name: "   "),
        productJSON(price: "-0.01"),
        productJSON(currency: "eur"),
        productJSON(currency: "EURO"),
        productJSON(currency: ""),
        productJSON(imageURL: ""),
        productJSON(imageURL: "not a url"),
        productJSON(imageURL: "/images/1.png"),
        productJSON(imageURL: "ftp://example.com/1.png"),
        productJSON(imageURL: "https://"),
    ])
    func deliversInvalidDataWhenAnyProductIsNotValid(_ invalidItem: String) async {
        let body = productsBody([productJSON(id: "ok"), invalidItem])
        let sut = RemoteProductRepository(httpClient: HTTPClientSpy(statusCode: 200, body: body), baseURL: anyBaseURL)

        await #expect(throws: CatalogError.invalidData) { try await sut.loadAll() }
    }

    @Test(arguments: [199, 201, 204, 300, 400, 401, 403, 404, 500, 503])
    func deliversInvalidDataOnAnyStatusOtherThan200(_ statusCode: Int) async {
        let client = HTTPClientSpy(statusCode: statusCode, body: productsBody([productJSON()]))
        let sut = RemoteProductRepository(httpClient: client, baseURL: anyBaseURL)

        await #expect(throws: CatalogError.invalidData) { try await sut.loadAll() }
    }
}
