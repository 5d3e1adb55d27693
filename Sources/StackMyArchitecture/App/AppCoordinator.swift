import Foundation
import Observation

/// Decides which screen the app shows, and the only place that decides authentication: the Catalog
/// screen never checks the session itself.
///
/// Asking for a protected place without a valid session shows Login and keeps the place as
/// ``pendingDestination``; after a successful login the app continues there. Leaving the Catalog
/// screen calls ``CatalogViewModel/leave()``, so its in-flight load is cancelled and publishes nothing.
@Observable
@MainActor
public final class AppCoordinator {
    /// The screen on display, with its model.
    public enum Screen {
        /// The Login screen.
        case login(LoginViewModel)
        /// The Catalog screen.
        case catalog(CatalogViewModel)

        /// The place this screen is.
        public var route: Route {
            switch self {
            case .login:
                return .login
            case .catalog:
                return .catalog
            }
        }
    }

    /// The screen on display.
    public var screen: Screen {
        guard let currentScreen else { preconditionFailure("AppCoordinator.init always shows a screen") }
        return currentScreen
    }
    /// Where the user asked to go before being sent to Login, if anywhere.
    public private(set) var pendingDestination: Route?
    /// The product last picked in the Catalog (product detail is not built yet; this is its hook).
    public private(set) var selectedProduct: Product?

    /// The place on display.
    public var route: Route { screen.route }

    private var currentScreen: Screen?
    @ObservationIgnored private let sessionStore: SessionStore
    @ObservationIgnored private let makeLogin: @MainActor (@escaping @MainActor (Session) -> Void) -> LoginViewModel
    @ObservationIgnored private let makeCatalog: @MainActor (@escaping @MainActor (Product) -> Void) -> CatalogViewModel

    /// Creates the coordinator, showing the Catalog if `sessionStore` has a valid session and Login
    /// otherwise.
    ///
    /// - Parameters:
    ///   - makeLogin: builds a Login model that reports a successful login to the given closure.
    ///   - makeCatalog: builds a Catalog model that reports the picked product to the given closure.
    public init(
        sessionStore: SessionStore,
        makeLogin: @escaping @MainActor (@escaping @MainActor (Session) -> Void) -> LoginViewModel,
        makeCatalog: @escaping @MainActor (@escaping @MainActor (Product) -> Void) -> CatalogViewModel
    ) {
        self.sessionStore = sessionStore
        self.makeLogin = makeLogin
        self.makeCatalog = makeCatalog
        currentScreen = makeScreen(for: sessionStore.hasValidSession ? .catalog : .login)
    }

    /// Navigates to `destination` (internal navigation or a deep link).
    ///
    /// Without a valid session a protected destination shows Login and is kept as
    /// ``pendingDestination``; asking for Login itself forgets any pending destination.
    public func navigate(to destination: Route) {
        if destination.requiresSession && !sessionStore.hasValidSession {
            pendingDestination = destination
            show(.login)
        } else {
            if destination == .login { pendingDestination = nil }
            show(destination)
        }
    }

    /// Navigates to the place `url` names (see ``Route/init(deepLink:)``).
    ///
    /// - Returns: `false`, without navigating, when the link names no place.
    @discardableResult
    public func open(deepLink url: URL) -> Bool {
        guard let destination = Route(deepLink: url) else { return false }
        navigate(to: destination)
        return true
    }

    /// Signs out: forgets the session and shows Login.
    public func logout() {
        sessionStore.clear()
        navigate(to: .login)
    }

    private func loginSucceeded(with session: Session) {
        sessionStore.save(session)
        let destination = pendingDestination ?? .catalog
        pendingDestination = nil
        navigate(to: destination)
    }

    private func show(_ route: Route) {
        guard route != screen.route else { return }
        if case .catalog(let catalog) = screen { catalog.leave() }
        currentScreen = makeScreen(for: route)
    }

    private func makeScreen(for route: Route) -> Screen {
        switch route {
        case .login:
            return .login(makeLogin { [weak self] session in self?.loginSucceeded(with: session) })
        case .catalog:
            return .catalog(makeCatalog { [weak self] product in self?.selectedProduct = product })
        }
    }
}
