import Foundation

/// The one place that picks the implementations and wires the app's objects together.
///
/// With ``Configuration/remote(baseURL:httpClient:)`` Login and Catalog talk to the server at the
/// base URL over the given ``HTTPClient`` (`URLSessionHTTPClient` in the app, from the
/// `StackMyArchitectureNetworking` target; a stub in specs); with
/// ``Configuration/local(authGateway:productRepository:)`` they use the given gateway and repository
/// (``Configuration/stubs`` for previews and local runs).
@MainActor
public struct CompositionRoot {
    /// How long the app waits for its server's answer before it shows the connection error, in seconds.
    public nonisolated static let serverTimeout: TimeInterval = 10

    /// Which implementations of the I/O ports the app uses.
    public enum Configuration: Sendable {
        /// The remote gateway and repository, for the server at `baseURL`, over `httpClient`.
        case remote(baseURL: URL, httpClient: any HTTPClient)
        /// The given gateway and repository, with no server.
        case local(authGateway: any AuthGateway, productRepository: any ProductRepository)

        /// ``StubAuthGateway`` (accepts any valid credentials) and ``StubProductRepository`` (sample
        /// catalog), both with a short delay so that the loading states are visible.
        public static var stubs: Configuration {
            .local(
                authGateway: StubAuthGateway(delayNanoseconds: 500_000_000),
                productRepository: StubProductRepository(delayNanoseconds: 500_000_000)
            )
        }
    }

    private let authGateway: any AuthGateway
    private let productRepository: any ProductRepository
    private let locale: Locale

    /// Wires the app for `configuration`, formatting prices for `locale`.
    public init(configuration: Configuration, locale: Locale = .autoupdatingCurrent) {
        switch configuration {
        case .remote(let baseURL, let httpClient):
            authGateway = RemoteAuthGateway(httpClient: httpClient, baseURL: baseURL)
            productRepository = RemoteProductRepository(httpClient: httpClient, baseURL: baseURL)
        case .local(let authGateway, let productRepository):
            self.authGateway = authGateway
            self.productRepository = productRepository
        }
        self.locale = locale
    }

    /// A Login screen model; `onLoginSucceeded` receives the session.
    public func makeLoginViewModel(onLoginSucceeded: @escaping @MainActor (Session) -> Void) -> LoginViewModel {
        LoginViewModel(login: LoginUseCase(authGateway: authGateway), onLoginSucceeded: onLoginSucceeded)
    }

    /// A Catalog screen model; `onProductSelected` receives the product the user picks.
    public func makeCatalogViewModel(onProductSelected: @escaping @MainActor (Product) -> Void) -> CatalogViewModel {
        CatalogViewModel(
            loadProducts: LoadProductsUseCase(repository: productRepository),
            locale: locale,
            onProductSelected: onProductSelected
        )
    }

    /// The app's coordinator over `sessionStore`, building its screens from this root.
    public func makeCoordinator(sessionStore: SessionStore = SessionStore()) -> AppCoordinator {
        AppCoordinator(
            sessionStore: sessionStore,
            makeLogin: { makeLoginViewModel(onLoginSucceeded: $0) },
            makeCatalog: { makeCatalogViewModel(onProductSelected: $0) }
        )
    }
}
