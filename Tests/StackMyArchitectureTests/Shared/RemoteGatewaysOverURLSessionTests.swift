import Foundation
import StackMyArchitecture
import StackMyArchitectureNetworking
import Testing

/// Both remote gateways over the real `URLSessionHTTPClient`, with the network answered by
/// `URLProtocolStub`: the whole Infrastructure path from domain request to domain result.
struct RemoteGatewaysOverURLSessionTests {
    private let client = URLSessionHTTPClient(session: URLProtocolStub.makeSession())
    private let credentials = Credentials(email: try! Email("user@example.com"), password: try! Password("pass123"))

    // MARK: - Login

    @Test func loginPostsJSONAndDeliversTheSessionOn200() async throws {
        let base = uniqueBaseURL()
        let body = Data(#"{"token":"abc-123","email":"user@example.com"}"#.utf8)
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: body))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: base)

        let session = try await sut.authenticate(credentials: credentials)

        #expect(session == Session(token: "abc-123", email: "user@example.com"))
        let received = try #require(URLProtocolStub.requests(to: base).first)
        #expect(received.method == "POST")
        #expect(received.url?.path == "/auth/login")
        #expect(received.body == Data(#"{"email":"user@example.com","password":"pass123"}"#.utf8))
    }

    @Test func loginDeliversInvalidCredentialsOn401() async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: 401, body: Data()))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: base)

        await #expect(throws: AuthError.invalidCredentials) { try await sut.authenticate(credentials: credentials) }
    }

    @Test func loginDeliversUnexpectedStatusCodeOn500() async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: 500, body: Data("oops".utf8)))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: base)

        await #expect(throws: RemoteAuthGateway.Error.unexpectedStatusCode(500)) {
            try await sut.authenticate(credentials: credentials)
        }
    }

    @Test func loginDeliversInvalidDataOnMalformedJSON() async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: Data("{".utf8)))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: base)

        await #expect(throws: RemoteAuthGateway.Error.invalidData) {
            try await sut.authenticate(credentials: credentials)
        }
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .networkConnectionLost])
    func loginDeliversConnectivityOnTransportFailure(_ code: URLError.Code) async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .failure(URLError(code)))
        let sut = RemoteAuthGateway(httpClient: client, baseURL: base)

        await #expect(throws: AuthError.connectivity) { try await sut.authenticate(credentials: credentials) }
    }

    // MARK: - Catalog

    @Test func catalogGetsProductsAndDeliversThemOn200() async throws {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: productsBody([productJSON(id: "1")])))
        let sut = RemoteProductRepository(httpClient: client, baseURL: base)

        let products = try await sut.loadAll()

        #expect(products.map(\.id) == ["1"])
        #expect(products.first?.price == Price(amount: decimal("29.99"), currency: "EUR"))
        let received = try #require(URLProtocolStub.requests(to: base).first)
        #expect(received.method == "GET")
        #expect(received.url?.path == "/products")
    }

    @Test(arguments: [401, 404, 500])
    func catalogDeliversInvalidDataOnAStatusOtherThan200(_ statusCode: Int) async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: statusCode, body: productsBody([productJSON()])))
        let sut = RemoteProductRepository(httpClient: client, baseURL: base)

        await #expect(throws: CatalogError.invalidData) { try await sut.loadAll() }
    }

    @Test func catalogDeliversInvalidDataOnMalformedJSON() async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: Data(#"{"products":[{"id":"1"}]}"#.utf8)))
        let sut = RemoteProductRepository(httpClient: client, baseURL: base)

        await #expect(throws: CatalogError.invalidData) { try await sut.loadAll() }
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cannotConnectToHost])
    func catalogDeliversConnectivityOnTransportFailure(_ code: URLError.Code) async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .failure(URLError(code)))
        let sut = RemoteProductRepository(httpClient: client, baseURL: base)

        await #expect(throws: CatalogError.connectivity) { try await sut.loadAll() }
    }

    @Test func catalogLoadCancelledInFlightEndsAsCancellationNotConnectivity() async {
        let base = uniqueBaseURL()
        URLProtocolStub.stub(base, with: .never)
        let sut = RemoteProductRepository(httpClient: client, baseURL: base)
        let load = Task { try await sut.loadAll() }
        for _ in 0..<5_000 where URLProtocolStub.requests(to: base).isEmpty {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(!URLProtocolStub.requests(to: base).isEmpty, "the request should be in flight when cancelled")

        load.cancel()

        await #expect(throws: CancellationError.self) { try await load.value }
    }
}
