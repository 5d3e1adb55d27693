import Foundation
import StackMyArchitecture

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production ``HTTPClient``, over `URLSession`.
public struct URLSessionHTTPClient: HTTPClient {
    /// Thrown when the session answers with something that is not an HTTP response.
    public struct NonHTTPResponseError: Error, Equatable {}

    private let session: URLSession

    /// Creates a client over `session` (the shared session unless a test or a configuration needs
    /// another).
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends `request` with `URLSession` and returns the status code and body.
    ///
    /// - Throws: the session's error when no response arrived (a `URLError` for transport failures,
    ///   `CancellationError` or `URLError.cancelled` when the calling task is cancelled), or
    ///   ``NonHTTPResponseError``.
    public func execute(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        let (data, response) = try await session.data(for: urlRequest)
        guard let httpResponse = response as? HTTPURLResponse else { throw NonHTTPResponseError() }
        return HTTPResponse(statusCode: httpResponse.statusCode, body: data)
    }
}
