import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// How long the app waits for its server's answer before it shows the connection error.
    public static let stackMyArchitectureTimeout: TimeInterval = 10

    /// The session the app ships with: ephemeral (no cache, cookies or credentials kept between launches, so a
    /// catalog is never an old copy), and a request the server does not answer within
    /// ``stackMyArchitectureTimeout`` seconds fails as a connection error.
    public static let stackMyArchitecture: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = stackMyArchitectureTimeout
        configuration.timeoutIntervalForResource = stackMyArchitectureTimeout
        return URLSession(configuration: configuration)
    }()
}
