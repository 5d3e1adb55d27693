import Foundation

/// The production ``AuthGateway``: `POST {baseURL}/auth/login` with a JSON body, through an
/// ``HTTPClient``.
///
/// | answer | result |
/// |---|---|
/// | `200` with `{"token":"…","email":"…"}` (both non-empty) | the ``Session`` |
/// | `401` | ``AuthError/invalidCredentials`` |
/// | no answer (transport failure) | ``AuthError/connectivity`` |
/// | `200` with any other body | ``Error/invalidData`` |
/// | any other status | ``Error/unexpectedStatusCode(_:)`` |
/// | the calling task was cancelled | `CancellationError` |
public struct RemoteAuthGateway: AuthGateway {
    /// Answers from the server that are neither a session nor a business failure.
    ///
    /// Login shows them as an unexpected error.
    public enum Error: Swift.Error, Equatable, Sendable {
        /// A status code other than `200` and `401`.
        case unexpectedStatusCode(Int)
        /// A `200` whose body is not a session.
        case invalidData
    }

    private let httpClient: any HTTPClient
    private let baseURL: URL

    /// Creates the gateway for the server at `baseURL`, such as `https://api.example.com`.
    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.baseURL = baseURL
    }

    /// Posts the credentials and maps the answer as the table above says.
    public func authenticate(credentials: Credentials) async throws -> Session {
        let request = try makeRequest(for: credentials)
        let response = try await httpClient.execute(request, failingAs: AuthError.connectivity)
        switch response.statusCode {
        case 200:
            guard let dto = try? JSONDecoder().decode(SessionResponseDTO.self, from: response.body),
                let session = dto.session
            else { throw Error.invalidData }
            return session
        case 401:
            throw AuthError.invalidCredentials
        default:
            throw Error.unexpectedStatusCode(response.statusCode)
        }
    }

    private func makeRequest(for credentials: Credentials) throws -> HTTPRequest {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return HTTPRequest(
            method: .post,
            url: baseURL.appendingPathComponent("auth").appendingPathComponent("login"),
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: try encoder.encode(LoginRequestDTO(credentials: credentials))
        )
    }
}
