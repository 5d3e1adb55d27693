import Foundation
import StackMyArchitecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CompositionRoot.Configuration {
    /// The remote gateway and repository, for the server at `baseURL`, over `URLSession`.
    ///
    /// The app's production configuration; `session` is the one the app ships with
    /// (``Foundation/URLSession/stackMyArchitecture``) unless a test needs another.
    public static func remote(baseURL: URL, session: URLSession = .stackMyArchitecture) -> Self {
        .remote(baseURL: baseURL, httpClient: URLSessionHTTPClient(session: session))
    }
}
