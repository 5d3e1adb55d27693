import Foundation
import StackMyArchitecture
import Testing

@MainActor
struct CompositionRootTests {
    @Test func remoteConfigurationLogsInAgainstTheBaseURL() async throws {
        let client = HTTPClientSpy(statusCode: 200, body: Data(#"{"token":"abc-123","email":"user@example.com"}"#.utf8))
        let root = CompositionRoot(
            configuration: .remote(baseURL: URL(string: "https://staging.example.com")!, httpClient: client))

        let session = await logIn(through: root)

        #expect(session == Session(token: "abc-123", email: "user@example.com"))
        #expect(await client.requests.map(\.url.absoluteString) == ["https://staging.example.com/auth/login"])
    }

    @Test func remoteConfigurationLoadsTheCatalogFromTheBaseURL() async {
        let body = productsBody([productJSON(id: "1", price: "29.99"), productJSON(id: "1", name: "Copia")])
        let client = HTTPClientSpy(statusCode: 200, body: body)
        let root = CompositionRoot(
            configuration: .remote(baseURL: URL(string: "https://staging.example.com")!, httpClient: client),
            locale: spanish
        )
        let catalog = root.makeCatalogViewModel { _ in }

        await catalog.load()

        #expect(catalog.rows.map(\.price) == ["29,99\u{00A0}€"])
        #expect(await client.requests.map(\.url.absoluteString) == ["https://staging.example.com/products"])
    }

    @Test func localConfigurationUsesTheGivenGatewayAndRepository() async {
        let root = CompositionRoot(
            configuration: .local(
                authGateway: StubAuthGateway(failure: .connectivity),
                productRepository: StubProductRepository(products: [])
            )
        )
        let login = root.makeLoginViewModel { _ in }
        let catalog = root.makeCatalogViewModel { _ in }
        login.email = "user@example.com"
        login.password = "pass123"

        await login.submit()
        await catalog.load()

        #expect(login.errorMessage == "Sin conexión a internet. Inténtalo de nuevo.")
        #expect(catalog.state == .empty)
    }

    @Test func stubsConfigurationServesTheSampleCatalog() async {
        let catalog = CompositionRoot(configuration: .stubs).makeCatalogViewModel { _ in }

        await catalog.load()

        #expect(catalog.state == .loaded(StubProductRepository.sampleProducts))
    }
}
