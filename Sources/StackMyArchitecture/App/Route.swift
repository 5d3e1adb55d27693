import Foundation

/// The places the app can navigate to.
public enum Route: Hashable, Sendable {
    /// The Login screen.
    case login
    /// The Catalog screen (protected: it needs a valid session).
    case catalog

    /// Whether reaching this place needs a valid session.
    public var requiresSession: Bool {
        switch self {
        case .login:
            return false
        case .catalog:
            return true
        }
    }

    /// The route a deep link names, or `nil` when it names none.
    ///
    /// In a web link the first path component names the route (`https://example.com/catalog`); in
    /// an app link the host does (`stackmyarchitecture://catalog`). Names are `login` and `catalog`,
    /// in any case.
    public init?(deepLink url: URL) {
        let isWebLink = ["http", "https"].contains(url.scheme?.lowercased())
        let name = isWebLink ? url.pathComponents.first { $0 != "/" } : url.host
        switch name?.lowercased() {
        case "login":
            self = .login
        case "catalog":
            self = .catalog
        default:
            return nil
        }
    }
}
