import Foundation
import StackMyArchitecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// The session the app ships with: ephemeral (no cache, cookies or credentials kept between launches, so a
    /// catalog is never an old copy), and a request the server does not answer within
    /// `CompositionRoot.serverTimeout` seconds fails as a connection error.
    public static let stackMyArchitecture: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = CompositionRoot.serverTimeout
        configuration.timeoutIntervalForResource = CompositionRoot.serverTimeout
        return URLSession(configuration: configuration)
    }()
}
