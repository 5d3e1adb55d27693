import Foundation
import StackMyArchitecture
import StackMyArchitectureNetworking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production configuration, `.remote(baseURL:session:)`: both screens over `URLSession`, answered by
/// `URLProtocolStub`.
@MainActor
struct URLSessionConfigurationTests {
    @Test func theProductionConfigurationLogsInOverURLSession() async throws {
        let base = uniqueBaseURL()
        let body = Data(#"{"token":"abc-123","email":"user@example.com"}"#.utf8)
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: body))
        let root = CompositionRoot(configuration: .remote(baseURL: base, session: URLProtocolStub.makeSession()))

        let session = await logIn(through: root)

        #expect(session == Session(token: "abc-123", email: "user@example.com"))
        #expect(URLProtocolStub.requests(to: base).map { $0.url?.path } == ["/auth/login"])
    }

    @Test func theProductionConfigurationLoadsTheCatalogOverURLSession() async {
        let base = uniqueBaseURL()
        let body = productsBody([productJSON(id: "1", price: "29.99")])
        URLProtocolStub.stub(base, with: .response(statusCode: 200, body: body))
        let root = CompositionRoot(
            configuration: .remote(baseURL: base, session: URLProtocolStub.makeSession()), locale: spanish)
        let catalog = root.makeCatalogViewModel { _ in }

        await catalog.load()

        #expect(catalog.rows.map(\.price) == ["29,99\u{00A0}€"])
        #expect(URLProtocolStub.requests(to: base).map { $0.url?.path } == ["/products"])
    }

    @Test func theSessionTheAppShipsWithKeepsNothingBetweenLaunchesAndGivesUpAfterItsTimeout() {
        let configuration = URLSession.stackMyArchitecture.configuration
        #expect(configuration.timeoutIntervalForRequest == CompositionRoot.serverTimeout)
        #expect(configuration.timeoutIntervalForResource == CompositionRoot.serverTimeout)
        #expect(configuration.urlCache == nil)
        #expect(configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
        #expect(configuration.httpShouldSetCookies == false)
    }
}
